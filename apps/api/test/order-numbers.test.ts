import { describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { createTestDatabase } from "./database.js";
import { Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";

const { url, database } = await createTestDatabase();

/** The API on this file's database with ORDER_NUMBER_START set (or left to its default). */
async function apiStartingAt(start?: number) {
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...(start ? { ORDER_NUMBER_START: String(start) } : {}),
  };
  const app = await buildApp({ config: loadConfig(env, { DATABASE_URL: url }), database });
  await app.ready();
  return app;
}

async function placeOrder(app: Awaited<ReturnType<typeof apiStartingAt>>): Promise<number> {
  const shopper = new Shopper(app);
  await shopper.addToCart(await takeSku(database.db, { minStock: 2 }), 1);
  const reply = await shopper.checkout();
  expect(reply.status, reply.raw).toBe(201);
  return reply.body.number;
}

describe("order numbers", () => {
  it("start at 1001 by default, move up to ORDER_NUMBER_START at start, and never go back down", async () => {
    const first = await apiStartingAt();
    expect(await placeOrder(first)).toBe(1001);
    expect(await placeOrder(first)).toBe(1002);
    await first.close();

    const raised = await apiStartingAt(250_000);
    expect(await placeOrder(raised)).toBe(250_000);
    await raised.close();

    // A lower start (or the default again) leaves the sequence where it is: no number is given twice.
    const lowered = await apiStartingAt(5_000);
    expect(await placeOrder(lowered)).toBe(250_001);
    await lowered.close();
  });
});
