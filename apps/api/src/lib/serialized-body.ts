import { gunzipSync, gzipSync } from "node:zlib";

/** How the bodies compressed once and served from memory many times are compressed: product pages (0036). */
export const GZIP = { level: 6 };
/**
 * How an answer computed for a request is compressed (decision 0041): zlib's fastest level, as nginx's default.
 * On drawn listings at 100,000 products, 0.12 ms a body where level 6 took 0.31, for 17 % more bytes (3.9 KB where
 * level 6 gave 3.3, of 26.9 KB of JSON). zlib's largest hash table (`memLevel` 9, 256 KB more per call) makes the
 * same bytes faster: a 39.7 KB listing in 56 µs instead of 69 (7.2 KB either way).
 */
const GZIP_PER_REQUEST = { level: 1, memLevel: 9 };

/**
 * A response body serialised once and kept gzip-compressed, for the clients that accept it; its JSON bytes, for the
 * others, are decompressed when first asked for.
 */
export class SerializedBody {
  private plain: Buffer | undefined;

  constructor(readonly gzip: Buffer) {}

  get json(): Buffer {
    return (this.plain ??= gunzipSync(this.gzip));
  }
}

/**
 * JSON already serialised, put as it is into the body that holds it (see `serializeJson`): as a string, or as UTF-8
 * bytes (product cards kept in memory), copied into the body without being decoded and encoded again; a list of
 * byte pieces (a row of cards) is copied once, with the rest of the body.
 */
export class JsonText {
  constructor(readonly json: string | Buffer | readonly Buffer[]) {}
}

/**
 * `JSON.stringify` of a body in which `JsonText` values stand for their JSON, at any depth of plain objects and
 * arrays: pieces serialised once (product cards) are joined, not parsed and serialised again.
 */
export function serializeJson(body: unknown): string {
  return pieces(body).join("");
}

/** `serializeJson` as UTF-8 bytes: the pieces held as bytes are copied as they are. */
export function serializeBytes(body: unknown): Buffer {
  const parts = pieces(body);
  if (parts.length === 1 && typeof parts[0] === "string") return Buffer.from(parts[0]);
  const buffers: Buffer[] = [];
  let text = "";
  for (const part of parts) {
    if (typeof part === "string") text += part;
    else {
      if (text !== "") buffers.push(Buffer.from(text));
      buffers.push(part);
      text = "";
    }
  }
  if (text !== "") buffers.push(Buffer.from(text));
  return Buffer.concat(buffers);
}

function pieces(body: unknown, out: (string | Buffer)[] = []): (string | Buffer)[] {
  if (body instanceof JsonText) {
    const { json } = body;
    out.push(...(typeof json === "string" || Buffer.isBuffer(json) ? [json] : json));
  } else if (body === null || typeof body !== "object" || !holdsJsonText(body)) out.push(JSON.stringify(body));
  else if (Array.isArray(body)) {
    out.push("[");
    body.forEach((item: unknown, i) => {
      if (i > 0) out.push(",");
      pieces(item ?? null, out);
    });
    out.push("]");
  } else {
    let first = true;
    out.push("{");
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined) continue;
      out.push(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      pieces(value, out);
    }
    out.push("}");
  }
  return out;
}

function holdsJsonText(body: object): boolean {
  for (const value of Object.values(body)) {
    if (value instanceof JsonText) return true;
    if (value !== null && typeof value === "object" && holdsJsonText(value)) return true;
  }
  return false;
}

/**
 * Serialises a body (see `serializeJson`), unless it is one already, and compresses it in place: kept compressed
 * only, as product pages are, its JSON decompressed for the rare client that does not take gzip (decision 0044).
 */
export function serialize(body: unknown): SerializedBody {
  if (body instanceof SerializedBody) return body;
  return new SerializedBody(gzipSync(serializeBytes(body), GZIP_PER_REQUEST));
}

/** Whether an Accept-Encoding header accepts gzip (`gzip`, `*`, with any q-value but 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (coding.trim() === "gzip") return !refused;
    if (coding.trim() === "*") star = !refused;
  }
  return star;
}
