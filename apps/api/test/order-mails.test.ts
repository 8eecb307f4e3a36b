import { formatMoney } from "@shop/domain/money";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { cancelExpiredUnpaidOrders } from "../src/modules/orders/expire-unpaid.js";
import { createTestApp } from "./database.js";
import { SmtpCatcher, type CaughtMail } from "./support/smtp-catcher.js";
import { Shopper, uniqueEmail } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";
import { signedInStaff } from "./support/staff.js";

const catcher = await new SmtpCatcher(2547).start();
afterAll(() => catcher.stop());
const PUBLIC_URL = "https://boutique.example.dz";
const { app, db } = await createTestApp({
  SMTP_URL: catcher.url,
  MAIL_SEND_SECONDS: 1,
  PUBLIC_URL,
  ALLOWED_ORIGINS: "http://localhost:3000",
  ORDER_MAX_PER_IP_PER_HOUR: 1_000,
  PAYMENTS: "test",
});
await app.ready();
const operator = await signedInStaff(app, db, "operator", "Samia Benali");

async function mailsTo(address: string, count: number): Promise<CaughtMail[]> {
  for (let i = 0; i < 200 && catcher.to(address).length < count; i += 1)
    await new Promise((r) => setTimeout(r, 100));
  const mails = catcher.to(address);
  if (mails.length < count) throw new Error(`${mails.length} e-mail(s) for ${address}, ${count} awaited`);
  return mails;
}

/** A guest's cash order with an e-mail, from a French page or an Arabic one. */
async function guestOrder(options: { email?: string | null; language?: "fr" | "ar"; address?: string } = {}) {
  const shopper = new Shopper(app);
  const sku = await takeSku(db, { minStock: 3, maxPrice: 20_000 });
  await shopper.addToCart(sku, 2);
  const body = await shopper.checkoutBody({
    email: options.email === undefined ? uniqueEmail("commande") : options.email,
    firstName: "Amina",
    ...(options.address ? { address: options.address } : {}),
  });
  const reply = await shopper.post("/api/guest-order/create", body, {
    headers: { "idempotency-key": crypto.randomUUID(), "accept-language": options.language ?? "fr" },
  });
  if (reply.status !== 201) throw new Error(`checkout: ${reply.status} ${reply.raw}`);
  return { order: reply.body, email: body.email as string | undefined, sku };
}

