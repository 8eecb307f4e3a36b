"use client";

import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import type { User } from "@shop/domain/contract/accounts";
import { getJourneyMessages } from "@/messages/journey";

/** After login or sign-up (the user, cart and wishlist already refetched): a welcome toast, then back to `target`. */
export function useSignedInRedirect(target: string) {
  const router = useRouter();
  const toast = useToast();
  return (user: User) => {
    const t = getJourneyMessages().account;
    toast.show({ title: t.welcomeTitle(user.firstName), description: t.welcomeText, level: "success" });
    router.replace(target);
  };
}
