import { promisify } from "node:util";
import { gzip, gunzipSync } from "node:zlib";

const compress = promisify(gzip);
/** How response bodies are compressed. */
export const GZIP = { level: 6 };

/**
 * A response body serialised once: gzip-compressed, for the clients that accept it, and as JSON bytes for the
 * others, decompressed when first asked for when the body was kept compressed only (product pages).
 */
export class SerializedBody {
  constructor(
    readonly gzip: Buffer,
    private plain?: Buffer,
  ) {}

  get json(): Buffer {
    return (this.plain ??= gunzipSync(this.gzip));
  }
}

/** JSON already serialised, put as it is into the body that holds it (see `serializeJson`). */
export class JsonText {
  constructor(readonly json: string) {}
}

/**
 * `JSON.stringify` of a body in which `JsonText` values stand for their JSON, at any depth of plain objects and
 * arrays: pieces serialised once (product cards) are joined, not parsed and serialised again.
 */
export function serializeJson(body: unknown): string {
  if (body instanceof JsonText) return body.json;
  if (body === null || typeof body !== "object" || !holdsJsonText(body)) return JSON.stringify(body);
  if (Array.isArray(body)) return `[${body.map((item: unknown) => serializeJson(item ?? null)).join(",")}]`;
  const fields: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) fields.push(`${JSON.stringify(key)}:${serializeJson(value)}`);
  }
  return `{${fields.join(",")}}`;
}

function holdsJsonText(body: object): boolean {
  for (const value of Object.values(body)) {
    if (value instanceof JsonText) return true;
    if (value !== null && typeof value === "object" && holdsJsonText(value)) return true;
  }
  return false;
}

/**
 * Serialises a body (see `serializeJson`), unless it is one already; compression runs on libuv's thread pool, off
 * the event loop.
 */
export async function serialize(body: unknown): Promise<SerializedBody> {
  if (body instanceof SerializedBody) return body;
  const json = Buffer.from(serializeJson(body));
  return new SerializedBody(await compress(json, GZIP), json);
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
