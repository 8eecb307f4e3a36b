import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { loggerOptions } from "../src/logger.js";
import { createTestDatabase } from "./database.js";
import { communesOf16, errorOf, SHOP_ORIGIN, Shopper } from "./support/shopper.js";

/**
 * What the API writes to its logs when a query fails: the error's type, message, code and stack, never the
 * values the query carried (names, phones, e-mails, password hashes) nor the SQL.
 */
const { url, database } = await createTestDatabase();
const config = loadConfig({ NODE_ENV: "test" }, { DATABASE_URL: url });

/** A log destination kept in memory, one JSON line per entry. */
function memoryStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join("\n") };
}

const INTERNAL = { code: "INTERNAL_ERROR", message: "Une erreur interne est survenue. Veuillez réessayer." };
// Values only these tests send: finding one in the logs means a query's parameters leaked.
const person = {
  email: "zoubida.khelifati.logs@exemple.dz",
  firstName: "Zoubida",
  lastName: "Khelifati",
  password: "Journal-Secret-2025!",
};

/** Customers signed up before sign-ups start failing, one per logger below (their sessions outlive the app). */
const cookies: string[] = [];

beforeAll(async () => {
  const quiet = await buildApp({ config, database });
  for (let i = 0; i < 2; i += 1) {
    const customer = new Shopper(quiet);
    await customer.signUp();
    cookies.push(customer.cookie!);
  }
  await quiet.close();
  // Make the next sign-up and the next saved address fail inside PostgreSQL, after validation passed.
  await database.pool.query("alter table users add constraint refuse_new_users check (false) not valid");
  await database.pool.query("alter table addresses alter column postal_code type integer using null");
});

describe.each([
  { name: "the API's logger", options: () => loggerOptions("info"), serialized: true, index: 0 },
  {
    name: "a bare logger (the error handler alone)",
    options: () => ({ level: "info" as const }),
    serialized: false,
    index: 1,
  },
])("with $name", ({ options, serialized, index }) => {
  const log = memoryStream();
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config, database }, { ...options(), stream: log.stream });
  });
  afterAll(() => app.close());

  it("logs a failed insert without its parameters, the row or the SQL", async () => {
    const shopper = new Shopper(app);
    const reply = await shopper.post("/api/users/sign-up", person);
    expect(reply.status).toBe(500);
    expect(errorOf(reply)).toEqual(INTERNAL);

    const failed = log.lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failed?.err.message).toMatch(/^Failed query/);
    expect(failed.err.stack).toMatch(/^Error: Failed query\n\s+at /);
    if (serialized) {
      expect(failed.err).toMatchObject({
        type: "DrizzleQueryError",
        message: "Failed query",
        cause: { type: "DatabaseError", code: "23514", constraint: "refuse_new_users", table: "users" },
      });
    }
    for (const value of [...Object.values(person), "scrypt", "insert into", "Failing row"]) {
      expect(log.text(), value).not.toContain(value);
    }
  });

  it("masks the value PostgreSQL quotes in a data exception", async () => {
    const shopper = new Shopper(app);
    shopper.cookie = cookies[index];
    const [communeId] = await communesOf16(app);
    const reply = await shopper.post("/api/addresses", {
      firstName: "Zoubida",
      lastName: "Khelifati",
      phoneNumber: "0771234598",
      address: "7 rue des Frères Bouadou",
      state: 16,
      stateCommuneId: communeId,
      postalCode: "B-7781",
    });
    expect(reply.status).toBe(500);
    const failed = log.lines
      .map((line) => JSON.parse(line))
      .findLast((entry) => entry.msg === "request failed");
    // pino's own error serializer folds the cause's message into the error's.
    expect(failed?.err.cause?.message ?? failed?.err.message).toContain(
      'invalid input syntax for type integer: "…"',
    );
    for (const value of ["B-7781", "0771234598", "Frères Bouadou", "Khelifati"]) {
      expect(log.text(), value).not.toContain(value);
    }
  });
});

describe("the API's logger", () => {
  it("masks cookies, authorization, the storefront's secret and set-cookie wherever headers are logged", () => {
    const log = memoryStream();
    const logger = pino(loggerOptions("info"), log.stream);
    logger.info({
      req: {
        headers: {
          cookie: "sid=first-token",
          authorization: "Bearer second-token",
          "x-shop-proxy-secret": "third-token",
          origin: SHOP_ORIGIN,
        },
      },
      res: { headers: { "set-cookie": "sid=fourth-token" } },
    });
    for (const secret of ["first-token", "second-token", "third-token", "fourth-token"]) {
      expect(log.text()).not.toContain(secret);
    }
    expect(log.text()).toContain(SHOP_ORIGIN);
  });
});
