import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

const { app } = await createTestApp();

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() };
};

describe("geography and delivery fees", () => {
  it("lists the 58 wilayas with French and Arabic names", async () => {
    const { status, body } = await get("/api/states");
    expect(status).toBe(200);
    expect(body).toHaveLength(58);
    expect(body[15]).toMatchObject({ id: 16, code: "16", name: "Alger", nameAr: expect.stringMatching(/[\u0600-\u06ff]/) });
  });

  it("lists the communes of a wilaya, 1,541 in all", async () => {
    let total = 0;
    for (let id = 1; id <= 58; id++) total += (await get(`/api/states/${id}/communes`)).body.length;
    expect(total).toBe(1541);
    const algiers = (await get("/api/states/16/communes")).body;
    expect(algiers.every((commune: { stateId: number }) => commune.stateId === 16)).toBe(true);
    expect(algiers.map((c: { name: string }) => c.name)).toContain("Bab Ezzouar");
  });

  it("prices delivery per wilaya and method: stop desk cheaper, the far south dearer", async () => {
    const fee = async (stateId: number, deliveryMethod: string) =>
      (await get(`/api/states/price?stateId=${stateId}&deliveryMethod=${deliveryMethod}`)).body;
    const algiersHome = await fee(16, "home-delivery");
    const algiersDesk = await fee(16, "stopdesk-delivery");
    const tamanrassetHome = await fee(11, "home-delivery");
    expect(algiersHome).toMatchObject({ stateId: 16, deliveryMethod: "home-delivery", isAvailable: true });
    expect(algiersDesk.price).toBeLessThan(algiersHome.price);
    expect(tamanrassetHome.price).toBeGreaterThan(algiersHome.price);
  });

  it("refuses unknown wilayas and methods in the error shape", async () => {
    expect((await get("/api/states/99/communes")).status).toBe(404);
    expect((await get("/api/states/abc/communes")).status).toBe(400);
    const method = await get("/api/states/price?stateId=16&deliveryMethod=drone");
    expect(method.status).toBe(400);
    expect(method.body.error.fields.deliveryMethod).toBe("Mode de livraison invalide");
    expect((await get("/api/states/price?stateId=99&deliveryMethod=home-delivery")).status).toBe(404);
  });

  it("serves the whole fee grid for the delivery page", async () => {
    const { body } = await get("/api/states/prices");
    expect(body).toHaveLength(116);
  });
});

describe("offers and announcements", () => {
  it("lists three offers at rising thresholds with their gift variation", async () => {
    const { body } = await get("/api/offers");
    expect(body.offers).toHaveLength(3);
    const thresholds = body.offers.map((offer: { minOrderAmount: number }) => offer.minOrderAmount);
    expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
    expect(body.offers[0].giftVariation).toMatchObject({
      product_id: expect.any(Number),
      color_no: expect.any(String),
      color_name: expect.any(String),
      ean: expect.stringMatching(/^\d{13}$/),
      print_size_fr: expect.any(String),
      style: expect.any(String),
      colorImage: { fv_url: expect.any(String) },
      product: { title_fr: expect.any(String) },
    });
  });

  it("lists announcements with one active topbar item", async () => {
    const { body } = await get("/api/announcements");
    const active = body.items.filter((item: { type: string; is_active: boolean }) => item.type === "topbar" && item.is_active);
    expect(active).toHaveLength(1);
    expect(active[0].content).toMatchObject({ text: expect.any(String), bgColor: expect.any(String), textColor: expect.any(String) });
  });
});
