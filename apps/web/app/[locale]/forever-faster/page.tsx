import { ShopImage } from "@/components/ui/shop-image";
import { ButtonLink } from "@/components/ui/button-link";
import { getPagesMessages } from "@/messages/pages";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getPagesMessages().foreverFaster.metaTitle }), "/forever-faster");

/** The brand page: a campaign opening, three chapters with the campaign pictures, then the shop's promises. */
export default async function ForeverFasterPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getPagesMessages().foreverFaster;
  const heroImage = "/media/campaign/hero-running.webp";
  return (
    <>
      <section className="relative isolate flex min-h-[28rem] items-end overflow-hidden bg-ink text-white md:min-h-[36rem]">
        <ShopImage src={heroImage} alt={t.heroAlt} fill preload sizes="100vw" className="-z-20 object-cover" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-black/85 via-black/40 to-black/0" />
        <div className="container-shop py-12 md:py-16">
          <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.2em] text-gold">
            <span aria-hidden="true" className="h-0.5 w-8 bg-gold" />
            {t.eyebrow}
          </p>
          <h1 className="mt-4 text-5xl font-black uppercase italic tracking-tight md:text-7xl">{t.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-grey-100">{t.intro}</p>
        </div>
      </section>

      <div className="container-shop mt-16 grid gap-16 lg:mt-24 lg:gap-24">
        {t.chapters.map((chapter, index) => (
          <section key={chapter.title} className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
            <div className={`relative aspect-[4/3] overflow-hidden bg-grey-100 ${index % 2 === 1 ? "md:order-2" : ""}`}>
              <ShopImage src={chapter.image} alt={chapter.alt} fill sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" />
            </div>
            <div>
              <p className="text-sm font-black text-gold-deep">0{index + 1}</p>
              <h2 className="mt-2 text-3xl font-black uppercase tracking-tight md:text-4xl">{chapter.title}</h2>
              <p className="mt-4 text-lg leading-relaxed text-grey-700">{chapter.text}</p>
            </div>
          </section>
        ))}
      </div>

      <section aria-labelledby="promises" className="container-shop mt-20 lg:mt-28">
        <h2 id="promises" className="text-2xl font-black uppercase tracking-tight">
          {t.promiseTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {t.promises.map((promise) => (
            <li key={promise.title} className="border-t-4 border-gold bg-grey-50 p-6">
              <p className="text-lg font-black uppercase">{promise.title}</p>
              <p className="mt-2 text-sm text-grey-700">{promise.text}</p>
            </li>
          ))}
        </ul>
        <ButtonLink href="/" variant="primary-black" className="mt-10">
          {t.cta}
        </ButtonLink>
      </section>
    </>
  );
}
