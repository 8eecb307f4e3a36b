import { request as httpRequest, type ClientRequest } from "node:http";

/** Until the request can take more, or is gone: each wait removes its listeners, however it ends. */
function drainedOrClosed(request: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off("drain", done);
      request.off("close", done);
      resolve();
    };
    request.on("drain", done);
    request.on("close", done);
  });
}

export type StreamedReply = {
  /** The HTTP status, or "reset" when the connection ended before an answer. */
  status: number | "reset";
  body: string;
  /** Bytes of the body written before the answer came (or the connection closed). */
  sent: number;
};

/**
 * A POST over real HTTP whose body is written chunk by chunk, as a slow client or an attacker would send it, and
 * which stops writing as soon as the server answers: how much was written by then says whether the server read the
 * whole body before refusing it. With `contentLength` the body is announced, otherwise it is sent chunked.
 */
export function streamedPost(
  url: string,
  headers: Record<string, string>,
  chunks: Iterable<Buffer>,
  contentLength?: number,
): Promise<StreamedReply> {
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const framing = contentLength === undefined ? { "transfer-encoding": "chunked" } : { "content-length": String(contentLength) };
    const request = httpRequest(url, { method: "POST", headers: { ...headers, ...framing } });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sent });
        request.destroy();
      });
      response.on("error", () => resolve({ status: response.statusCode ?? 0, body, sent }));
    });
    // Writing into a connection the server closed fails (EPIPE, ECONNRESET): the answer, if any, already came.
    request.on("error", (error) => {
      if (!answered) resolve({ status: "reset", body: error.message, sent });
    });
    void (async () => {
      for (const chunk of chunks) {
        if (answered || request.destroyed) return;
        sent += chunk.length;
        if (!request.write(chunk)) await drainedOrClosed(request);
      }
      if (!request.destroyed) request.end();
    })();
  });
}

/** `total` bytes as `size`-byte chunks of one buffer (never allocated whole), after `head` and before `tail`. */
export function* filler(head: Buffer, total: number, tail: Buffer, size = 1024 * 1024): Generator<Buffer> {
  yield head;
  const chunk = Buffer.alloc(size, 0x41);
  for (let left = total; left > 0; left -= size) yield left >= size ? chunk : chunk.subarray(0, left);
  yield tail;
}
