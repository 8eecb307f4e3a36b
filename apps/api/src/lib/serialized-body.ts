import { promisify } from "node:util";
import { gzip } from "node:zlib";

const compress = promisify(gzip);

/** A response body serialised once, as JSON bytes and gzip-compressed, for the clients that accept it. */
export type SerializedBody = { json: Buffer; gzip: Buffer };

/** Serialises a body; compression runs on libuv's thread pool, off the event loop. */
export async function serialize(body: unknown): Promise<SerializedBody> {
  const json = Buffer.from(JSON.stringify(body));
  return { json, gzip: await compress(json, { level: 6 }) };
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
