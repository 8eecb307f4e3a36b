import { STAFF_COOKIE, type StaffRole } from "@shop/domain/constants";
import type { InjectOptions } from "fastify";
import type { Db } from "../../src/db/client.js";
import { createStaffUser } from "../../src/modules/staff/staff-users.js";
import {
  PASSWORD,
  SHOP_ORIGIN,
  Shopper,
  uniqueEmail,
  type CheckoutBody,
  type Reply,
  type TestApp,
} from "./shopper.js";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A back-office tab: keeps the `shop_staff` cookie the API sets, sends writes with the shop's Origin. */
export class StaffClient {
  cookie: string | undefined;

  constructor(
    readonly app: TestApp,
    readonly email: string,
    readonly password = PASSWORD,
  ) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const sent: Record<string, string> = {};
    if (method !== "GET") sent.origin = SHOP_ORIGIN;
    if (this.cookie) sent.cookie = `${STAFF_COOKIE}=${this.cookie}`;
    let payload: string | undefined;
    if (typeof body === "string") payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent["content-type"] = "application/json";
    }
    Object.assign(sent, headers);
    const inject: InjectOptions = { method, url, headers: sent, payload };
    const response = await this.app.inject(inject);
    const setCookies = response.cookies as Reply["setCookies"];
    for (const cookie of setCookies) {
      if (cookie.name !== STAFF_COOKIE) continue;
      const cleared =
        cookie.value === "" || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      this.cookie = cleared ? undefined : cookie.value;
    }
    let parsed: Reply["body"];
    try {
      parsed = response.body === "" ? undefined : response.json();
    } catch {
      parsed = undefined;
    }
    return {
      status: response.statusCode,
      body: parsed,
      headers: response.headers,
      setCookies,
      raw: response.body,
    };
  }

  get(url: string) {
    return this.request("GET", url);
  }
  post(url: string, body: unknown = {}) {
    return this.request("POST", url, body);
  }
  patch(url: string, body: unknown) {
    return this.request("PATCH", url, body);
  }
  delete(url: string) {
    return this.request("DELETE", url);
  }

  async login(): Promise<Reply> {
    return this.post("/api/admin/auth/login", { email: this.email, password: this.password });
  }
}

/** A new member of staff with the given role, signed in. */
export async function signedInStaff(
  app: TestApp,
  db: Db,
  role: StaffRole,
  name = "Samia Benali",
): Promise<StaffClient> {
  const email = uniqueEmail(role);
  await createStaffUser(db, { email, name, role, password: PASSWORD });
  const client = new StaffClient(app, email);
  const reply = await client.login();
  if (reply.status !== 200) throw new Error(`staff login: ${reply.status} ${reply.raw}`);
  return client;
}

/** A guest's cash-on-delivery order of `quantity` units of each SKU; returns the order's id and the shopper. */
export async function placeOrder(
  app: TestApp,
  skus: { colorNo: string; size: string }[],
  quantity = 1,
  overrides: Partial<CheckoutBody> = {},
): Promise<{ id: string; number: number; shopper: Shopper }> {
  const shopper = new Shopper(app);
  for (const sku of skus) await shopper.addToCart(sku, quantity);
  const reply = await shopper.checkout(overrides);
  if (reply.status !== 201) throw new Error(`checkout: ${reply.status} ${reply.raw}`);
  return { id: reply.body.id, number: reply.body.number, shopper };
}
