"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { LogoutIcon } from "./admin-icons";

/** Ends the staff session, then loads the sign-in page afresh (nothing of the session stays in memory). */
export function SignOutButton({ label }: { label: string }) {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await api.post("/api/admin/auth/logout");
    } finally {
      window.location.assign("/gestion/connexion");
    }
  };
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={pending}
      className="flex min-h-11 items-center gap-3 rounded-md px-3 text-start text-sm text-grey-300 hover:bg-white/5 hover:text-white disabled:opacity-60"
    >
      <LogoutIcon />
      {label}
    </button>
  );
}
