import { LocaleLink } from "@/components/ui/locale-link";
import { getProductMessages } from "@/messages/product";

/** How the order travels and is paid, with a link to the delivery help page. */
export function DeliveryInfo() {
  const t = getProductMessages().productPage;
  return (
    <section aria-labelledby="delivery-title" className="bg-grey-50 p-4 text-sm">
      <h2 id="delivery-title" className="flex items-center gap-2 font-bold">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.75}>
          <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" strokeLinejoin="round" />
          <circle cx="7" cy="17.5" r="1.5" />
          <circle cx="17" cy="17.5" r="1.5" />
        </svg>
        {t.deliveryTitle}
      </h2>
      <p className="mt-2 text-grey-700">{t.delivery}</p>
      <LocaleLink href="/help/delivery" className="mt-2 inline-block font-semibold underline underline-offset-4">
        {t.deliveryLink}
      </LocaleLink>
    </section>
  );
}
