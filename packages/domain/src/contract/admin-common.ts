/** Pieces shared by the back office's request and response schemas. */
import { z } from "zod";
import { textSchema } from "../schemas";

/** A page number of a back-office list (1-based), from the query string. */
export const PageSchema = z.coerce
  .number({ error: "Page invalide" })
  .int({ error: "Page invalide" })
  .min(1, { error: "Page invalide" })
  .max(100_000, { error: "Page invalide" })
  .default(1);

export const PageSizeSchema = z.coerce
  .number({ error: "Taille de page invalide" })
  .int({ error: "Taille de page invalide" })
  .min(1, { error: "Taille de page invalide" })
  .max(100, { error: "Taille de page invalide" })
  .default(25);

/** A staff note on a move (a call's outcome, a cancellation): optional, one paragraph at most. */
export const NoteSchema = textSchema({ multiLine: true })
  .trim()
  .max(500, { error: "La note ne doit pas dépasser 500 caractères" });

/** A search box: trimmed, blank counts as absent. */
export const SearchQuerySchema = textSchema()
  .trim()
  .max(100, { error: "Recherche trop longue" })
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** A day of a date filter, as the date input sends it. */
export const DaySchema = z
  .string({ error: "Date invalide" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date invalide (AAAA-MM-JJ)" })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "Date invalide (AAAA-MM-JJ)" });

/** Who did something in the back office (null: the shop itself, a job or a webhook). */
export const ActorSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();
export type Actor = z.infer<typeof ActorSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });
