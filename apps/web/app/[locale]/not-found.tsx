import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { getCommonMessages } from "@/messages/common";

export const metadata: Metadata = { title: getCommonMessages().notFound.metaTitle };

export default function NotFound() {
  const t = getCommonMessages().notFound;

  return (
    <section className="container-shop flex min-h-[60vh] flex-col items-start justify-center py-20">
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">{t.code}</p>
      <h1 className="mt-4 max-w-2xl text-3xl font-black uppercase tracking-tight md:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-xl text-base text-grey-600">{t.text}</p>
      <ButtonLink href="/" variant="primary-black" className="mt-8">
        {t.home}
      </ButtonLink>
    </section>
  );
}
