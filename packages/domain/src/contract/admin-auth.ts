/** Staff sign-in: `POST /api/admin/auth/login`, `POST /api/admin/auth/logout`, `GET /api/admin/auth/me`. */
import { z } from "zod";
import { STAFF_ROLES } from "../constants";
import { emailSchema, requiredPasswordSchema, ResetPasswordSchema } from "../schemas";

export const StaffLoginSchema = z.strictObject({ email: emailSchema, password: requiredPasswordSchema });
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

/** A forgotten back-office password: the e-mail, then the link's token with the new password (own tokens). */
export const StaffPasswordResetSchema = z.strictObject({ email: emailSchema });
export const StaffPasswordResetConfirmSchema = ResetPasswordSchema.strict();

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: "Rôle invalide" });

/** A member of staff as the back office shows them (never the password hash). */
export const StaffUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;
