import type { StopDesk } from "@shop/domain/contract/geography";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { tableCounts, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const desksOf = async (stateId: number): Promise<StopDesk[]> =>
  (await get(`/api/states/${stateId}/stop-desks`)).body;
const communeOf = async (stateId: number): Promise<number> =>
  (await get(`/api/states/${stateId}/communes`)).body[0].id;

/** A shopper with one article in the cart. */
async function shopperWithCart(shopper = new Shopper(app)) {
  await shopper.addToCart(await takeSku(db, { minStock: 2 }), 1);
  return shopper;
}

/** Checks the shopper's cart out to a stop desk of `stateId`. */
async function stopDeskCheckout(shopper: Shopper, stateId: number, stopDeskId: number | string | undefined) {
  return shopper.checkout({
    state: stateId,
    stateCommuneId: await communeOf(stateId),
    deliveryMethodOptions: { type: "stopdesk-delivery" },
    stopDeskId,
  });
}

describe("GET /api/states/:id/stop-desks", () => {
  it("lists the open agencies of a wilaya by name, with address and opening hours", async () => {
    const { status, body, headers } = await get("/api/states/16/stop-desks");
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("no-cache");
    expect(body.length).toBeGreaterThanOrEqual(3);
    for (const desk of body as StopDesk[]) {
      expect(desk).toEqual({
        id: expect.any(Number),
        stateId: 16,
        name: expect.stringMatching(/^Agence /),
        address: expect.any(String),
        openingHours: expect.stringMatching(/\d h/),
        nameAr: expect.stringMatching(/^وكالة /),
        addressAr: expect.stringMatching(/، الجزائر الوسطى$|، باب الزوار$|، شراقة$|، حسين داي$/),
        openingHoursAr: expect.stringMatching(/^من (السبت|الأحد) إلى الخميس، /),
      });
    }
    const names = body.map((desk: StopDesk) => desk.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
    expect(names).toContain("Agence Bab Ezzouar");
    expect(body.find((desk: StopDesk) => desk.name === "Agence Hussein Dey")).toMatchObject({
      nameAr: "وكالة حسين داي",
      addressAr: "32، حي 500 مسكن، حسين داي",
      openingHoursAr: "من السبت إلى الخميس، \u20668:30–17:30\u2069",
    });
  });

  it("gives every wilaya with a stop desk at least one agency, and the others none", async () => {
    const grid: { stateId: number; method: string; isAvailable: boolean }[] = (
      await get("/api/states/prices")
    ).body;
    for (const fee of grid.filter((row) => row.method === "stopdesk-delivery")) {
      const desks = await desksOf(fee.stateId);
      expect(desks.length > 0, `wilaya ${fee.stateId}`).toBe(fee.isAvailable);
    }
  });

  it("answers 404 for an unknown wilaya and 400 for a malformed id, in the error shape", async () => {
    const unknown = await get("/api/states/99/stop-desks");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: "NOT_FOUND", message: "Cette wilaya n’existe pas" } });
    expect((await get("/api/states/abc/stop-desks")).status).toBe(400);
  });

  it("is documented in the OpenAPI document", async () => {
    const document = (await get("/api/openapi.json")).body;
    expect(document.paths["/api/states/{id}/stop-desks"].get.summary).toMatch(/agences/);
  });
});

