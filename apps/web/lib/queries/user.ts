"use client";

import { useMutation, useQuery, useQueryClient } from "@/lib/query";
import { useRouter } from "next/navigation";
import { useLocaleHref } from "@/lib/locale/context";
import { api } from "@/lib/api/client";
import type { User } from "@shop/domain/contract/accounts";
import { cartKey } from "./cart";
import { wishlistKey } from "./wishlist";

export const userKey = ["user"] as const;

/** The signed-in user, or null: 401 means signed out, and only a response with an email counts (spec §4). */
async function fetchUser(): Promise<User | null> {
  const response = await api.get<User>("/api/users/me", { accept: [200, 401] });
  return response.status === 200 && response.data?.email ? response.data : null;
}

export function useUser() {
  const query = useQuery({ queryKey: userKey, queryFn: fetchUser });
  return { ...query, user: query.data ?? undefined, isSignedIn: Boolean(query.data?.email) };
}

/**
 * Logs out: calls the API, refetches and clears the user, then `onSignedOut` (the 'Déconnecté' toast: the UI's
 * business, so it is passed in rather than imported here), and goes to /.
 */
export function useLogout(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const toLocale = useLocaleHref();
  return useMutation({
    mutationFn: () => api.post("/api/users/logout"),
    onSettled: async () => {
      await queryClient.refetchQueries({ queryKey: userKey });
      queryClient.setQueryData(userKey, null);
      await queryClient.invalidateQueries({ queryKey: cartKey });
      await queryClient.invalidateQueries({ queryKey: wishlistKey });
      onSignedOut();
      router.push(toLocale("/"));
    },
  });
}

/** After login or sign-up: the user, and the merged cart and wishlist, are fetched again. */
export function useRefreshAfterSignIn() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    queryClient.setQueryData(userKey, user);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKey }),
      queryClient.invalidateQueries({ queryKey: wishlistKey }),
    ]);
  };
}
