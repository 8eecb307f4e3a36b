import { SESSION_COOKIE } from "@shop/domain/constants";
import type { InjectOptions } from "fastify";
import { randomUUID } from "node:crypto";
import type { createTestApp } from "../database.js";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>["app"];
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** The web app's origin (PUBLIC_URL's default): writes from it pass the API's origin check. */
export const SHOP_ORIGIN = "http://localhost:3000";
export { SESSION_COOKIE };
/** A password that meets every rule of spec §5. */
export const PASSWORD = "Sécurité-2025!";

let counter = 0;
/** A value no other shopper of this test file uses (emails, phones and addresses stay under the order caps). */
export const unique = () => {
  counter += 1;
  return counter;
};
export const uniqueEmail = (prefix = "client") =>
  `${prefix}.${unique()}.${randomUUID().slice(0, 8)}@exemple.dz`;
/** A valid mobile number (05, 06, 07 then 8 digits) no other shopper of this file has. */
export const uniquePhone = () => `0550${String(unique()).padStart(6, "0")}`;

export type Reply = {
  status: number;
  /** The API's JSON, typed as loosely as JSON.parse types it (tests read it field by field). */
  body: ReturnType<typeof JSON.parse>;
  headers: Record<string, string | string[] | number | undefined>;
  setCookies: {
    name: string;
    value: string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    path?: string;
    maxAge?: number;
    expires?: Date;
  }[];
  raw: string;
};

export type RequestOptions = {
  body?: unknown;
  /** Sent as is (malformed JSON, huge bodies); `content-type` defaults to application/json. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** false: no Origin header at all (same-site navigations, curl); a string: that origin. */
  origin?: string | false;
};

export type SkuRef = { colorNo: string; size: string };

export type CheckoutBody = {
  acceptPolicy: boolean;
  address: string;
  address2?: string | null;
  country: string;
  deliveryMethodOptions: { type: "home-delivery" | "stopdesk-delivery" };
  email?: string | null;
  firstName: string;
  lastName: string;
  paymentMethodOptions: { type: "on-delivery" | "cib" | "eddahabia" | null };
  phoneNumber: string;
  postalCode?: string;
  state: number | string;
  stateCommuneId: number | string;
  stopDeskId?: number | string | null;
};

const communeCache = new WeakMap<TestApp, Promise<number[]>>();

/** Ids of the communes of wilaya 16 (Alger), read from the API as the checkout form does. */
export function communesOf16(app: TestApp): Promise<number[]> {
  let ids = communeCache.get(app);
  if (!ids) {
    ids = app.inject({ method: "GET", url: "/api/states/16/communes" }).then((response) => {
      if (response.statusCode !== 200) throw new Error(`communes of 16: ${response.statusCode}`);
      return (response.json() as { id: number }[]).map((commune) => commune.id);
    });
    communeCache.set(app, ids);
  }
  return ids;
}

/**
 * A browser tab: it keeps the session cookie the API sets (and drops it when the API clears it), and sends
 * writes with the shop's Origin, like the web app.
 */
export class Shopper {
  cookie: string | undefined;
  email: string | undefined;
  password = PASSWORD;
  readonly phoneNumber = uniquePhone();
  readonly address = `${unique()} rue Didouche Mourad`;

  constructor(
    readonly app: TestApp,
    readonly options: { origin?: string; remoteAddress?: string } = {},
  ) {}

  /** One request with this tab's cookie (and the shop's Origin on writes); keeps any session cookie set in reply. */
  async request(method: Method, url: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    const origin = options.origin ?? this.options.origin ?? SHOP_ORIGIN;
    if (method !== "GET" && origin !== false) headers.origin = origin;
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers["content-type"] = "application/json";
    Object.assign(headers, options.headers);
    const inject: InjectOptions = { method, url, headers, payload };
    if (this.options.remoteAddress) inject.remoteAddress = this.options.remoteAddress;
    const response = await this.app.inject(inject);
    const setCookies = response.cookies as Reply["setCookies"];
    for (const cookie of setCookies) {
      if (cookie.name !== SESSION_COOKIE) continue;
      const cleared =
        cookie.value === "" || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      this.cookie = cleared ? undefined : cookie.value;
    }
    let body: Reply["body"];
    try {
      body = response.body === "" ? undefined : response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body, headers: response.headers, setCookies, raw: response.body };
  }

