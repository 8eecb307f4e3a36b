import Link from "next/link";
import { adminButton } from "@/components/admin/admin-ui";
import { getAdminMessages } from "@/messages/admin";

export default function AdminNotFound() {
  const t = getAdminMessages().notFound;
  return (
    <section className="grid min-h-[50vh] content-center justify-items-start gap-3">
      <title>{t.metaTitle}</title>
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">404</p>
      <h1 className="text-2xl font-black tracking-tight md:text-3xl">{t.title}</h1>
      <p className="max-w-xl text-grey-600">{t.text}</p>
      <Link href="/gestion" className={adminButton("primary", "mt-3")}>
        {t.back}
      </Link>
    </section>
  );
}
