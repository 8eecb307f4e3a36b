"use client";

import type {
  ChangePasswordData,
  EmailOnlyData,
  LoginData,
  ProfileData,
  RegisterData,
  ResetPasswordData,
} from "@shop/domain/schemas";
import { useMutation, useQueryClient } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { User } from "@shop/domain/contract/accounts";
import { useRefreshAfterSignIn, userKey } from "./user";

/** Logs in; the server merges the guest cart and wishlist into the account, which are then read again. */
export function useLogin() {
  const refresh = useRefreshAfterSignIn();
  return useMutation({
    mutationFn: async (credentials: LoginData) => (await api.post<User>("/api/users/login", credentials)).data,
    onSuccess: (user) => refresh(user),
  });
}

/** Creates the account and signs in (the guest cart and wishlist follow, as at login). */
export function useSignUp() {
  const refresh = useRefreshAfterSignIn();
  return useMutation({
    mutationFn: async (account: RegisterData) => (await api.post<User>("/api/users/sign-up", account)).data,
    onSuccess: (user) => refresh(user),
  });
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ProfileData) => (await api.patch<User>("/api/users/edit-user", profile)).data,
    onSuccess: (user) => queryClient.setQueryData(userKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: ChangePasswordData) => (await api.patch("/api/users/change-password", change)).data,
  });
}

/** « Mot de passe oublié ? »: asks for a link by e-mail (the answer is the same whether an account has it). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (form: EmailOnlyData) => (await api.post("/api/users/password-reset", form)).data,
  });
}

/** Whether the e-mail's link can still be used (a refusal carries the reason), without spending it. */
export function useCheckPasswordReset() {
  return useMutation({
    mutationFn: async (token: string) => (await api.post("/api/users/password-reset/check", { token })).data,
  });
}

/** Sets the new password from the link and signs in (every other session of the account ends). */
export function useConfirmPasswordReset() {
  const refresh = useRefreshAfterSignIn();
  return useMutation({
    mutationFn: async (form: ResetPasswordData) => (await api.post<User>("/api/users/password-reset/confirm", form)).data,
    onSuccess: (user) => refresh(user),
  });
}
