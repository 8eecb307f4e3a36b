import { ButtonLink } from "@/components/ui/button-link";
import { getJourneyMessages } from "@/messages/journey";

/** A missing, malformed or unknown order id: say so and offer the ways on. */
export function OrderNotFound() {
  const t = getJourneyMessages().order;
  return (
    <section className="container-shop flex min-h-[50vh] flex-col items-start justify-center py-20" data-testid="order-not-found">
      <span aria-hidden="true" className="h-1 w-12 bg-gold" />
      <h1 className="mt-6 text-3xl font-black uppercase tracking-tight md:text-4xl">{t.notFoundTitle}</h1>
      <p className="mt-4 max-w-xl text-base text-grey-600">{t.notFoundText}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/account" variant="primary-black">
          {t.myAccount}
        </ButtonLink>
        <ButtonLink href="/" variant="primary-outline">
          {t.continueShopping}
        </ButtonLink>
      </div>
    </section>
  );
}
