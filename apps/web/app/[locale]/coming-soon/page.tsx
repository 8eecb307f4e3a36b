import { BrandMark } from "@/components/ui/brand-mark";
import { ButtonLink } from "@/components/ui/button-link";
import { getPagesMessages } from "@/messages/pages";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getPagesMessages().comingSoon.metaTitle }), "/coming-soon");

export default async function ComingSoonPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getPagesMessages().comingSoon;
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_20%,var(--color-grey-700),var(--color-ink)_60%)]"
      />
      <div className="container-shop flex min-h-[70vh] flex-col items-start justify-center py-20">
        <BrandMark className="size-14 text-grey-800" />
        <p className="mt-8 flex items-center gap-3 text-xs font-bold uppercase tracking-[0.2em] text-gold">
          <span aria-hidden="true" className="h-0.5 w-8 bg-gold" />
          {t.eyebrow}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-black uppercase tracking-tight md:text-6xl">{t.title}</h1>
        <p className="mt-5 max-w-xl text-lg text-grey-200">{t.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/" variant="primary-gold">
            {t.home}
          </ButtonLink>
          <ButtonLink href="/#nouveautes" variant="primary-outline" className="text-white hover:border-white hover:bg-white hover:text-ink">
            {t.shop}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
