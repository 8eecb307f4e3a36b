/** Staff sign-in: `POST /api/admin/auth/login`, `POST /api/admin/auth/logout`, `GET /api/admin/auth/me`. */
import { z } from "zod";
import { STAFF_ROLES } from "../constants";
import { emailSchema, requiredPasswordSchema } from "../schemas";

export const StaffLoginSchema = z.object({ email: emailSchema, password: requiredPasswordSchema });
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

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
