import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";

/** Phone numbers as people type them (+213 …, 00213 …, spaces): one number, stored in its 10-digit form. */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

describe("phone numbers at checkout", () => {
  it("stores the phone number typed as +213 … in its 10-digit national form", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    // "0550123456" typed the international way: "+213 550 12 34 56".
    const national = shopper.phoneNumber;
    const typed = `+213 ${national.slice(1, 4)} ${national.slice(4, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
    const reply = await shopper.checkout({ phoneNumber: typed });
    expect(reply.status).toBe(201);
    expect(reply.body.contact.phoneNumber).toBe(national);
    const [row] = (await db.execute(sql`select phone_number from orders where id = ${reply.body.id}`)).rows;
    expect(row).toEqual({ phone_number: national });

    // The same number as "00213 …" is the same shopper to the per-phone limits and the duplicate check.
    await shopper.addToCart(sku, 1);
    const again = await shopper.checkout({ phoneNumber: `00213${national.slice(1)}` });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: reply.body.id, duplicate: true });
  });
});
