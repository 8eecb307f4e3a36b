import { readWebEnv } from "@/lib/env.mjs";
import { localizeNames } from "@/lib/locale/names";
import { currentLocale } from "@/messages/locale";

/**
 * Catalogue reads for server components: plain `fetch` against the API's own address (not through the web
 * origin), so Next.js can cache and deduplicate them. Server-only: it reads `API_URL` at request time.
 */

/** Where the API listens: `API_URL`, else the API's port on this machine. Read at run time, never built in. */
export function apiBaseUrl(): string {
  return readWebEnv().API_URL;
}

export type ApiGetOptions = {
  /** Seconds the response may be served from Next's data cache; `false` caches until invalidated, 0 never. */
  revalidate?: number | false;
  tags?: string[];
  /** Extra request headers (the shopper's session cookie for a read that depends on who asks). */
  headers?: Record<string, string>;
};

/** A failed API read: `status` 0 when the API could not be reached at all. */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

async function send(
  path: string,
  method: "GET" | "HEAD",
  { revalidate = 60, tags, headers }: ApiGetOptions,
): Promise<Response> {
  try {
    return await fetch(`${apiBaseUrl()}${path}`, {
      method,
      // The API answers its errors in the page's language (and French when it is French).
      headers: { accept: "application/json", "accept-language": currentLocale(), ...headers },
      // Next's data cache only keeps GET responses.
      ...(method === "GET" ? { next: { revalidate, ...(tags ? { tags } : {}) } } : { cache: "no-store" as const }),
    });
  } catch (cause) {
    throw new ApiRequestError(`API injoignable : ${method} ${path}`, 0, "unreachable", { cause });
  }
}

async function toError(path: string, response: Response): Promise<ApiRequestError> {
  let code: string | undefined;
  let detail = response.statusText;
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code;
    detail = body.error?.message ?? detail;
  } catch {
    // Not the API's JSON error shape (a proxy page, an empty body): the status says enough.
    detail ||= "réponse illisible";
  }
  return new ApiRequestError(`GET ${path} → ${response.status} ${detail}`, response.status, code);
}

/** GET a JSON resource; throws `ApiRequestError` on any non-2xx status or when the API is down. */
export async function apiGet<T>(path: string, options: ApiGetOptions = {}): Promise<T> {
  const response = await send(path, "GET", options);
  if (!response.ok) throw await toError(path, response);
  return localizeNames((await response.json()) as T, currentLocale());
}

/** Like `apiGet`, but a 404 is an answer (the resource does not exist) and gives null. */
export async function apiGetOrNull<T>(path: string, options: ApiGetOptions = {}): Promise<T | null> {
  const response = await send(path, "GET", options);
  if (response.status === 404) return null;
  if (!response.ok) throw await toError(path, response);
  return localizeNames((await response.json()) as T, currentLocale());
}

/** Whether a file exists at `path` on the API (for optional media); false when the API cannot be reached. */
export async function apiHasFile(path: string, options: ApiGetOptions = {}): Promise<boolean> {
  try {
    return (await send(path, "HEAD", options)).ok;
  } catch (error) {
    if (error instanceof ApiRequestError) return false;
    throw error;
  }
}
