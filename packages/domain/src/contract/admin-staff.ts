/** Staff management, owners only: `GET/POST /api/admin/staff`, `PATCH /api/admin/staff/:id`, `POST …/:id/password`. */
import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema } from "../schemas";
import { StaffRoleSchema, StaffUserSchema } from "./admin-auth";

export const StaffListSchema = z.object({ staff: z.array(StaffUserSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

export const CreateStaffSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  role: StaffRoleSchema,
  password: passwordSchema,
});
export type CreateStaff = z.infer<typeof CreateStaffSchema>;
export type CreateStaffInput = z.input<typeof CreateStaffSchema>;

/** Disable (or enable again) a member of staff, or change their role; at least one field. */
export const UpdateStaffSchema = z
  .object({ disabled: z.boolean({ error: "Valeur invalide" }).optional(), role: StaffRoleSchema.optional() })
  .refine((value) => value.disabled !== undefined || value.role !== undefined, { error: "Rien à modifier" });
export type UpdateStaff = z.infer<typeof UpdateStaffSchema>;

/** A new password set by an owner; the member's open sessions end. */
export const ResetStaffPasswordSchema = z.object({ password: passwordSchema });
export type ResetStaffPassword = z.infer<typeof ResetStaffPasswordSchema>;

export const StaffIdParamsSchema = z.object({ id: z.uuid({ error: "Identifiant invalide" }) });
