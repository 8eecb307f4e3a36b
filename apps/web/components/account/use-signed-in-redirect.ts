"use client";

import { useRouter } from "next/navigation";
import { useLocaleHref } from "@/lib/locale/context";
import { useToast } from "@/components/ui/toast";
import type { User } from "@shop/domain/contract/accounts";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

/** After login or sign-up (the user, cart and wishlist already refetched): a welcome toast, then back to `target`. */
export function useSignedInRedirect(target: string) {
  const router = useRouter();
  const toLocale = useLocaleHref();
  const toast = useToast();
  const t = useJourneyMessages().account;
  return (user: User) => {
    toast.show({ title: t.welcomeTitle(user.firstName), description: t.welcomeText, level: "success" });
    router.replace(toLocale(target));
  };
}
