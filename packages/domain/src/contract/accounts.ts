/** Customer accounts: sign-up, login, profile and password, each body strict (an unknown field is refused). */
import { z } from "zod";
import { ChangePasswordSchema, LoginSchema, ProfileSchema, RegisterSchema } from "../schemas";

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
