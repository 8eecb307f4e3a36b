/** The shopper's contact form: `POST /api/contact` stores the message for the back office. */
import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../messages";
import { emailSchema, phoneNumberSchema, textSchema } from "../schemas";

export const CONTACT_MESSAGE_MAX = 2000;

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max, { error: M.tooLong })
    .transform((value) => (value === "" ? undefined : value))
    .optional();

export const ContactSchema = z.object({
  email: emailSchema,
  message: textSchema({ multiLine: true })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(CONTACT_MESSAGE_MAX, { error: M.tooLong }),
  name: optionalText(100),
  subject: optionalText(150),
  /** Optional: a blank field counts as absent. */
  phoneNumber: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      phoneNumberSchema.optional(),
    )
    .optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.infer<typeof ContactSchema>;

export const ContactReceiptSchema = z.object({ id: z.number() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
