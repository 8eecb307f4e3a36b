import type { FastifyInstance } from "fastify";
import { request as httpRequest, Agent } from "node:http";
import { gunzipSync } from "node:zlib";
import type { FuzzRequest } from "./requests.js";
import { problemsWith, type Answer } from "./verdict.js";

/** Sends one request and reads its whole answer. */
export type Transport = (request: FuzzRequest) => Promise<Answer>;

export type Violation = { request: FuzzRequest; answer?: Answer; problems: string[] };
export type FuzzReport = {
  total: number;
  byStatus: Record<string, number>;
  byRoute: Record<string, Record<string, number>>;
  violations: Violation[];
};

const text = (body: Buffer, encoding: unknown) =>
  (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8");
const headerText = (value: unknown) => (typeof value === "string" ? value : undefined);

/** In-process requests through `app.inject()`, as the tests send them. */
export function injectTransport(app: FastifyInstance): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    return {
      status: response.statusCode,
      contentType: headerText(response.headers["content-type"]),
      body: text(response.rawPayload, response.headers["content-encoding"]),
    };
  };
}

/** Real HTTP requests to a listening API, through Node's HTTP parser (which refuses some requests itself). */
export function httpTransport(origin: string, connections: number): Transport {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(origin);
  return (request) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { agent, hostname, port, method: request.method, path: request.url, headers: request.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: headerText(response.headers["content-type"]),
              body: text(Buffer.concat(chunks), response.headers["content-encoding"]),
            }),
          );
          response.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(request.body);
    });
}

/** Sends every request, `concurrency` at a time, and tallies statuses per route and every violation. */
export async function runFuzz(
  requests: FuzzRequest[],
  send: Transport,
  concurrency = 8,
): Promise<FuzzReport> {
  const report: FuzzReport = { total: requests.length, byStatus: {}, byRoute: {}, violations: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      let status: string;
      try {
        const answer = await send(request);
        status = String(answer.status);
        const problems = problemsWith(request, answer);
        if (problems.length) report.violations.push({ request, answer, problems });
      } catch (error) {
        status = "no answer";
        report.violations.push({ request, problems: [`no answer: ${(error as Error).message}`] });
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const route = (report.byRoute[request.route] ??= {});
      route[status] = (route[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
