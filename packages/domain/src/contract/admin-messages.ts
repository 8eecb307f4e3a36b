/** Contact messages in the back office: `GET /api/admin/messages`, `PATCH /api/admin/messages/:id`. */
import { z } from "zod";
import { PageSchema, PageSizeSchema } from "./admin-common";

export const MESSAGE_STATES = ["new", "read", "answered"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  new: "Nouveau",
  read: "Lu",
  answered: "Répondu",
};

const MessageStateSchema = z.enum(MESSAGE_STATES, { error: "État invalide" });

export const MessageListQuerySchema = z.object({
  state: MessageStateSchema.optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

export const ContactMessageSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  state: MessageStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const MessageListSchema = z.object({
  messages: z.array(ContactMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.record(MessageStateSchema, z.number()),
});
export type MessageList = z.infer<typeof MessageListSchema>;

export const UpdateMessageSchema = z.object({ state: MessageStateSchema });
export type UpdateMessage = z.infer<typeof UpdateMessageSchema>;

export const MessageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Identifiant invalide" })
    .int({ error: "Identifiant invalide" })
    .positive({ error: "Identifiant invalide" })
    .max(2_147_483_647, { error: "Identifiant invalide" }),
});
