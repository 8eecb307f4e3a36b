/**
 * The one HTTP client of the browser (spec §7): `fetch` on the same origin (`proxy.ts` forwards /api/* to the API, so
 * session cookies stay first-party and are sent), JSON accept header, no time-out unless a call sets one. A status
 * outside 2xx (or outside `accept`) throws `ApiResponseError` with the API's JSON body; no answer at all throws
 * `ApiNetworkError` with the spec's client texts (§8): 'Network Error', 'Request aborted', 'timeout of N ms
 * exceeded', 'Unsupported protocol' (decision 0015).
 */
import { DEFAULT_LOCALE, type Locale } from "@shop/domain/constants";
import { localizeNames } from "@/lib/locale/names";
import { isLocale } from "@/messages/locale";

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  /** Query string parameters; null and undefined ones are left out. */
  params?: QueryParams;
  signal?: AbortSignal;
  /** Milliseconds after which the call is given up ('timeout of N ms exceeded'); none by default. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Statuses that are answers rather than failures (default: 2xx), e.g. a 404 meaning "no cart yet". */
  accept?: readonly number[];
};

export type ApiResponse<T> = { status: number; data: T };

/** The API answered with a status the call does not accept; `body` is its JSON (`{ error: … }`) or null. */
export class ApiResponseError extends Error {
  override readonly name = "ApiResponseError";

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

/** The call got no answer: the network failed or the request was aborted. */
export class ApiNetworkError extends Error {
  override readonly name = "ApiNetworkError";
}

function withParams(path: string, params: QueryParams | undefined): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}

/** The body as JSON, or null when it is empty or not JSON (a proxy's error page). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return response.ok ? text : null;
  }
}

/**
 * The language of the page the browser shows (`<html lang>`, set by the server from the address), so the API
 * answers its errors in it and the names of products, categories and places come in it (lib/locale/names.ts).
 */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { params, signal, timeoutMs, headers, accept } = options;
  const locale = pageLocale();
  // An absolute address must be the web's own kind: fetch would fail on `file:` or `data:` with a vaguer error.
  const protocol = /^([a-z][a-z\d+.-]*):/i.exec(path)?.[1]?.toLowerCase();
  if (protocol !== undefined && protocol !== "http" && protocol !== "https") throw new ApiNetworkError("Unsupported protocol");
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(withParams(path, params), {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": locale,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout && signal ? AbortSignal.any([signal, timeout]) : (timeout ?? signal),
    });
  } catch (cause) {
    if (timeout?.aborted && !signal?.aborted) throw new ApiNetworkError(`timeout of ${timeoutMs} ms exceeded`, { cause });
    throw new ApiNetworkError(signal?.aborted ? "Request aborted" : "Network Error", { cause });
  }
  const data = await readBody(response);
  const accepted = accept ? accept.includes(response.status) : response.ok;
  if (!accepted) throw new ApiResponseError(response.status, data);
  return { status: response.status, data: localizeNames(data as T, locale) };
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  /** A body only where the API asks for one (the catalogue's removals carry the revision they were made at). */
  delete: <T = unknown>(path: string, options?: RequestOptions, body?: unknown) => request<T>("DELETE", path, body, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
};
