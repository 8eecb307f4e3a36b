import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

/**
 * Errors Fastify or Node raise before a route runs (bad % escapes, over-long path parameters, oversized or
 * malformed requests) answer in the API's one error shape with a French message, like every other error.
 */
const { app } = await createTestApp();

const errorBody = (code: string, message: string) => ({ error: { code, message } });
const BAD_URL = errorBody("BAD_URL", "L’adresse de la requête est mal encodée");
const URI_TOO_LONG = errorBody("URI_TOO_LONG", "L’adresse de la requête est trop longue");

describe("before routing", () => {
  it.each(["/api/products/find/id/%E0%A4%A", "/api/categories/slug/%C0", "/api/guest-order/%ZZ"])(
    "a bad %% escape in %s is a 400",
    async (url) => {
      const reply = await app.inject({ method: "GET", url });
      expect(reply.statusCode).toBe(400);
      expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(reply.json()).toEqual(BAD_URL);
    },
  );

  it.each([`/api/products/find/id/${"1".repeat(201)}`, `/api/categories/slug/${"a".repeat(300)}`])(
    "a path parameter over 200 characters is a 414",
    async (url) => {
      const reply = await app.inject({ method: "GET", url });
      expect(reply.statusCode).toBe(414);
      expect(reply.json()).toEqual(URI_TOO_LONG);
    },
  );
});

describe("refused by Node's HTTP parser", () => {
  let origin: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  /** Writes raw bytes to the API and reads its whole answer (the socket is closed after a parser error). */
  function rawRequest(bytes: string): Promise<string> {
    const { port } = app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
      let answer = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (answer += chunk));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });
  }

  it("answers headers over Node's size limit with a 431 in the error shape", async () => {
    const response = await fetch(`${origin}/api/health`, { headers: { "x-filler": "a".repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual(
      errorBody("HEADERS_TOO_LARGE", "Les en-têtes de la requête sont trop volumineux"),
    );
  });

  it.each([
    ["a malformed request line", "GET /api/health HTTP/9.9\r\n\r\n"],
    ["a header without a colon", "GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n"],
    ["a NUL in a header value", "GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n"],
  ])("answers %s with a 400 in the error shape", async (_name, bytes) => {
    const answer = await rawRequest(bytes);
    const [head, body] = answer.split("\r\n\r\n") as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain("Content-Type: application/json; charset=utf-8");
    expect(JSON.parse(body)).toEqual(errorBody("BAD_REQUEST", "Requête invalide"));
  });

  it("still serves well-formed requests", async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});
