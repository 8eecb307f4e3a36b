// The pictures Next.js's optimizer answered (`/_next/image?url=…&w=…&q=…`), kept in memory as it answered them and
// for as long as its Cache-Control allows, like any shared HTTP cache in front of the shop (decision 0049). Next.js
// finds a picture it already made in its cache on disk, but reading it, checking it and answering it cost the
// server 0.5–1 ms of CPU each, on the thread that renders the pages: a category shows 24 of them.
import { Buffer } from "node:buffer";

const PREFIX = "/_next/image?";
/** A picture larger than this is answered by Next.js each time: a few of them would push out hundreds of cards'. */
const LARGEST = 1024 * 1024;
/** Next.js's headers a kept picture is answered with; the connection's own (Date, Keep-Alive…) are left out. */
const REPLAYED = ["content-type", "cache-control", "etag", "vary", "content-disposition", "content-security-policy", "x-content-type-options"];

/** Seconds a shared cache may keep an answer with this Cache-Control: its max-age, if public and storable. */
export function sharedLifetime(cacheControl) {
  const header = String(cacheControl ?? "").toLowerCase();
  if (!/\bpublic\b/.test(header) || /\b(no-store|no-cache|private)\b/.test(header)) return 0;
  const age = /\b(?:s-maxage|max-age)=(\d+)/.exec(header);
  return age ? Number(age[1]) : 0;
}

export function createPictureMemory(maxBytes = 64 * 1024 * 1024, now = Date.now) {
  const entries = new Map();
  let bytes = 0;
  const forget = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        forget(key);
        return undefined;
      }
      // Read last: forgotten last.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    keep(key, entry) {
      forget(key);
      if (entry.body.length > Math.min(maxBytes, LARGEST)) return;
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    size: () => ({ pictures: entries.size, bytes }),
    now,
  };
}

function answer(entry, request, response) {
  const headers = { ...entry.headers };
  if (request.headers["if-none-match"] === entry.headers.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  headers["content-length"] = entry.body.length;
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : entry.body);
}

/**
 * Answers a GET or HEAD for a picture kept and returns true. Otherwise returns false, and when the request is a
 * GET of a picture, watches `response` so that the picture Next.js answers with a 200 and a public lifetime is
 * kept for that lifetime. Any other request is left alone.
 */
export function servePicture(memory, request, response) {
  const url = request.url ?? "";
  if (!url.startsWith(PREFIX) || (request.method !== "GET" && request.method !== "HEAD")) return false;
  // Next.js chooses the format by Accept (`Vary: Accept`), weighing its q-values: an answer is kept per Accept as
  // sent, which a browser sends the same for every picture.
  const key = `${request.headers.accept ?? ""} ${url}`;
  const entry = memory.get(key);
  if (entry) {
    answer(entry, request, response);
    return true;
  }
  if (request.method === "GET") watch(memory, key, response);
  return false;
}

function watch(memory, key, response) {
  const chunks = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  };
  response.write = (chunk, encoding, callback) => {
    collect(chunk, encoding);
    return write(chunk, encoding, callback);
  };
  response.end = (chunk, encoding, callback) => {
    collect(chunk, encoding);
    const lifetime = sharedLifetime(response.getHeader("cache-control"));
    if (response.statusCode === 200 && lifetime > 0 && !response.getHeader("content-encoding")) {
      const headers = {};
      for (const name of REPLAYED) {
        const value = response.getHeader(name);
        if (value !== undefined) headers[name] = value;
      }
      memory.keep(key, { headers, body: Buffer.concat(chunks), expires: memory.now() + lifetime * 1000 });
    }
    return end(chunk, encoding, callback);
  };
}
