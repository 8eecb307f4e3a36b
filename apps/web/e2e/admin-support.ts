/**
 * Shared steps of the back-office journeys (e2e/admin-*.spec.ts): the owner scripts/test.mjs creates at start,
 * operators it adds through the API, orders placed by shoppers through the storefront's API, staff sign-in.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { Sku } from "./journey-support";

export const OWNER = {
  email: process.env.E2E_STAFF_EMAIL ?? "gerant@boutique.test",
  password: process.env.E2E_STAFF_PASSWORD ?? "Gestion-2026!e2e",
};
export const STAFF_PASSWORD = "Operateur-2026!ok";

const baseURL = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

/** A request context of its own (its own cookies), as a second person would have. */
export async function newVisitor(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
}

/** A mobile number nobody else uses in this run (05…, ten digits). */
export function uniquePhone(): string {
  return `05${String(Date.now() % 100_000_000).padStart(8, "0")}`.slice(0, 10);
}

/** The owner adds a member of staff with this role through the API; returns their e-mail. */
export async function createStaff(label: string, role: "operator" | "catalogue"): Promise<string> {
  const owner = await newVisitor();
  expect((await owner.post("/api/admin/auth/login", { data: OWNER })).status()).toBe(200);
  const email = `${role === "operator" ? "operateur" : "catalogue"}.${label}.${Date.now()}@boutique.test`;
  const created = await owner.post("/api/admin/staff", { data: { email, name: "Nadia Belaid", role, password: STAFF_PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);
  await owner.dispose();
  return email;
}

/** The owner adds an operator through the API; returns the operator's e-mail. */
export const createOperator = (label: string): Promise<string> => createStaff(label, "operator");

/** A guest shopper orders these lines, cash on delivery to Alger's first commune; returns the order's id. */
export async function placeOrder(lines: { sku: Sku; quantity: number }[], phoneNumber: string): Promise<string> {
  const shopper = await newVisitor();
  for (const { sku, quantity } of lines) {
    const added = await shopper.patch("/api/cart/update", {
      data: { colorNo: sku.colorNo, size: sku.size, quantity },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const communes = (await (await shopper.get("/api/states/16/communes")).json()) as { id: number }[];
  const order = await shopper.post("/api/guest-order/create", {
    headers: { "idempotency-key": crypto.randomUUID() },
    data: {
      acceptPolicy: true,
      // An address of its own: the shop limits recent orders per delivery address.
      address: `${10 + Math.floor(Math.random() * 890)} rue Didouche Mourad, bloc ${phoneNumber.slice(-4)}`,
      address2: null,
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      email: "client.gestion@exemple.dz",
      firstName: "Samir",
      lastName: "Haddad",
      paymentMethodOptions: { type: "on-delivery" },
      phoneNumber,
      postalCode: "16000",
      state: 16,
      stateCommuneId: communes[0]!.id,
    },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { id } = (await order.json()) as { id: string };
  await shopper.dispose();
  return id;
}

/** Units of a SKU the storefront's stock call reports. */
export async function stockOf(request: APIRequestContext, sku: Sku): Promise<number> {
  const response = await request.get(`/api/products/stock/${sku.productId}`);
  const { stock } = (await response.json()) as { stock: Record<string, number> };
  const detail = (await (await request.get(`/api/products/find/id/${sku.productId}`)).json()) as {
    variations: { colorNo: string; sizes: { size: string; ean: string }[] }[];
  };
  const ean = detail.variations.find((v) => v.colorNo === sku.colorNo)?.sizes.find((s) => s.size === sku.size)?.ean;
  return stock[ean ?? ""] ?? 0;
}

/** Signs in at /gestion/connexion; the catalogue role lands on its products rather than the dashboard. */
export async function signIn(page: Page, email: string, password: string, landing = "Tableau de bord"): Promise<void> {
  await page.goto("/gestion/connexion");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: landing })).toBeVisible();
}
