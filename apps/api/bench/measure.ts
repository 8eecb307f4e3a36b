import autocannon from "autocannon";
import { createRequire } from "node:module";

/**
 * autocannon appends every response body to a string, for body checks these benchmarks do not use. Decoding
 * kilobytes of (gzip) bytes per response made the load generator, not the server under test, the limit for any
 * response larger than the bare route's, so the copy is skipped: byte counts and latencies are unaffected.
 */
const RequestQueue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody: (data: Buffer) => void };
};
RequestQueue.prototype.addBody = () => {};

/**
 * A drawn request: autocannon rebuilds such a request for every send (its defaults and headers merged again, an id
 * drawn, the request line and headers joined), which made a drawn route cost the load generator a third more than
 * a fixed one (bare Fastify, the same server: 21,198–26,208 req/s drawn against 25,614–38,232 fixed). The client
 * here asks the target's draw for the path and writes the request itself, from a head built once, as cheap for the
 * generator as a fixed path.
 */
const DRAWN = Symbol("drawn");
type DrawnRequest = { [DRAWN]: { draw: () => { path: string; cookie?: string }; head: string } };
const Client = createRequire(import.meta.url)("autocannon/lib/httpClient.js") as {
  prototype: { getRequestBuffer: (this: { requestIterator: { currentRequest: Partial<DrawnRequest> } }) => Buffer };
};
const requestBuffer = Client.prototype.getRequestBuffer;
Client.prototype.getRequestBuffer = function () {
  const drawn = this.requestIterator.currentRequest[DRAWN];
  if (!drawn) return requestBuffer.call(this);
  const { path, cookie } = drawn.draw();
  return Buffer.from(`GET ${path} HTTP/1.1\r\n${drawn.head}${cookie ? `cookie: ${cookie}\r\n` : ""}\r\n`, "latin1");
};

/** `notFound`: the answers 404 a target expects (see `Target`), not counted among its errors. */
export type Measure = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests?: number;
  notFound?: number;
};

/**
 * Either fixed paths, cycled, or a function that draws each request afresh (see traffic.ts). `notFoundExpected`:
 * some drawn requests are answered 404 by design (the cart of a visitor who has none), so 404s are counted apart
 * from the errors.
 */
type Target = { name: string; url: string; connections?: number; notFoundExpected?: boolean } & (
  | { paths: string[] }
  | { draw: () => { path: string; cookie?: string } }
);

/** What browsers and Node's fetch send: the API may answer with compressed bodies. */
export const CLIENT_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/**
 * Runs autocannon against one or more paths (cycled), on loopback, for a bounded time, and returns
 * requests per second and latency percentiles in milliseconds. Percentiles are computed from every response's
 * time at microsecond precision (autocannon's own histogram rounds to whole milliseconds, which turns every
 * sub-millisecond p50 into 0).
 */
export async function measure(target: Target, seconds: number): Promise<Measure> {
  await run(target, 1); // a second of warm-up, so every route is measured with its code optimised
  return run(target, seconds);
}

async function run(target: Target, seconds: number): Promise<Measure> {
  const { name, url, connections = 50 } = target;
  const headers = Object.entries(CLIENT_HEADERS).map(([header, value]) => `${header}: ${value}\r\n`);
  const head = `Host: ${new URL(url).host}\r\nConnection: keep-alive\r\n${headers.join("")}`;
  const requests: autocannon.Request[] =
    "paths" in target
      ? // Static requests, cycled in order: autocannon builds each one once instead of on every send.
        target.paths.map((path) => ({ method: "GET", path }))
      : [{ method: "GET", [DRAWN]: { draw: target.draw, head } } satisfies DrawnRequest & { method: "GET" } as autocannon.Request];
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: CLIENT_HEADERS,
        requests,
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, time) => times.push(time));
  });
  const sorted = Float64Array.from(times).sort();
  const percentile = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: percentile(50),
    p99: percentile(99),
    ...errorsOf(result, target.notFoundExpected === true),
  };
}

function errorsOf(result: autocannon.Result, notFoundExpected: boolean) {
  const notFound = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.["404"]?.count ?? 0;
  if (!notFoundExpected) return { errors: result.errors + result.non2xx };
  return { errors: result.errors + result.non2xx - notFound, notFound, requests: result.requests.total };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function printTable(title: string, rows: Measure[], baseline: Measure): void {
  console.log(`\n${title}`);
  console.log("endpoint".padEnd(34) + "req/s".padStart(9) + "p50 ms".padStart(9) + "p99 ms".padStart(9) + "vs bare".padStart(10) + "errors".padStart(8));
  for (const row of [baseline, ...rows]) {
    const ratio = `${Math.round((row.rps / baseline.rps) * 100)} %`;
    console.log(
      row.name.padEnd(34) +
        String(row.rps).padStart(9) +
        String(row.p50).padStart(9) +
        String(row.p99).padStart(9) +
        ratio.padStart(10) +
        String(row.errors).padStart(8),
    );
  }
}
