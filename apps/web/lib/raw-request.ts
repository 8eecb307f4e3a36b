import { request } from "node:http";

/** An HTTP answer as it came: status, headers, and the body's bytes as sent (never decoded). */
export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A raw HTTP request to a server on loopback, for the tests of `server.mjs`'s parts: fetch would decode the body
 * and could not send a path with `..` as it is.
 */
export function rawRequest(port: number, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
