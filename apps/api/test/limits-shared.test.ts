import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig, type Config } from "../src/config.js";
import { connect } from "../src/db/client.js";
import { createTestDatabase } from "./database.js";
import { PASSWORD, Shopper, errorOf, uniqueEmail } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";

/**
 * Limits are counted in PostgreSQL: two API processes on one database share them, and a restart keeps them.
 * Each "process" here is an API instance with its own connection pool and nothing else in common.
 */
const { url, database } = await createTestDatabase();
const settings: Partial<Config> = {
  DATABASE_URL: url,
  LOGIN_MAX_FAILURES: 4,
  LOGIN_MAX_ATTEMPTS_PER_IP: 1_000,
  ORDER_MAX_PER_IP_PER_HOUR: 3,
  ORDER_DUPLICATE_WINDOW_MINUTES: 0,
};

async function startProcess() {
  const own = connect(url, 4);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, settings), database: own });
  return { app, stop: async () => (await app.close(), await own.pool.end()) };
}

const first = await startProcess();
const second = await startProcess();
afterAll(async () => {
  await first.stop();
  await second.stop();
});

describe("limits shared by two API processes on one database", () => {
  it("counts login failures sent to either process against the same address and e-mail", async () => {
    const account = new Shopper(first.app);
    await account.signUp({ email: uniqueEmail() });
    const remoteAddress = "203.0.113.10";
    const processes = [first.app, second.app];
    for (let attempt = 0; attempt < 4; attempt++) {
      const shopper = new Shopper(processes[attempt % 2]!, { remoteAddress });
      expect((await shopper.login(account.email, "Mauvais-Mot-2025!")).status).toBe(401);
    }
    for (const app of processes) {
      const blocked = await new Shopper(app, { remoteAddress }).login(account.email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(errorOf(blocked).code).toBe("TOO_MANY_ATTEMPTS");
    }
  });

  it("counts orders placed through either process against the same address, and keeps them after a restart", async () => {
    const remoteAddress = "203.0.113.20";
    const order = async (app: typeof first.app) => {
      const shopper = new Shopper(app, { remoteAddress });
      await shopper.addToCart(await takeSku(database.db, { minStock: 2 }), 1);
      return shopper.checkout();
    };
    expect((await order(first.app)).status).toBe(201);
    expect((await order(second.app)).status).toBe(201);
    expect((await order(first.app)).status).toBe(201);
    const refused = await order(second.app);
    expect(refused.status).toBe(429);
    expect(errorOf(refused).code).toBe("TOO_MANY_ORDERS");

    const restarted = await startProcess();
    try {
      expect((await order(restarted.app)).status).toBe(429);
      // Another shopper's address is not affected.
      const other = new Shopper(restarted.app, { remoteAddress: "203.0.113.21" });
      await other.addToCart(await takeSku(database.db, { minStock: 2 }), 1);
      expect((await other.checkout()).status).toBe(201);
    } finally {
      await restarted.stop();
    }
  });
});