describe("a stop-desk order", () => {
  it("stores the agency with its name and address, shows it on the order and in the account's history", async () => {
    const [desk] = await desksOf(31);
    const customer = new Shopper(app);
    await customer.signUp();
    const reply = await stopDeskCheckout(await shopperWithCart(customer), 31, String(desk!.id));
    expect(reply.status).toBe(201);
    const stopDesk = {
      id: desk!.id,
      name: desk!.name,
      address: desk!.address,
      openingHours: desk!.openingHours,
      nameAr: desk!.nameAr,
      addressAr: desk!.addressAr,
      openingHoursAr: desk!.openingHoursAr,
    };
    expect(desk!.nameAr).toBe("وكالة بئر الجير");
    expect(reply.body.delivery).toMatchObject({ method: "stopdesk-delivery", state: { id: 31 }, stopDesk });

    const [row] = (
      await db.execute(sql`
        select stop_desk_id, stop_desk_name, stop_desk_address from orders where id = ${reply.body.id}`)
    ).rows;
    expect(row).toEqual({
      stop_desk_id: desk!.id,
      stop_desk_name: desk!.name,
      stop_desk_address: desk!.address,
    });

    // The agency moves and is renamed later: the order keeps where it was sent, with today's hours.
    await db.execute(sql`
      update stop_desks set name = 'Agence Oran Est', address = '1, rue Khemisti, Oran',
             opening_hours = 'Samedi au jeudi, 9 h – 19 h' where id = ${desk!.id}`);
    try {
      const later = { ...stopDesk, openingHours: "Samedi au jeudi, 9 h – 19 h" };
      expect((await customer.get(`/api/guest-order/${reply.body.id}`)).body.delivery.stopDesk).toEqual(later);
      const history = (await customer.get("/api/orders")).body.orders;
      expect(history).toEqual([
        expect.objectContaining({ id: reply.body.id, deliveryMethod: "stopdesk-delivery", stopDesk: later }),
      ]);
    } finally {
      await db.execute(sql`
        update stop_desks set name = ${desk!.name}, address = ${desk!.address}, opening_hours = ${desk!.openingHours}
         where id = ${desk!.id}`);
    }
  });

  it("needs an agency: « Choisissez l’agence où retirer votre colis » and nothing created", async () => {
    const shopper = await shopperWithCart();
    const before = await tableCounts(db);
    const reply = await stopDeskCheckout(shopper, 16, undefined);
    expect(reply.status).toBe(400);
    expect(errorOf(reply).fields).toEqual({ stopDeskId: "Choisissez l’agence où retirer votre colis" });
    expect(await tableCounts(db)).toEqual(before);
  });

  it("refuses an agency of another wilaya, an unknown one and one switched off (400, nothing created)", async () => {
    const [oran] = await desksOf(31);
    const algiers = await desksOf(16);
    const closed = algiers[algiers.length - 1]!;
    const shopper = await shopperWithCart();
    const before = await tableCounts(db);

    const elsewhere = await stopDeskCheckout(shopper, 16, oran!.id);
    expect(elsewhere.status).toBe(400);
    expect(errorOf(elsewhere).fields).toEqual({
      stopDeskId: "Cette agence n’est pas dans la wilaya choisie",
    });
    const unknown = await stopDeskCheckout(shopper, 16, 999_999);
    expect(errorOf(unknown).fields).toEqual({ stopDeskId: "Cette agence n’est pas dans la wilaya choisie" });

    await db.execute(sql`update stop_desks set is_active = false where id = ${closed.id}`);
    try {
      // A closed agency leaves the list and cannot be chosen any more.
      expect((await desksOf(16)).map((desk) => desk.id)).not.toContain(closed.id);
      const refused = await stopDeskCheckout(shopper, 16, closed.id);
      expect(refused.status).toBe(400);
      expect(errorOf(refused).fields).toEqual({
        stopDeskId: "Cette agence ne reçoit plus de colis : choisissez-en une autre",
      });
    } finally {
      await db.execute(sql`update stop_desks set is_active = true where id = ${closed.id}`);
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it("is not offered in a wilaya whose agencies are all switched off", async () => {
    const price = async () =>
      (await get("/api/states/price?stateId=25&deliveryMethod=stopdesk-delivery")).body;
    expect((await price()).isAvailable).toBe(true);
    await db.execute(sql`update stop_desks set is_active = false where state_id = 25`);
    try {
      expect((await price()).isAvailable).toBe(false);
      expect(await desksOf(25)).toEqual([]);
      const grid: { stateId: number; method: string; isAvailable: boolean }[] = (
        await get("/api/states/prices")
      ).body;
      expect(grid.find((row) => row.stateId === 25 && row.method === "stopdesk-delivery")?.isAvailable).toBe(
        false,
      );
      const reply = await stopDeskCheckout(await shopperWithCart(), 25, 2501);
      expect(errorOf(reply).fields).toEqual({
        "deliveryMethodOptions.type": "Ce mode de livraison n’est pas disponible dans cette wilaya",
      });
    } finally {
      await db.execute(sql`update stop_desks set is_active = true where state_id = 25`);
    }
  });

  it("ignores an agency sent with home delivery", async () => {
    const [desk] = await desksOf(16);
    const reply = await (await shopperWithCart()).checkout({ stopDeskId: desk!.id });
    expect(reply.status).toBe(201);
    expect(reply.body.delivery).toMatchObject({ method: "home-delivery", stopDesk: null });
  });
});
