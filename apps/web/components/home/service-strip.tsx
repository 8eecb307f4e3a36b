import { LocaleLink } from "@/components/ui/locale-link";
import { getCatalogMessages } from "@/messages/catalog";

/** Three reassurances before the footer: delivery everywhere, payment on delivery, someone to ask. */
export function ServiceStrip() {
  const t = getCatalogMessages().home;
  const items = [
    { title: t.deliveryTitle, text: t.deliveryText, href: "/help/delivery" },
    { title: t.paymentTitle, text: t.paymentText, href: "/help/faq" },
    { title: t.helpTitle, text: t.helpText, href: "/contact-us" },
  ];
  return (
    <section aria-label={t.servicesLabel} className="container-shop defer-offscreen mt-16 lg:mt-24">
      <ul className="grid gap-px bg-grey-200 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.href} className="bg-white">
            <LocaleLink href={item.href} className="group flex h-full flex-col gap-1 bg-grey-50 p-6 hover:bg-grey-100">
              <span className="text-sm font-bold uppercase tracking-wider group-hover:underline">{item.title}</span>
              <span className="text-sm text-grey-600">{item.text}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
