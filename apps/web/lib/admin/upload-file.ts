import { ApiNetworkError, ApiResponseError, pageLocale } from "@/lib/api/client";

/**
 * One file sent to the API as a multipart form (`field`), with its upload progress: `fetch` reports none, so this
 * is the one `XMLHttpRequest` of the back office. Same origin (the storefront's proxy), the staff cookie sent with
 * it. Resolves with the API's JSON answer; a refusal throws `ApiResponseError` with the API's body (read by
 * `apiError()` like any other call's), no answer `ApiNetworkError`.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  { field = "file", onProgress, signal }: { field?: string; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "text";
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", pageLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        body = null; // a proxy's error page: the caller shows the generic message
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiResponseError(request.status, body));
    };
    request.onerror = () => reject(new ApiNetworkError("Network Error"));
    request.onabort = () => reject(new ApiNetworkError("Request aborted"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}