describe("order e-mails", () => {
  it("tells a guest the order was placed: number, lines with pictures, delivery, fee, cash total, link", async () => {
    const { order, email } = await guestOrder({ address: "12 <b>rue</b> & Cie <img src=x>" });
    const [placed] = await mailsTo(email!, 1);
    expect(placed!.subject).toBe(`Rafale : Commande n° ${order.number} reçue`);
    expect(placed!.parsed.headers.get("content-language")).toBe("fr");
    const line = order.lines[0];
    expect(placed!.text).toContain(`Votre commande n° ${order.number} est enregistrée.`);
    expect(placed!.text).toContain(
      `- ${line.title}, ${line.colorName} · Taille ${line.size}, Quantité 2 : ${formatMoney(line.lineTotal)}`,
    );
    expect(placed!.text).toContain(
      `Livraison : ${order.deliveryFee === 0 ? "Gratuite" : formatMoney(order.deliveryFee)}`,
    );
    expect(placed!.text).toContain(`Total à payer à la livraison : ${formatMoney(order.total)}`);
    expect(placed!.text).toContain("Livraison à domicile :");
    expect(placed!.text).toContain(`Voir ma commande : ${PUBLIC_URL}/order-confirmed/view?id=${order.id}`);
    expect(placed!.html).toContain(`<html lang="fr" dir="ltr">`);
    expect(placed!.html).toContain(`href="${PUBLIC_URL}/order-confirmed/view?id=${order.id}"`);
    // What the shopper typed is text, never markup.
    expect(placed!.html).toContain("12 &lt;b&gt;rue&lt;/b&gt; &amp; Cie &lt;img src=x&gt;");
    expect(placed!.html).not.toContain("<b>rue</b>");
    // The only pictures are the lines' own, from the shop: no tracking pixel.
    const pictures = [...placed!.html.matchAll(/<img\b[^>]*src="([^"]*)"/g)].map((match) => match[1]);
    expect(pictures).toHaveLength(order.lines.filter((l: { image: string | null }) => l.image).length);
    for (const src of pictures) expect(src!.startsWith(PUBLIC_URL) || src!.startsWith("https://")).toBe(true);
    expect(placed!.html).not.toMatch(/<script|<link|@import|url\(/i);
    // Written in the order's transaction: the outbox row names the order.
    const rows = await db.execute(sql`select kind from mail_outbox where order_id = ${order.id}`);
    expect(rows.rows).toEqual([{ kind: "order-placed" }]);
  });

  it("follows the order: confirmed, shipped with the courier and tracking number, delivered", async () => {
    const { order, email } = await guestOrder();
    await mailsTo(email!, 1);
    expect((await operator.post(`/api/admin/orders/${order.id}/confirm`, {})).status).toBe(200);
    const [, confirmed] = await mailsTo(email!, 2);
    expect(confirmed!.subject).toBe(`Rafale : Commande n° ${order.number} confirmée`);
    expect(confirmed!.text).toContain(`Total à payer à la livraison : ${formatMoney(order.total)}`);

    await operator.post(`/api/admin/orders/${order.id}/ship`, {
      courier: "Yalidine",
      trackingNumber: "YAL-778899",
    });
    const [, , shipped] = await mailsTo(email!, 3);
    expect(shipped!.subject).toBe(`Rafale : Commande n° ${order.number} expédiée`);
    expect(shipped!.text).toContain("Transporteur : Yalidine");
    expect(shipped!.text).toContain("Numéro de suivi : YAL-778899");

    await operator.post(`/api/admin/orders/${order.id}/deliver`, {});
    const [, , , delivered] = await mailsTo(email!, 4);
    expect(delivered!.subject).toBe(`Rafale : Commande n° ${order.number} livrée`);
    expect(delivered!.text).toContain(`Total payé à la livraison : ${formatMoney(order.total)}`);
  });

  it("tells the shopper why an order was cancelled, in words for them", async () => {
    const { order, email } = await guestOrder();
    await operator.post(`/api/admin/orders/${order.id}/cancel`, { reason: "fake-order" });
    const [, cancelled] = await mailsTo(email!, 2);
    expect(cancelled!.subject).toBe(`Rafale : Commande n° ${order.number} annulée`);
    expect(cancelled!.text).toContain("Motif : Nous n’avons pas pu la valider.");
    expect(cancelled!.text).not.toContain("frauduleuse");
    expect(cancelled!.text).toContain(`Montant de la commande : ${formatMoney(order.total)}`);
  });

  it("writes to an Arabic order in Arabic, right to left, prices as the Arabic site shows them", async () => {
    const { order, email } = await guestOrder({ language: "ar" });
    const [placed] = await mailsTo(email!, 1);
    expect(placed!.subject).toBe(`تم استلام الطلب رقم ${order.number} — Rafale`);
    expect(placed!.html).toContain(`<html lang="ar" dir="rtl">`);
    expect(placed!.text).toContain(`المبلغ الواجب دفعه عند الاستلام : ${formatMoney(order.total, "ar")}`);
    expect(placed!.text).toContain(`${PUBLIC_URL}/ar/order-confirmed/view?id=${order.id}`);
    expect(placed!.parsed.headers.get("content-language")).toBe("ar");
  });

  it("writes nothing when the shopper gave no e-mail, and nothing for a move refused", async () => {
    const { order } = await guestOrder({ email: null });
    expect((await db.execute(sql`select 1 from mail_outbox where order_id = ${order.id}`)).rows).toHaveLength(
      0,
    );
    const { order: other } = await guestOrder();
    // Delivering an order not yet shipped is refused: no « livrée » e-mail goes out.
    expect((await operator.post(`/api/admin/orders/${other.id}/deliver`, {})).status).toBe(409);
    const kinds = await db.execute(sql`select kind from mail_outbox where order_id = ${other.id}`);
    expect(kinds.rows).toEqual([{ kind: "order-placed" }]);
  });

  it("tells a card order it is to pay by card, then why it was cancelled when the payment never came", async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(await takeSku(db, { minStock: 3, maxPrice: 20_000 }), 1);
    const email = uniqueEmail("carte");
    const reply = await shopper.checkout({ email, paymentMethodOptions: { type: "cib" } });
    expect(reply.status).toBe(201);
    const [placed] = await mailsTo(email, 1);
    expect(placed!.text).toContain(`Total à payer par carte : ${formatMoney(reply.body.total)}`);
    expect(placed!.text).not.toContain("Nous vous appellerons");
    await db.execute(sql`update orders set created_at = now() - interval '45 minutes' where id = ${reply.body.id}`);
    // The unpaid-order job cancels it in its own transaction, which writes the e-mail.
    expect(await cancelExpiredUnpaidOrders(db, 30)).toContain(reply.body.id);
    const [, cancelled] = await mailsTo(email, 2);
    expect(cancelled!.text).toContain("Motif : Le paiement par carte n’a pas été reçu à temps.");
  });

  it("writes no e-mail for an order that was refused (its transaction rolled back)", async () => {
    const shopper = new Shopper(app);
    const sku = await takeSku(db, { minStock: 2, maxPrice: 20_000 });
    await shopper.addToCart(sku, 2);
    await db.execute(sql`update skus set stock = 1 where id = ${sku.skuId}`);
    const email = uniqueEmail("refusee");
    const reply = await shopper.checkout({ email });
    expect(reply.status).toBe(409);
    expect((await db.execute(sql`select 1 from mail_outbox where recipient = ${email}`)).rows).toHaveLength(0);
  });
});
