import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";

/**
 * Serves `GET /metrics` from the registry on a port of its own (METRICS_HOST:METRICS_PORT, loopback by default):
 * the storefront forwards only `/api/*` to the API's port, so the figures are never reachable through the shop.
 */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Introuvable\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      () =>
        response
          .writeHead(500, { "content-type": "text/plain; charset=utf-8" })
          .end("Mesures indisponibles\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port }, resolve);
  });
  return server;
}
