/**
 * The accountant's export: `GET /api/admin/orders/export?from=AAAA-MM-JJ&to=AAAA-MM-JJ` answers a CSV (UTF-8 with
 * a byte-order mark, « ; » between cells) of the orders placed between those two days, both included, in Algiers'
 * time. The form of the orders page checks the same rule before it asks.
 */
import { z } from "zod";

export const ORDERS_EXPORT_MESSAGES = {
  fromRequired: "Choisissez le premier jour de la période",
  toRequired: "Choisissez le dernier jour de la période",
  dayInvalid: "Date invalide (AAAA-MM-JJ)",
  toBeforeFrom: "Le dernier jour doit suivre le premier (ou être le même)",
  tooLong: "Choisissez une période d’un an au plus",
} as const;
const M = ORDERS_EXPORT_MESSAGES;

/** Whether `day` is a real calendar day written AAAA-MM-JJ (no 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The same day a year later (29 February gives 1 March): the first day a period starting on `day` cannot reach. */
export function dayAYearLater(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

const daySchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isCalendarDay, { error: M.dayInvalid });

// The period's rules judge two real days only: a missing or impossible one already has its own message.
const bothDays = ({ from, to }: { from: unknown; to: unknown }) =>
  typeof from === "string" &&
  typeof to === "string" &&
  isCalendarDay(from.trim()) &&
  isCalendarDay(to.trim());

export const OrdersExportQuerySchema = z
  .object({ from: daySchema(M.fromRequired), to: daySchema(M.toRequired) })
  .refine(({ from, to }) => from <= to, {
    error: M.toBeforeFrom,
    path: ["to"],
    when: (payload) => bothDays(payload.value as never),
  })
  .refine(({ from, to }) => to < dayAYearLater(from), {
    error: M.tooLong,
    path: ["to"],
    when: (payload) => bothDays(payload.value as never),
  });
export type OrdersExportQuery = z.infer<typeof OrdersExportQuerySchema>;

/** The CSV's header row, in this order. Amounts are whole dinars; dates and times are Algiers'. */
export const ORDERS_EXPORT_COLUMNS = [
  "N° de commande",
  "Date de commande",
  "Date d’expédition",
  "Date de livraison ou de retour",
  "Date d’annulation",
  "Statut",
  "Client",
  "Téléphone",
  "Code wilaya",
  "Wilaya",
  "Commune",
  "Livraison",
  "Articles",
  "Quantité",
  "Sous-total (DA)",
  "Remise (DA)",
  "Frais de livraison (DA)",
  "Total (DA)",
  "Mode de paiement",
  "État du paiement",
] as const;

export const OrdersExportFileSchema = z.string().describe("Fichier CSV");
