import { readWebEnv } from "@/lib/env.mjs";
import { localizeNames } from "@/lib/locale/names";
import { currentLocale } from "@/messages/locale";
import { createAnswerMemory } from "./answer-memory";
import { createVersionFollower } from "./catalog-version";

/**
 * Catalogue reads for server components: plain `fetch` against the API's own address (not through the web
 * origin), their answers kept parsed in this process for their lifetime (answer-memory.ts), and forgotten as soon
 * as the catalogue's version moves (catalog-version.ts). Server-only: it reads `API_URL` at request time.
 */

/** What the pages' answers may take, as JSON: some 450 listings of a large category, or 2,000 product pages. */
const ANSWERS_BYTES = 16 * 1024 * 1024;
const answers = createAnswerMemory(ANSWERS_BYTES);

/** How long a page waits for the catalogue's version at most: past it, the kept answers are given as they are. */
const VERSION_TIMEOUT_MS = 500;
const catalogVersion = createVersionFollower({
  read: async () => {
    const response = await fetch(`${apiBaseUrl()}/api/catalog/version`, {
      headers: { accept: "application/json" },
      cache: "no-store",
      signal: AbortSignal.timeout(VERSION_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET /api/catalog/version → ${response.status}`);
    return ((await response.json()) as { version: number }).version;
  },
  moved: () => answers.clear(),
});

/** Where the API listens: `API_URL`, else the API's port on this machine. Read at run time, never built in. */
export function apiBaseUrl(): string {
  return readWebEnv().API_URL;
}

export type ApiGetOptions = {
  /** Seconds the answer may be served from memory before it is read again; `false` until a restart, 0 never. */
  revalidate?: number | false;
  /** Extra request headers (the shopper's session cookie for a read that depends on who asks): never kept. */
  headers?: Record<string, string>;
  /**
   * A bulk read (the sitemaps' pages of 50 products): never kept, so that a crawler walking them never pushes the
   * pages' answers out of memory, and read from the API each time, whose own answers follow every change.
   */
  bulk?: boolean;
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

async function send(path: string, method: "GET" | "HEAD", locale: string, { headers }: ApiGetOptions): Promise<Response> {
  try {
    return await fetch(`${apiBaseUrl()}${path}`, {
      method,
      // The API answers its errors in the page's language (and French when it is French).
      headers: { accept: "application/json", "accept-language": locale, ...headers },
      cache: "no-store",
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

/** A 404 as the API explained it: its code, and where the resource now leads (an archived product's category). */
export class ApiMissing {
  constructor(
    readonly code?: string,
    readonly redirect?: string,
  ) {}
}

async function missingOf(response: Response): Promise<ApiMissing> {
  try {
    const { error } = (await response.json()) as { error?: { code?: string; redirect?: string } };
    return new ApiMissing(error?.code, error?.redirect);
  } catch {
    return new ApiMissing();
  }
}

/** What a 404 gives: an error thrown, null, or the API's explanation (`ApiMissing`). */
type On404 = "throw" | "null" | "missing";

/**
 * The answer of a GET, parsed and in `locale`'s names; a 404 as `on404` says. Kept in memory when the read allows
 * it: a 2xx answer of a read with a lifetime and no headers of its own, given only once the catalogue's version
 * was checked within the second (it forgets them all when it moved).
 */
async function read<T>(path: string, on404: On404, options: ApiGetOptions): Promise<T | null | ApiMissing> {
  const locale = currentLocale();
  const load = async () => {
    const response = await send(path, "GET", locale, options);
    // A missing resource is not kept: the next page asks again, as it did of Next.js's data cache.
    if (on404 !== "throw" && response.status === 404) {
      return { value: on404 === "null" ? null : await missingOf(response), bytes: null };
    }
    if (!response.ok) throw await toError(path, response);
    const text = await response.text();
    return { value: localizeNames(JSON.parse(text) as T, locale), bytes: text.length };
  };
  const { revalidate = 60, headers, bulk } = options;
  if (revalidate === 0 || headers || bulk) return (await load()).value;
  const lifetime = revalidate === false ? Number.POSITIVE_INFINITY : revalidate * 1000;
  await catalogVersion.check();
  return answers.get<T | null | ApiMissing>(`${locale} ${path}`, lifetime, load);
}

/** GET a JSON resource; throws `ApiRequestError` on any non-2xx status or when the API is down. */
export async function apiGet<T>(path: string, options: ApiGetOptions = {}): Promise<T> {
  const value = await read<T>(path, "throw", options);
  // Only a 404 read by apiGetOrNull (or apiGetOrMissing) of the same address at the same moment gives one here.
  if (value === null || value instanceof ApiMissing) throw new ApiRequestError(`GET ${path} → 404`, 404);
  return value;
}

/** Like `apiGet`, but a 404 is an answer (the resource does not exist) and gives null. */
export async function apiGetOrNull<T>(path: string, options: ApiGetOptions = {}): Promise<T | null> {
  const value = await read<T>(path, "null", options);
  return value instanceof ApiMissing ? null : value;
}

/** Like `apiGetOrNull`, but a 404 gives the API's explanation of it (its code, where the resource now leads). */
export async function apiGetOrMissing<T>(path: string, options: ApiGetOptions = {}): Promise<T | ApiMissing> {
  return (await read<T>(path, "missing", options)) ?? new ApiMissing();
}

/**
 * The answer of a GET kept in memory (in the page's language), without waiting: undefined when it is not kept.
 * A read with headers of its own or `bulk` is never kept. It starts a check of the catalogue's version when one is
 * due, for the reads that follow.
 */
export function apiKept<T>(path: string): T | undefined {
  void catalogVersion.check();
  return answers.peek<T>(`${currentLocale()} ${path}`);
}

/** Whether a file exists at `path` on the API (for optional media); false when the API cannot be reached. */
export async function apiHasFile(path: string, options: ApiGetOptions = {}): Promise<boolean> {
  try {
    return (await send(path, "HEAD", currentLocale(), options)).ok;
  } catch (error) {
    if (error instanceof ApiRequestError) return false;
    throw error;
  }
}
