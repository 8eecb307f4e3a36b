import { ButtonLink } from "@/components/ui/button-link";
import { getShopTitle } from "@/lib/brand";
import { getCommonMessages } from "@/messages/common";

/**
 * The 404 page, in the language its route set (a not-found file takes no params and no metadata function, so
 * its title is a <title> React hoists into the head).
 */
export default function NotFound() {
  const t = getCommonMessages().notFound;

  return (
    <section className="container-shop flex min-h-[60vh] flex-col items-start justify-center py-20">
      <title>{`${t.metaTitle} – ${getShopTitle()}`}</title>
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">{t.code}</p>
      <h1 className="mt-4 max-w-2xl text-3xl font-black uppercase tracking-tight md:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-xl text-base text-grey-600">{t.text}</p>
      <ButtonLink href="/" variant="primary-black" className="mt-8">
        {t.home}
      </ButtonLink>
    </section>
  );
}