  get(url: string, options?: RequestOptions) {
    return this.request("GET", url, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("POST", url, { ...options, body });
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PATCH", url, { ...options, body });
  }
  delete(url: string, options?: RequestOptions) {
    return this.request("DELETE", url, options);
  }

  /** Creates an account (signed in afterwards). Throws unless the API answers 201. */
  async signUp(
    overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
  ) {
    const body = {
      email: uniqueEmail(),
      firstName: "Amina",
      lastName: "Benali",
      password: PASSWORD,
      ...overrides,
    };
    const reply = await this.post("/api/users/sign-up", body);
    if (reply.status !== 201) throw new Error(`sign-up: ${reply.status} ${reply.raw}`);
    this.email = body.email;
    this.password = body.password;
    return reply;
  }

  login(email = this.email, password = this.password) {
    return this.post("/api/users/login", { email, password });
  }

  logout() {
    return this.post("/api/users/logout");
  }

  me() {
    return this.get("/api/users/me");
  }

  cart() {
    return this.get("/api/cart");
  }

  updateCart(sku: SkuRef, quantity: number, mode?: "set" | "add") {
    return this.patch("/api/cart/update", {
      colorNo: sku.colorNo,
      size: sku.size,
      quantity,
      ...(mode ? { mode } : {}),
    });
  }

  /** Adds to the cart and throws unless the API answers 200. */
  async addToCart(sku: SkuRef, quantity = 1) {
    const reply = await this.updateCart(sku, quantity, "add");
    if (reply.status !== 200) throw new Error(`add to cart: ${reply.status} ${reply.raw}`);
    return reply;
  }

  wishlist() {
    return this.get("/api/wishlist");
  }

  updateWishlist(colorNo: string, action: "add" | "remove") {
    return this.patch("/api/wishlist/update", { colorNo, action });
  }

  /** Valid checkout fields (Alger, home delivery, cash on delivery) with this shopper's own phone and address. */
  async checkoutBody(overrides: Partial<CheckoutBody> = {}): Promise<CheckoutBody> {
    const [communeId] = await communesOf16(this.app);
    return {
      acceptPolicy: true,
      address: this.address,
      address2: null,
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      email: this.email ?? "invite@exemple.dz",
      firstName: "Amina",
      lastName: "Benali",
      paymentMethodOptions: { type: "on-delivery" },
      phoneNumber: this.phoneNumber,
      postalCode: "16000",
      state: 16,
      stateCommuneId: communeId!,
      ...overrides,
    };
  }

  /** Places an order with the session's cart; `idempotencyKey` defaults to a fresh one. */
  async checkout(overrides: Partial<CheckoutBody> = {}, idempotencyKey: string | null = randomUUID()) {
    const headers: Record<string, string> = idempotencyKey ? { "idempotency-key": idempotencyKey } : {};
    return this.post("/api/guest-order/create", await this.checkoutBody(overrides), { headers });
  }
}

/** A valid saved address in Alger (wilaya 16), in the given commune. */
export const addressBody = (communeId: number) => ({
  firstName: "Amina",
  lastName: "Benali",
  phoneNumber: "0551234567",
  address: "12 rue Didouche Mourad",
  state: 16,
  stateCommuneId: communeId,
});

/** Checks a reply is an error in the API's shape, `{ error: { code, message, fields? } }`, and returns the error. */
export function errorOf(reply: Reply): { code: string; message: string; fields?: Record<string, string> } {
  const error = reply.body?.error;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
    throw new Error(`not an error body (${reply.status}): ${reply.raw.slice(0, 300)}`);
  }
  const keys = Object.keys(reply.body);
  if (keys.length !== 1) throw new Error(`error body has extra keys: ${keys.join(", ")}`);
  return error;
}
