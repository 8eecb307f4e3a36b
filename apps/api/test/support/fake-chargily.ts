import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo } from "node:net";

/** A checkout as Chargily Pay V2 documents it (the fields this fake keeps). */
export type FakeCheckout = {
  id: string;
  entity: "checkout";
  livemode: boolean;
  amount: number;
  currency: string;
  fees: number;
  pass_fees_to_customer: boolean;
  status: "pending" | "processing" | "paid" | "failed" | "canceled" | "expired";
  locale: string;
  description: string | null;
  success_url: string;
  failure_url: string | null;
  webhook_endpoint: string | null;
  payment_method: string;
  invoice_id: null;
  customer_id: null;
  payment_link_id: null;
  metadata: unknown;
  created_at: number;
  updated_at: number;
  checkout_url: string;
};

export type RecordedRequest = { method: string; path: string; authorization?: string; body: unknown };
type EventType = "checkout.paid" | "checkout.failed" | "checkout.canceled" | "checkout.expired";
type WebhookOptions = {
  url?: string;
  data?: Partial<FakeCheckout>;
  eventId?: string;
  signature?: string;
  livemode?: boolean;
};

const isHttpUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);

/** The checks Chargily applies to POST /checkouts (amount and currency, or items; URLs; method; locale). */
function validateCheckout(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(body.amount) || (body.amount as number) < 50)
    errors.amount = ["The amount must be at least 50."];
  if (body.currency !== "dzd") errors.currency = ["The selected currency is invalid."];
  if (!isHttpUrl(body.success_url)) errors.success_url = ["The success url must be a valid URL."];
  for (const key of ["failure_url", "webhook_endpoint"]) {
    if (body[key] !== undefined && !isHttpUrl(body[key])) errors[key] = [`The ${key} must be a valid URL.`];
  }
  if (body.payment_method !== undefined && !["edahabia", "cib"].includes(String(body.payment_method))) {
    errors.payment_method = ["The selected payment method is invalid."];
  }
  if (body.locale !== undefined && !["ar", "en", "fr"].includes(String(body.locale)))
    errors.locale = ["Invalid locale."];
  return errors;
}

/**
 * A local Chargily Pay V2 stand-in on `node:http`: POST /checkouts and GET /checkouts/{id} behind the Bearer
 * secret key, and signed webhook deliveries (`signature` header = hex HMAC-SHA256 of the body).
 */
/** Serves under Chargily's test API base (`/test/api/v2`), or its live one (`/api/v2`) with `live`. */
export async function startFakeChargily(secretKey: string, { live = false } = {}) {
  const base = live ? "/api/v2" : "/test/api/v2";
  const checkouts = new Map<string, FakeCheckout>();
  const requests: RecordedRequest[] = [];
  let failures: number[] = [];

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const path = new URL(req.url ?? "/", "http://fake").pathname.replace(base, "");
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });

    const failure = failures.shift();
    if (failure) return reply(res, failure, { message: "Server Error" });
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return reply(res, 401, { message: "Unauthenticated." });

    if (req.method === "POST" && path === "/checkouts") {
      const input = (body ?? {}) as Record<string, unknown>;
      const errors = validateCheckout(input);
      if (Object.keys(errors).length > 0)
        return reply(res, 422, { message: "The given data was invalid.", errors });
      const id = randomBytes(13).toString("hex");
      const now = Math.floor(Date.now() / 1000);
      const checkout: FakeCheckout = {
        id,
        entity: "checkout",
        livemode: live,
        amount: input.amount as number,
        currency: "dzd",
        fees: 0,
        pass_fees_to_customer: false,
        status: "pending",
        locale: String(input.locale ?? "ar"),
        description: (input.description as string | undefined) ?? null,
        success_url: input.success_url as string,
        failure_url: (input.failure_url as string | undefined) ?? null,
        webhook_endpoint: (input.webhook_endpoint as string | undefined) ?? null,
        payment_method: String(input.payment_method ?? "edahabia"),
        invoice_id: null,
        customer_id: null,
        payment_link_id: null,
        metadata: input.metadata ?? null,
        created_at: now,
        updated_at: now,
        checkout_url: `https://pay.chargily.net/test/checkout/${id}`,
      };
      checkouts.set(id, checkout);
      return reply(res, 200, checkout);
    }
    const match = /^\/checkouts\/([^/]+)$/.exec(path);
    const checkout = match && req.method === "GET" ? checkouts.get(decodeURIComponent(match[1]!)) : undefined;
    if (checkout) return reply(res, 200, checkout);
    return reply(res, 404, { message: "Not found." });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => reply(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** The event Chargily sends when a checkout changes state, and its signature. */
  function buildWebhook(checkoutId: string, type: EventType, options: WebhookOptions = {}) {
    const checkout = checkouts.get(checkoutId);
    if (!checkout) throw new Error(`fake Chargily: unknown checkout ${checkoutId}`);
    checkout.status =
      type === "checkout.paid" ? "paid" : (type.slice("checkout.".length) as FakeCheckout["status"]);
    const now = Math.floor(Date.now() / 1000);
    const event = {
      id: options.eventId ?? randomBytes(13).toString("hex"),
      entity: "event",
      livemode: options.livemode ?? live,
      type,
      data: { ...checkout, ...options.data },
      created_at: now,
      updated_at: now,
    };
    const body = JSON.stringify(event);
    return {
      event,
      body,
      signature: options.signature ?? createHmac("sha256", secretKey).update(body).digest("hex"),
    };
  }

  return {
    apiUrl: `http://127.0.0.1:${port}${base}`,
    requests,
    checkouts,
    /** The next calls answer these HTTP statuses instead (a provider outage). */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    buildWebhook,
    /** Posts a signed event to the checkout's webhook_endpoint (or `options.url`), as Chargily does. */
    async sendWebhook(checkoutId: string, type: EventType, options: WebhookOptions = {}) {
      const { event, body, signature } = buildWebhook(checkoutId, type, options);
      const url = options.url ?? checkouts.get(checkoutId)?.webhook_endpoint;
      if (!url) throw new Error("fake Chargily: no webhook endpoint");
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", signature },
        body,
      });
      return {
        status: response.status,
        body: (await response.json()) as unknown,
        event,
        rawBody: body,
        signature,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeChargily = Awaited<ReturnType<typeof startFakeChargily>>;

/** A loopback port free right now, so the API's webhook address can be configured before it listens. */
export async function getFreePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
