import { formatMoney } from "@shop/domain/money";
import type { TestCheckout } from "./test-gateway.js";

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

const methodLabels: Record<string, string> = { cib: "Carte CIB", eddahabia: "Carte EDAHABIA" };
const statusLabels: Record<string, string> = { paid: "payé", failed: "échoué", canceled: "annulé" };

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#111}
  main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
  .banner{margin:0 0 1.5rem;padding:.75rem;border:2px dashed #b91c1c;color:#b91c1c;font-weight:700;text-align:center}
  h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
  form{margin:.75rem 0}button{width:100%;padding:.8rem;font-size:1rem;border-radius:.375rem;cursor:pointer}
  .pay{background:#111;color:#fff;border:0}.fail{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  .link{background:none;border:0;color:#444;text-decoration:underline}.note{color:#555;font-size:.85rem}`;

/** The TEST page standing in for Chargily's checkout page: amount, order number, Pay / Fail / Cancel. */
export function renderTestGatewayPage(checkout: TestCheckout, brandName: string): string {
  const base = `/api/payments/test-gateway/${encodeURIComponent(checkout.checkoutId)}`;
  const form = (action: string, className: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${base}/${action}`)}"><button type="submit" class="${className}">${escapeHtml(label)}</button></form>`;
  const choices =
    checkout.status === "pending"
      ? [
          form("pay", "pay", "Payer"),
          form("fail", "fail", "Simuler un échec"),
          form("cancel", "link", "Annuler et revenir à la boutique"),
        ]
      : [
          `<p>Ce paiement est déjà traité : ${escapeHtml(statusLabels[checkout.status] ?? checkout.status)}.</p>`,
          form("cancel", "link", "Revenir à la boutique"),
        ];
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Passerelle de TEST — ${escapeHtml(brandName)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="banner" role="alert">Passerelle de TEST — aucun paiement réel</p>
<h1>${escapeHtml(brandName)} — commande n° ${escapeHtml(checkout.orderNumber)}</h1>
<p class="amount">${escapeHtml(formatMoney(checkout.amount))}</p>
<p>Moyen de paiement : ${escapeHtml(methodLabels[checkout.method] ?? checkout.method)}</p>
${choices.join("\n")}
<p class="note">Cette page remplace Chargily tant qu’aucune clé CHARGILY_SECRET_KEY n’est configurée : aucune carte n’est demandée ni débitée.</p>
</main>
</body>
</html>`;
}
