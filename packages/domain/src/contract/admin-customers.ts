/**
 * A phone's history at this shop and the phone blocklist: `GET /api/admin/customers/:phone`,
 * `GET/POST /api/admin/blocklist`, `DELETE /api/admin/blocklist/:phone`.
 */
import { z } from "zod";
import { phoneNumberSchema } from "../schemas";
import { ActorSchema, NoteSchema } from "./admin-common";

/** What operators read before calling: how this number's orders ended. */
export const PhoneHistorySchema = z.object({
  phoneNumber: z.string(),
  orders: z.number(),
  delivered: z.number(),
  returned: z.number(),
  cancelled: z.number(),
  /** Orders still to confirm or on their way. */
  open: z.number(),
  blocked: z.boolean(),
});
export type PhoneHistory = z.infer<typeof PhoneHistorySchema>;

export const PhoneParamsSchema = z.object({ phone: phoneNumberSchema });

export const BlockPhoneSchema = z.object({
  phoneNumber: phoneNumberSchema,
  reason: NoteSchema.optional(),
});
export type BlockPhone = z.infer<typeof BlockPhoneSchema>;
export type BlockPhoneInput = z.input<typeof BlockPhoneSchema>;

export const BlockedPhoneSchema = z.object({
  phoneNumber: z.string(),
  reason: z.string().nullable(),
  blockedBy: ActorSchema,
  createdAt: z.string(),
});
export type BlockedPhone = z.infer<typeof BlockedPhoneSchema>;

export const BlocklistSchema = z.object({ phones: z.array(BlockedPhoneSchema) });
export type Blocklist = z.infer<typeof BlocklistSchema>;
