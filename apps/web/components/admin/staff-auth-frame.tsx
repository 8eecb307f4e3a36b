import type { ReactNode } from "react";
import { getBrandName } from "@/lib/brand";
import { getAdminMessages } from "@/messages/admin";

/** The frame of the back office's pages before sign-in (a forgotten password): the brand, a title, one card. */
export function StaffAuthFrame({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const t = getAdminMessages();
  return (
    <main id="contenu" className="grid min-h-dvh place-items-center bg-grey-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="flex items-center gap-2 text-xs font-black uppercase tracking-widest text-ink">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-gold" />
          {t.brand(getBrandName())}
        </p>
        <h1 className="mt-6 text-3xl font-black tracking-tight">{title}</h1>
        {text && <p className="mt-2 text-sm text-grey-600">{text}</p>}
        <div className="mt-8 rounded-lg border border-grey-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </main>
  );
}
