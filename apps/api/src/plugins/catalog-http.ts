import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.js";
import { EvictionQueue } from "../lib/eviction-queue.js";
import { acceptsGzip, serialize, type SerializedBody } from "../lib/serialized-body.js";
import { TtlCache } from "../lib/ttl-cache.js";

/** Content type of the JSON bodies sent already serialised. */
const JSON_TYPE = "application/json; charset=utf-8";
/**
 * Answers and request URLs kept at most, and the bytes of the answers kept (compressed), the oldest not read again
 * forgotten first (see TtlCache). A listing answer is 4 to 8 KB compressed whole, twice that before it is asked for
 * again and again (decision 0056), a product page 2 to 4 KB: 160 MB keep 12,000 to 25,000 listings or 50,000
 * product pages. With 96 MB, the listings a crawler walks once pushed out the search answers shoppers ask for all the
 * time, computed again at 1 to 2 ms each; the cards kept compressed take 60 MB less than before it.
 */
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 160 * 1024 * 1024;
/** What an answer kept takes beside its body and its key, about: its entry and objects. */
const ENTRY_BYTES = 200;
/**
 * Request URLs longer than this are not remembered for the shortcut before parsing (their answers are still kept,
 * under their parsed key): a shopper's URL is far shorter, and 50,000 URLs of the 16 KB a request line may hold
 * would be 800 MB.
 */
const MAX_URL_KEPT = 1_024;

declare module "fastify" {
  interface FastifyInstance {
    catalogAnswers: CatalogAnswers;
  }
  interface FastifyReply {
    /**
     * Sends the answer of a cacheable catalogue read: from the cache while it is fresh, else from `load`, then
     * kept serialised and gzip-compressed. Its shape is the route's response schema, which the type provider
     * cannot see through the bytes, hence `never`.
     */
    sendCached(load: () => Promise<unknown>, scope?: AnswerScope): Promise<never>;
  }
}

/**
 * What an answer is made of, when narrower than the whole catalogue: the listings of one category without search
 * words, kept across the changes of products the category does not list (category-marks.ts).
 */
export type AnswerScope = { category: string };

type CatalogAnswers = {
  /** Route hook: a URL answered a moment ago is answered again before its parameters are parsed. */
  answerFromCache: onRequestHookHandler;
  /** The cached body of a request URL, while it is fresh. */
  cachedBody: (url: string) => SerializedBody | undefined;
  /** How many cacheable reads were answered from the cache and how many were computed, since the start. */
  stats: () => { hits: number; misses: number };
};

function sendSerialized(reply: FastifyReply, body: SerializedBody): never {
  void reply.type(JSON_TYPE).header("vary", "accept-encoding");
  if (acceptsGzip(reply.request.headers["accept-encoding"])) {
    return reply.header("content-encoding", "gzip").send(body.gzip) as never;
  }
  return reply.send(body.json) as never;
}

/** Answers of one route and parameters (parsed, so equivalent URLs share one entry). */
const answerKey = (request: FastifyRequest) =>
  `${request.routeOptions.url}:${JSON.stringify(request.params)}:${JSON.stringify(request.query)}`;

/**
 * HTTP caching and compression of the catalogue reads (decision 0003): answers are kept already serialised, so
 * a hit costs no JSON.stringify and no string-to-bytes copy, for `CATALOG_CACHE_SECONDS`, checked again as soon as
 * PostgreSQL tells of a change, and forgotten when the catalogue is invalidated.
 */
async function catalogHttp(app: FastifyInstance, options: { cacheSeconds: number }): Promise<void> {
  // Each answer with what it was made of (see Catalog.sources): expired, it is computed again only if that moved.
  const answers = new TtlCache<{ body: SerializedBody; sources: string }>(options.cacheSeconds * 1000, {
    maxEntries: MAX_ENTRIES,
    weigh: ({ body }, key) => body.gzip.byteLength + key.length + ENTRY_BYTES,
    maxWeight: MAX_BYTES,
    // A refusal (a product unpublished since: 404) replaces the answer kept, where a failure keeps it served.
    isAnswer: (error) => error instanceof AppError,
  });
  // Request URLs already answered, to their answer's key: a repeated URL is answered before its query is parsed.
  const urlKeys = new Map<string, string>();
  // The URLs in the order they were remembered, the oldest forgotten first (see EvictionQueue).
  const urlOrder = new EvictionQueue<string>();
  app.catalog.onInvalidate(() => {
    answers.clear();
    urlKeys.clear();
    urlOrder.clear();
  });
  // A change told by PostgreSQL: no answer made before is served again before its sources are checked, and the
  // requests wait for that check (one per answer, computed again only when its sources moved; decision 0065).
  app.catalog.onChange(() => answers.expire());

  // Reads answered without computing anything, and reads computed: the cache's hit rate.
  const counts = { hits: 0, misses: 0 };

  const cachedBody = (url: string) => {
    const key = urlKeys.get(url);
    const body = key === undefined ? undefined : answers.peek(key)?.body;
    if (body) {
      counts.hits++;
      body.hit();
    }
    return body;
  };
  app.decorate("catalogAnswers", {
    cachedBody,
    stats: () => ({ ...counts }),
    answerFromCache: (request, reply, done) => {
      const body = cachedBody(request.url);
      if (body === undefined) done();
      else sendSerialized(reply, body);
    },
  } satisfies CatalogAnswers);

  const checkedSources = (scope: AnswerScope | undefined) =>
    scope ? app.catalog.listingSources(scope.category) : app.catalog.sources();
  const heldSources = (scope: AnswerScope | undefined) =>
    scope ? app.catalog.heldListingSources(scope.category) : app.catalog.heldSources();

  app.decorateReply("sendCached", async function (this: FastifyReply, load: () => Promise<unknown>, scope?: AnswerScope) {
    const key = answerKey(this.request);
    let computed = false;
    const { body } = await answers.get(key, async (stale) => {
      // An expired answer is checked against its sources, read fresh; a new one notes those held before it is
      // computed (none yet, or older than it reads: it is then computed again at its expiry, never kept too long).
      if (stale) {
        const sources = await checkedSources(scope);
        if (sources !== "" && stale.sources === sources) return stale;
      }
      const sources = heldSources(scope);
      computed = true;
      return { body: serialize(await load()), sources };
    });
    counts[computed ? "misses" : "hits"]++;
    // An answer asked for again is worth compressing whole (decision 0056); its weight in the cache stays the one
    // counted when it was kept, an upper bound.
    if (!computed) body.hit();
    const { url } = this.request;
    if (url.length <= MAX_URL_KEPT && !urlKeys.has(url)) {
      if (urlKeys.size >= MAX_ENTRIES) urlKeys.delete(urlOrder.shift()!);
      urlKeys.set(url, key);
      urlOrder.push(url);
    }
    return sendSerialized(this, body);
  });
}

export const catalogHttpPlugin = fp(catalogHttp, { name: "catalog-http" });
