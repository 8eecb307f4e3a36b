import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/admin/sign-in-form";
import { getStaffUser } from "@/lib/admin/server";
import { getBrandName } from "@/lib/brand";
import { getAdminMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminMessages().login.metaTitle };

export default async function SignInPage() {
  if (await getStaffUser()) redirect("/gestion");
  const t = getAdminMessages();
  return (
    <main id="contenu" className="grid min-h-dvh lg:grid-cols-[1fr_1.1fr]">
      <div className="hidden flex-col justify-between bg-ink p-12 text-white lg:flex">
        <p className="flex items-center gap-2 text-sm font-black uppercase tracking-widest">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-gold" />
          {t.brand(getBrandName())}
        </p>
        <p className="max-w-md text-4xl font-black leading-tight tracking-tight">
          {t.login.tagline}
          <span className="block text-gold">{t.login.taglineAccent}</span>
        </p>
        <span aria-hidden="true" className="h-1 w-16 bg-gold" />
      </div>
      <div className="grid place-items-center px-4 py-10">
        <div className="w-full max-w-sm">
          <p className="flex items-center gap-2 text-xs font-black uppercase tracking-widest text-ink lg:hidden">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-gold" />
            {t.brand(getBrandName())}
          </p>
          <h1 className="mt-6 text-3xl font-black tracking-tight lg:mt-0">{t.login.title}</h1>
          <p className="mt-2 text-sm text-grey-600">{t.login.text}</p>
          <div className="mt-8 rounded-lg border border-grey-200 bg-white p-6 shadow-sm">
            <SignInForm />
          </div>
        </div>
      </div>
    </main>
  );
}
