import { promisify } from "node:util";
import { gzip } from "node:zlib";

const compress = promisify(gzip);

/** A response body serialised once, as JSON bytes and gzip-compressed, for the clients that accept it. */
export type SerializedBody = { json: Buffer; gzip: Buffer };

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

/** Serialises a body (see `serializeJson`); compression runs on libuv's thread pool, off the event loop. */
export async function serialize(body: unknown): Promise<SerializedBody> {
  const json = Buffer.from(serializeJson(body));
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
