/** Customer accounts: sign-up, login, profile and password, each body strict (an unknown field is refused). */
import { z } from "zod";
import {
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "../schemas";

export const UserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const SignUpBodySchema = RegisterSchema.strict();
export const LoginBodySchema = LoginSchema.strict();
export const ProfileBodySchema = ProfileSchema.strict();
export const ChangePasswordBodySchema = ChangePasswordSchema.strict();

/** The answer of a call that has nothing else to say (password changed, logged out). */
export const SuccessSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof SuccessSchema>;

/** « Mot de passe oublié ? »: the spec's e-mail-only form. The answer is the same whether an account has it. */
export const PasswordResetBodySchema = EmailOnlySchema.strict();
/** The new password chosen from the e-mail's link (its token), with the spec's password rules. */
export const PasswordResetConfirmBodySchema = ResetPasswordSchema.strict();
/** A reset link's token, checked before the new password's form is shown. */
export const PasswordResetTokenBodySchema = z.strictObject({ token: z.string().min(1).max(200) });
