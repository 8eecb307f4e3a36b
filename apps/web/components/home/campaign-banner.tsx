import { ShopImage } from "@/components/ui/shop-image";
import { ButtonLink } from "@/components/ui/button-link";

/** An editorial block between rails: a campaign picture beside (or, on phones, above) a short call to action. */
export function CampaignBanner({
  image,
  eyebrow,
  title,
  text,
  cta,
  href,
}: {
  image: string | null;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
}) {
  return (
    <section aria-labelledby="campaign-title" className="container-shop mt-14 lg:mt-20">
      <div className="grid overflow-hidden bg-ink text-white md:grid-cols-2">
        <div className="relative aspect-[16/10] md:aspect-auto md:min-h-[26rem]">
          {image && <ShopImage src={image} alt="" fill sizes="(min-width: 1440px) 660px, (min-width: 768px) 50vw, 100vw" className="object-cover" />}
        </div>
        <div className="flex flex-col justify-center p-8 md:p-12">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>
          <h2 id="campaign-title" className="mt-3 text-3xl font-black uppercase tracking-tight lg:text-5xl">
            {title}
          </h2>
          <p className="mt-4 max-w-md text-base text-grey-100">{text}</p>
          <ButtonLink href={href} variant="primary-gold" className="mt-8 self-start">
            {cta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
