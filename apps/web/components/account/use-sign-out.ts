"use client";

import { useToast } from "@/components/ui/toast";
import { useLogout } from "@/lib/queries/user";
import { useChromeMessages } from "@/lib/locale/context";

/** Logs out from the account page or the header's menu, and says so with the 'Déconnecté' toast (spec §4). */
export function useSignOut() {
  const toast = useToast();
  const t = useChromeMessages().session;
  return useLogout(() => {
    toast.show({ title: t.loggedOutTitle, description: t.loggedOutText, level: "success" });
  });
}
