import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADERS, measure } from "../bench/measure.js";

/** What `bench:api`'s load generator sends: each request as the server receives it. */
type Received = { url: string; headers: IncomingHttpHeaders };

const received: Received[] = [];
const server = createServer((request, response) => {
  received.push({ url: request.url ?? "", headers: request.headers });
  response.statusCode = request.url === "/missing" ? 404 : 200;
  response.setHeader("content-type", "application/json");
  response.end('{"ok":true}');
});
let url = "";

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("bench:api's drawn requests", () => {
  it("send each drawn path and cookie, with the client's headers, as well-formed HTTP", async () => {
    received.length = 0;
    let drawn = 0;
    const result = await measure(
      {
        name: "drawn",
        url,
        connections: 4,
        draw: () => {
          drawn += 1;
          return drawn % 2 === 0 ? { path: `/product/${drawn}?q=${encodeURIComponent("é")}` } : { path: "/cart", cookie: `sid=${drawn}` };
        },
      },
      1,
    );

    expect(result.errors).toBe(0);
    expect(result.rps).toBeGreaterThan(0);
    expect(received.length).toBeGreaterThan(100);
    // Every request the server saw is one the draw made, in the shape a browser's would have.
    const paths = received.filter((request) => request.url.startsWith("/product/"));
    const carts = received.filter((request) => request.url === "/cart");
    expect(paths.length + carts.length).toBe(received.length);
    expect(paths.length).toBeGreaterThan(0);
    expect(carts.length).toBeGreaterThan(0);
    for (const request of paths) {
      expect(request.url).toMatch(/^\/product\/\d+\?q=%C3%A9$/);
      expect(request.headers.cookie).toBeUndefined();
    }
    for (const request of carts) expect(request.headers.cookie).toMatch(/^sid=\d+$/);
    for (const request of received) {
      expect(request.headers.host).toBe(new URL(url).host);
      expect(request.headers["accept-encoding"]).toBe(CLIENT_HEADERS["accept-encoding"]);
      expect(request.headers.connection).toBe("keep-alive");
    }
  });

  it("count the 404s a target expects apart from its errors", async () => {
    const result = await measure({ name: "drawn 404", url, connections: 2, notFoundExpected: true, draw: () => ({ path: "/missing" }) }, 1);

    expect(result.errors).toBe(0);
    expect(result.notFound).toBeGreaterThan(0);
    expect(result.notFound).toBe(result.requests);
  });
});
