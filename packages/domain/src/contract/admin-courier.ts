/**
 * Courier hand-off: `GET /api/admin/courier/export` answers a CSV of the confirmed orders in the columns the
 * couriers' import sheets take; `POST /api/admin/courier/import` takes a CSV (`text/csv` body) of order number,
 * tracking number and courier, and marks those orders shipped, reporting on each line.
 */
import { z } from "zod";
import { CourierNameSchema } from "./admin-orders";

export const CourierExportQuerySchema = z.object({
  /** The courier written on each row when the import file names none. */
  courier: CourierNameSchema.optional(),
});

/** The CSV's header row, in this order (see decision 0021). */
export const COURIER_EXPORT_COLUMNS = [
  "Nom du destinataire",
  "Téléphone",
  "Code wilaya",
  "Wilaya",
  "Commune",
  "Adresse",
  "Stop desk",
  "Montant à encaisser",
  "Produits",
  "Référence commande",
] as const;

/** The import's columns: order number and tracking number, the courier optional. */
export const COURIER_IMPORT_COLUMNS = ["Référence commande", "Numéro de suivi", "Transporteur"] as const;

export const CourierImportLineSchema = z.object({
  line: z.number(),
  orderNumber: z.number().nullable(),
  trackingNumber: z.string().nullable(),
  result: z.enum(["shipped", "refused"]),
  reason: z.string().nullable(),
});
export type CourierImportLine = z.infer<typeof CourierImportLineSchema>;

export const CourierImportResultSchema = z.object({
  shipped: z.number(),
  refused: z.number(),
  lines: z.array(CourierImportLineSchema),
});
export type CourierImportResult = z.infer<typeof CourierImportResultSchema>;

/** The courier set on the import when a line names none (query `?courier=`). */
export const CourierImportQuerySchema = z.object({ courier: CourierNameSchema.optional() });

/** The uploaded file, sent as a `text/csv` body. */
export const CourierImportBodySchema = z
  .string({ error: "Envoyez le fichier CSV du transporteur" })
  .min(1, { error: "Le fichier est vide" })
  .max(500_000, { error: "Fichier trop volumineux" });

/** The export's answer: the CSV text itself (`text/csv; charset=utf-8`, with a byte-order mark). */
export const CourierExportFileSchema = z.string().describe("Fichier CSV");
