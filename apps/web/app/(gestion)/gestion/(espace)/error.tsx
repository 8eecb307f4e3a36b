"use client";

import { useEffect } from "react";
import { adminButton } from "@/components/admin/admin-ui";
import { getAdminMessages } from "@/messages/admin";

/** A page whose data could not be read: the frame stays, the page offers to try again. */
export default function AdminError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = getAdminMessages();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="grid min-h-[50vh] content-center justify-items-start gap-3">
      <title>{t.error.title}</title>
      <h1 className="text-2xl font-black tracking-tight">{t.error.title}</h1>
      <p className="max-w-xl text-grey-600">{t.error.text}</p>
      <button type="button" onClick={reset} className={adminButton("primary", "mt-3")}>
        {t.common.retry}
      </button>
    </section>
  );
}
