/** The outbox in the back office: `GET /api/admin/mail`, `GET /api/admin/mail/:id` (owners). */
import { z } from "zod";
import { LOCALES } from "../constants";
import { PageSchema, PageSizeSchema } from "./admin-common";

export const MAIL_STATUSES = ["waiting", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  waiting: "En attente",
  sent: "Envoyé",
  failed: "Échec",
};

export const MAIL_KIND_LABELS = {
  "password-reset": "Mot de passe oublié (client)",
  "staff-password-reset": "Mot de passe oublié (équipe)",
  "order-placed": "Commande reçue",
  "order-confirmed": "Commande confirmée",
  "order-shipped": "Commande expédiée",
  "order-delivered": "Commande livrée",
  "order-cancelled": "Commande annulée",
} as const;
export type MailKindName = keyof typeof MAIL_KIND_LABELS;
const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as [MailKindName, ...MailKindName[]];

const MailStatusSchema = z.enum(MAIL_STATUSES, { error: "État invalide" });

export const MailListQuerySchema = z.object({
  status: MailStatusSchema.optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;

export const MailSummarySchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  language: z.enum(LOCALES),
  status: MailStatusSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe("Prochain essai d’un message en attente"),
});
export type MailSummary = z.infer<typeof MailSummarySchema>;

export const MailListSchema = z.object({
  messages: z.array(MailSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.record(MailStatusSchema, z.number()),
  /** Whether the API sends mail (SMTP_URL set); without it, every message waits here. */
  sending: z.boolean(),
});
export type MailList = z.infer<typeof MailListSchema>;

export const MailMessageSchema = MailSummarySchema.extend({ html: z.string(), text: z.string() });
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const MailIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Identifiant invalide" })
    .int({ error: "Identifiant invalide" })
    .min(1, { error: "Identifiant invalide" })
    .max(2_147_483_647, { error: "Identifiant invalide" }),
});
