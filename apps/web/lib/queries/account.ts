"use client";

import type { ChangePasswordData, LoginData, ProfileData, RegisterData } from "@shop/domain/schemas";
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
