/**
 * The top bar's announcements in the back office (owners and the catalogue role write; every member of staff reads):
 *
 * - `GET /api/admin/announcements` (every item, in the top bar's order), `POST /api/admin/announcements`;
 * - `PUT /api/admin/announcements/:id` (texts, colours, window, active), `PUT /api/admin/announcements/:id/active`
 *   (switched on or off alone), `DELETE /api/admin/announcements/:id`;
 * - `PUT /api/admin/announcements/order`: every item's id, first to last.
 *
 * Shoppers read only the active items whose window holds now (`GET /api/announcements`). Colours must keep the text
 * readable (`contrastRatio`, WCAG AA 4.5:1 for the bar's small text); start and end are typed in Algiers time.
 */
import { z } from "zod";
import { algiersLocalToIso } from "../catalogue";
import { CONTRAST_AA, HEX_COLOUR, contrastRatio, formatContrast } from "../contrast";
import { textSchema } from "../schemas";

export const ANNOUNCEMENT_LIMITS = {
  /** Two lines of the bar on a phone at most. */
  textMax: 200,
  /** Items kept, shown or not: the bar stacks every active one. */
  itemsMax: 20,
} as const;
const L = ANNOUNCEMENT_LIMITS;

export const ANNOUNCEMENT_MESSAGES = {
  notFound: "Annonce introuvable",
  textRequired: "Le texte en français est obligatoire",
  textTooLong: `Le texte ne doit pas dépasser ${L.textMax} caractères`,
  colourInvalid: "Couleur invalide (format #rrggbb)",
  contrastTooLow: (ratio: string) =>
    `Contraste insuffisant (${ratio}) : il faut au moins 4,5:1 entre le texte et le fond pour que l’annonce reste lisible`,
  dateInvalid: "Date invalide (AAAA-MM-JJ HH:MM, heure d’Alger)",
  endBeforeStart: "La fin doit suivre le début",
  activeInvalid: "Valeur invalide",
  tooMany: `Au plus ${L.itemsMax} annonces : supprimez-en une d’abord`,
  orderInvalid: "Ordre invalide",
  orderStale: "La liste des annonces a changé entre-temps : rechargez la page",
} as const;
const M = ANNOUNCEMENT_MESSAGES;

const idOf = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

export const AnnouncementIdParamsSchema = z.object({ id: idOf(M.notFound) });

const ColourSchema = z
  .string({ error: M.colourInvalid })
  .trim()
  .regex(HEX_COLOUR, { error: M.colourInvalid })
  .transform((value) => value.toLowerCase());

/** A `datetime-local` value in Algiers time, « 2026-12-24T18:00 »; blank or null: no bound. */
const AlgiersDateSchema = z
  .union([z.literal("").transform(() => null), z.null(), z.string({ error: M.dateInvalid })])
  .refine((value) => value === null || algiersLocalToIso(value) !== undefined, { error: M.dateInvalid })
  .default(null);

/** The ratio's refusal, or undefined when the colours read well (or one is already refused on its own). */
export function contrastProblem(textColor: string, bgColor: string): string | undefined {
  const ratio = contrastRatio(textColor, bgColor);
  return ratio !== undefined && ratio < CONTRAST_AA ? M.contrastTooLow(formatContrast(ratio)) : undefined;
}

/** What the form saves, created or edited. Texts are one line, without control characters. */
export const AnnouncementInputSchema = z
  .strictObject({
    textFr: textSchema().trim().min(1, { error: M.textRequired }).max(L.textMax, { error: M.textTooLong }),
    /** Blank: Arabic pages show the French text. */
    textAr: textSchema().trim().max(L.textMax, { error: M.textTooLong }).default(""),
    bgColor: ColourSchema,
    textColor: ColourSchema,
    isActive: z.boolean({ error: M.activeInvalid }).default(true),
    startsAt: AlgiersDateSchema,
    endsAt: AlgiersDateSchema,
  })
  .superRefine((input, context) => {
    const problem = contrastProblem(input.textColor, input.bgColor);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["textColor"] });
    const start = input.startsAt === null ? undefined : algiersLocalToIso(input.startsAt);
    const end = input.endsAt === null ? undefined : algiersLocalToIso(input.endsAt);
    if (start && end && Date.parse(end) <= Date.parse(start))
      context.addIssue({ code: "custom", message: M.endBeforeStart, path: ["endsAt"] });
  });
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;
export type AnnouncementFormInput = z.input<typeof AnnouncementInputSchema>;

export const AnnouncementActiveSchema = z.strictObject({ isActive: z.boolean({ error: M.activeInvalid }) });
export type AnnouncementActive = z.infer<typeof AnnouncementActiveSchema>;

/** Every item's id, first to last: a list that is not exactly the shop's items is refused (409). */
export const AnnouncementOrderSchema = z.strictObject({
  ids: z.array(idOf(M.orderInvalid), { error: M.orderInvalid }).min(1, { error: M.orderInvalid }).max(L.itemsMax, { error: M.orderInvalid }),
});
export type AnnouncementOrder = z.infer<typeof AnnouncementOrderSchema>;

/** Where an item stands now: what the list's badge says. */
export const ANNOUNCEMENT_STATES = ["shown", "off", "scheduled", "ended"] as const;

export const AdminAnnouncementSchema = z.object({
  id: z.number(),
  /** `topbar` for every item made here; the demo's data holds another the storefront skips (spec §2). */
  type: z.string(),
  textFr: z.string(),
  textAr: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
  isActive: z.boolean(),
  /** ISO instants, or null: no bound. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Its place in the bar, from 0. */
  position: z.number(),
  state: z.enum(ANNOUNCEMENT_STATES),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

/** What a write answers: the item's id (the back office then reads the list again). */
export const AnnouncementSavedSchema = z.object({ id: z.number() });
export type AnnouncementSaved = z.infer<typeof AnnouncementSavedSchema>;

export const AdminAnnouncementsSchema = z.object({ announcements: z.array(AdminAnnouncementSchema) });
export type AdminAnnouncements = z.infer<typeof AdminAnnouncementsSchema>;
