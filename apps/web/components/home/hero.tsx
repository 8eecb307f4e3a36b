import { ShopImage } from "@/components/ui/shop-image";
import { ButtonLink } from "@/components/ui/button-link";
import { getCommonMessages } from "@/messages/common";

/**
 * The campaign banner. On phones the picture sits above the text (no text over the article); from md the text
 * lies over the picture, on a shade that starts at the text's side. `imageSrc` is null when the campaign image
 * is missing: the banner then stands on the brand's ink and gold alone, so the page still renders.
 */
export function Hero({ imageSrc, shopHref, newestHref }: { imageSrc: string | null; shopHref: string; newestHref: string }) {
  const t = getCommonMessages().hero;

  return (
    <section className="relative isolate flex flex-col overflow-hidden bg-ink text-white">
      {imageSrc ? (
        <div className="relative aspect-[16/10] md:absolute md:inset-0 md:-z-20 md:aspect-auto">
          <ShopImage src={imageSrc} alt={t.imageAlt} fill preload fetchPriority="high" sizes="100vw" className="object-cover object-right md:object-center" />
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_75%_35%,var(--color-grey-700),var(--color-ink)_65%)]"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden from-black/75 via-black/35 to-black/0 md:block ltr:bg-linear-to-r rtl:bg-linear-to-l"
      />

      <div className="container-shop flex flex-col justify-end py-10 md:min-h-[34rem] md:py-16 lg:min-h-[38rem] lg:py-20">
        <div className="max-w-lg">
          <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.2em] text-gold">
            <span aria-hidden="true" className="h-0.5 w-8 bg-gold" />
            {t.eyebrow}
          </p>
          <h1 className="mt-4 text-5xl font-black uppercase tracking-tight lg:text-6xl xl:text-[4.5rem] xl:leading-[0.95]">
            {t.title}
          </h1>
          <p className="mt-5 text-base text-grey-100 md:text-lg">{t.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={shopHref} variant="primary-gold">
              {t.shopNow}
            </ButtonLink>
            <ButtonLink
              href={newestHref}
              variant="primary-outline"
              className="text-white hover:border-white hover:bg-white hover:text-ink"
            >
              {t.seeNew}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
