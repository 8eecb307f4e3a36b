import autocannon from "autocannon";

export type Measure = { name: string; rps: number; p50: number; p99: number; errors: number };

type Target = { name: string; url: string; paths: string[]; connections?: number };

/** What browsers and Node's fetch send: the API may answer with compressed bodies. */
export const CLIENT_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/**
 * Runs autocannon against one or more paths (cycled), on loopback, for a bounded time, and returns
 * requests per second and latency percentiles in milliseconds.
 */
export async function measure({ name, url, paths, connections = 50 }: Target, seconds: number): Promise<Measure> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: CLIENT_HEADERS,
    // Static requests, cycled in order: autocannon builds each one once instead of on every send.
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

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
