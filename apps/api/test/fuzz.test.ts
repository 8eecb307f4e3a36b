import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument, prepareFixtures } from "../fuzz/fixtures.js";
import { operationsOf, type Operation } from "../fuzz/operations.js";
import { generateRequests } from "../fuzz/requests.js";
import { injectTransport, runFuzz } from "../fuzz/run.js";
import type { Fixtures } from "../fuzz/valid-values.js";
import { problemsWith } from "../fuzz/verdict.js";
import { createTestApp } from "./database.js";

/**
 * A short run of the fuzzer (`npm run fuzz` sends 10,000 requests over HTTP): malformed requests over every
 * documented route never get a 5xx, a 4xx outside the error shape, or a body showing a stack trace or SQL.
 */
const { app, config } = await createTestApp();
const REQUESTS = 1_500;

describe("fuzzing", () => {
  let fixtures: Fixtures;
  let operations: Operation[];
  beforeAll(async () => {
    fixtures = await prepareFixtures(app, config.PUBLIC_URL);
    operations = operationsOf(await openApiDocument(app));
  });

  it(`${REQUESTS} malformed requests over every documented route`, { timeout: 60_000 }, async () => {
    const requests = generateRequests(operations, fixtures, 20_250, REQUESTS);

    const report = await runFuzz(requests, injectTransport(app));

    const summary = report.violations.slice(0, 5).map(({ request, answer, problems }) => ({
      request: `${request.method} ${request.url.slice(0, 150)}`,
      problems,
      answer: answer?.body.slice(0, 200),
    }));
    expect(summary).toEqual([]);
    expect(Object.keys(report.byRoute).sort()).toEqual(
      operations.map((operation) => `${operation.method} ${operation.path}`).sort(),
    );
    expect(report.byStatus["200"]).toBeGreaterThan(0);
    expect(report.byStatus["400"]).toBeGreaterThan(0);
  });

  it("generates the same requests from the same seed", () => {
    const first = generateRequests(operations, fixtures, 7, 200);
    expect(generateRequests(operations, fixtures, 7, 200)).toEqual(first);
    expect(generateRequests(operations, fixtures, 8, 200)).not.toEqual(first);
  });
});

describe("the fuzzer's verdict", () => {
  const request = { route: "GET /api/x", method: "GET", url: "/api/x", headers: {} };
  const json = "application/json; charset=utf-8";

  it.each([
    [500, '{"error":{"code":"INTERNAL_ERROR","message":"Erreur"}}', "answered 500"],
    [
      400,
      '{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"x","statusCode":400}',
      "400 outside the error shape",
    ],
    [404, "Not Found", "404 outside the error shape"],
    [400, '{"error":{"code":"X","message":"m"},"stack":"x"}', "400 outside the error shape"],
    [
      400,
      '{"error":{"code":"X","message":"at f (/work/main/apps/api/src/a.ts:3:9)"}}',
      "body shows a stack frame",
    ],
    [200, '{"note":"insert into orders values (1)"}', "body shows SQL"],
    [
      400,
      '{"error":{"code":"X","message":"duplicate key value violates unique constraint"}}',
      "body shows a database error",
    ],
  ])("flags %i %s", (status, body, problem) => {
    const problems = problemsWith(request, { status, contentType: json, body });
    expect(
      problems.some((text) => text.startsWith(problem)),
      problems.join("; "),
    ).toBe(true);
  });

  it("accepts the error shape, and SQL-looking text the request itself sent", () => {
    const refused =
      '{"error":{"code":"VALIDATION_ERROR","message":"Clé non reconnue : « insert into x »","fields":{"_":"m"}}}';
    expect(
      problemsWith(
        { ...request, body: '{"insert into x":1}' },
        { status: 400, contentType: json, body: refused },
      ),
    ).toEqual([]);
  });
});
