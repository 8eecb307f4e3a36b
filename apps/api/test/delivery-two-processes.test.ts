import type { DeliveryPrice, StopDesk } from "@shop/domain/contract/geography";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { connect } from "../src/db/client.js";
import { createTestDatabase } from "./database.js";
import { signedInStaff } from "./support/staff.js";

/**
 * Two API processes on one database, each with its own pool and nothing else in common: a fee or an agency changed
 * through one is what the other answers at its next read (checkout reads the tables; nothing is kept in a process).
 */
const { url, database } = await createTestDatabase();

async function startProcess() {
  const own = connect(url, 4);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { DATABASE_URL: url }), database: own });
  return { app, stop: async () => (await app.close(), await own.pool.end()) };
}

const first = await startProcess();
const second = await startProcess();
afterAll(async () => {
  await first.stop();
  await second.stop();
});

const read = async <T>(url: string): Promise<T> => (await second.app.inject({ method: "GET", url })).json() as T;

describe("delivery changed through one API process", () => {
  it("is answered by the other at once: the fee, the method made unavailable, the agency closed", async () => {
    // Read once first, so that anything the second process would keep is warm.
    expect((await read<DeliveryPrice>("/api/states/price?stateId=19&deliveryMethod=home-delivery")).price).toBe(600);
    const desks = await read<StopDesk[]>("/api/states/19/stop-desks");
    expect(desks.length).toBeGreaterThan(0);

    const manager = await signedInStaff(first.app, database.db, "catalogue");
    const fees = [
      { stateId: 19, method: "home-delivery", mode: "price", price: 640, minDays: 1, maxDays: 3 },
      { stateId: 19, method: "stopdesk-delivery", mode: "unavailable", price: null, minDays: 1, maxDays: 2 },
    ];
    expect((await manager.request("PUT", "/api/admin/delivery/fees", { fees })).status).toBe(200);
    expect((await manager.request("PUT", `/api/admin/stop-desks/${desks[0]!.id}/open`, { isActive: false })).status).toBe(200);

    expect(await read<DeliveryPrice>("/api/states/price?stateId=19&deliveryMethod=home-delivery")).toMatchObject({ price: 640, maxDays: 3 });
    expect(await read<DeliveryPrice>("/api/states/price?stateId=19&deliveryMethod=stopdesk-delivery")).toMatchObject({ isAvailable: false });
    expect((await read<StopDesk[]>("/api/states/19/stop-desks")).map((desk) => desk.id)).not.toContain(desks[0]!.id);
  });
});
