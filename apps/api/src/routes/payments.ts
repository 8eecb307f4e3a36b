import { PAYMENT_METHODS } from "@shop/domain/constants";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import { OrderIdParamsSchema } from "@shop/domain/contract/orders";
import {
  PaymentCheckoutSchema,
  PaymentOptionsSchema,
  PaymentSwitchSchema,
  RetryPaymentBodySchema,
  TestCheckoutParamsSchema,
  TestGatewayPageSchema,
  WebhookReceiptSchema,
} from "@shop/domain/contract/payments";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.js";
import { Limit } from "../modules/limits/limits.js";
import {
  buildPaymentUrls,
  getPaymentDeps,
  paymentMode,
  requirePaymentDeps,
} from "../modules/payments/payment-deps.js";
import { retryCardPayment, switchToCashOnDelivery } from "../modules/payments/payments.js";
import { receivePaymentEvent } from "../modules/payments/receive-event.js";
import { findTestCheckout, settleTestCheckout } from "../modules/payments/test-gateway.js";
import { renderTestGatewayPage } from "../modules/payments/test-gateway-page.js";
import { isTestProvider } from "../modules/payments/test-provider.js";

const tags = ["paiements"];
const WEBHOOK_PATH = "/api/payments/chargily/webhook";
const refusals = { ...errorResponses, 409: ApiErrorBodySchema, 502: ApiErrorBodySchema };

/** Payment routes: the Chargily Pay V2 webhook, the built-in test gateway, retrying or switching to cash. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = getPaymentDeps(app.config);
  const mode = paymentMode(app.config);
  const urlsOf = (orderId: string) => buildPaymentUrls(app.config, orderId);
  // Each retry opens a checkout at the provider: a few per order and quarter of an hour are plenty.
  const retries = new Limit(app.db, "payment-retries", 10, 15 * 60);

  app.get(
    "/api/payments/methods",
    {
      schema: {
        tags,
        summary:
          "Moyens de paiement proposés : le paiement à la livraison toujours, les cartes CIB et Edahabia seulement " +
          "avec une clé Chargily ou la passerelle de TEST (testMode : aucun paiement réel)",
        response: {
          200: PaymentOptionsSchema,
        },
      },
    },
    () => ({ methods: mode === "off" ? ["on-delivery" as const] : [...PAYMENT_METHODS], testMode: mode === "test" }),
  );

  if (!deps) {
    app.log.info("Paiement par carte désactivé (ni CHARGILY_SECRET_KEY ni PAYMENTS=test) : paiement à la livraison seul");
  }

  // Own scope: the signature covers the exact bytes, so this JSON body is kept as a raw Buffer.
  if (deps) await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      WEBHOOK_PATH,
      {
        config: { skipOriginCheck: true },
        schema: {
          tags,
          summary:
            "Webhook de Chargily Pay V2 : événement de paiement signé (en-tête signature, HMAC-SHA256 du corps)",
          description:
            "Corps : `{ id, entity: 'event', livemode, type, data: <checkout>, created_at, updated_at }` avec `type` parmi " +
            "checkout.paid, checkout.failed, checkout.canceled, checkout.expired. Un événement déjà reçu est acquitté (200) " +
            "sans rien changer ; signature invalide : 401 ; montant, devise ou commande discordants : 422.",
          response: {
            200: WebhookReceiptSchema,
            401: ApiErrorBodySchema,
            422: ApiErrorBodySchema,
            ...errorResponses,
          },
        },
      },
      async (request) => {
        await receivePaymentEvent(app.db, deps, { body: request.body, signature: request.headers.signature }, request.log);
        return { received: true as const };
      },
    );
  });

  if (deps && isTestProvider(deps.provider)) {
    // Own scope: the TEST page's buttons post plain HTML forms. Their Origin is the shop's, so no origin skip.
    await app.register(async (instance) => {
      const scope = instance.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string" },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const shopOrigin = new URL(app.config.PUBLIC_URL).origin;
      scope.get(
        "/api/payments/test-gateway/:checkoutId",
        {
          schema: {
            tags,
            summary:
              "Page HTML de la passerelle de TEST (sans clé Chargily) : payer, simuler un échec ou annuler",
            params: TestCheckoutParamsSchema,
            response: { 200: TestGatewayPageSchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          const checkout = await findTestCheckout(app.db, request.params.checkoutId);
          return reply
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            .header(
              "content-security-policy",
              `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shopOrigin}; base-uri 'none'; frame-ancestors 'none'`,
            )
            .send(renderTestGatewayPage(checkout, app.config.BRAND_NAME));
        },
      );
      // The signed event goes through the webhook route, as Chargily's would.
      const deliver = async (body: string, signature: string) => {
        const delivered = await app.inject({
          method: "POST",
          url: WEBHOOK_PATH,
          headers: { "content-type": "application/json", signature },
          payload: body,
        });
        if (delivered.statusCode !== 200) {
          throw new Error(`test gateway: webhook answered ${delivered.statusCode} ${delivered.body}`);
        }
      };
      const summaries = { pay: "Payer", fail: "Simuler un échec", cancel: "Annuler" } as const;
      for (const action of ["pay", "fail", "cancel"] as const) {
        scope.post(
          `/api/payments/test-gateway/:checkoutId/${action}`,
          {
            schema: {
              tags,
              summary: `Passerelle de TEST — ${summaries[action]} : envoie l’événement signé au webhook puis redirige (303)`,
              params: TestCheckoutParamsSchema,
              response: errorResponses,
            },
          },
          async (request, reply) => {
            const { checkoutId } = request.params;
            const location = await settleTestCheckout(app.db, deps, { checkoutId, action, defaultUrls: urlsOf, deliver });
            return reply.redirect(location, 303);
          },
        );
      }
    });
  }

  app.post(
    "/api/guest-order/:id/pay-on-delivery",
    {
      schema: {
        tags,
        summary: "Passer une commande non payée par carte au paiement à la livraison",
        params: OrderIdParamsSchema,
        response: {
          200: PaymentSwitchSchema,
          ...refusals,
        },
      },
    },
    (request) => switchToCashOnDelivery(app.db, request.params.id),
  );

  app.post(
    "/api/guest-order/:id/retry-payment",
    {
      schema: {
        tags,
        summary: "Relancer le paiement par carte d’une commande dont le paiement a échoué ou a été annulé",
        params: OrderIdParamsSchema,
        body: RetryPaymentBodySchema,
        response: { 200: PaymentCheckoutSchema, ...refusals, 429: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await retries.take(
        id,
        () => new AppError(429, "TOO_MANY_REQUESTS", "Trop de tentatives. Veuillez réessayer dans quelques minutes."),
      );
      return retryCardPayment(app.db, requirePaymentDeps(app.config), id, urlsOf(id), request.body?.paymentMethod);
    },
  );
};
