import { ApiNetworkError, ApiResponseError, pageLocale } from "@/lib/api/client";

/**
 * A spreadsheet sent to the API as the request's body itself (`text/csv`), its bytes as the file holds them, so that
 * the API can say when they are not UTF-8. Same origin (the storefront's proxy), the staff cookie sent with it.
 * Resolves with the API's JSON answer; a refusal throws `ApiResponseError` (read by `apiError()`), no answer
 * `ApiNetworkError`.
 */
export async function sendCsv<T>(path: string, file: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": pageLocale(), "Content-Type": "text/csv" },
      body: file,
    });
  } catch (cause) {
    throw new ApiNetworkError("Network Error", { cause });
  }
  let body: unknown = null;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = null; // a proxy's error page: the caller shows the generic message
  }
  if (!response.ok) throw new ApiResponseError(response.status, body);
  return body as T;
}
