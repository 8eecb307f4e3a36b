import { LocaleLink } from "@/components/ui/locale-link";
import { PhoneIcon } from "@/components/ui/icons";
import { getShopView } from "@/lib/api/shop-settings";
import { getPagesMessages } from "@/messages/pages";
import { ContactForm } from "./contact-form";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getPagesMessages().contact.metaTitle }), "/contact-us");

const card = "border border-grey-200 p-6";
const cardTitle = "text-xs font-bold uppercase tracking-widest text-grey-600";

export default async function ContactPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getPagesMessages().contact;
  const { contact } = await getShopView();
  return (
    <div className="container-shop py-10 lg:py-16">
      <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">
        <span aria-hidden="true" className="h-0.5 w-8 bg-gold" />
        {t.eyebrow}
      </p>
      <h1 className="mt-4 text-3xl font-black uppercase tracking-tight md:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-grey-700">{t.intro}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="grid content-start gap-4">
          {contact.phone && (
            <section className={card}>
              <h2 className={cardTitle}>{t.phoneTitle}</h2>
              <a
                href={contact.phone.href}
                className="mt-3 flex items-center gap-3 text-2xl font-black tracking-tight hover:underline"
              >
                <PhoneIcon />
                <bdi dir="ltr">{contact.phone.display}</bdi>
              </a>
              <p className="mt-2 text-sm text-grey-700">{t.hours}</p>
            </section>
          )}
          {contact.email && (
            <section className={card}>
              <h2 className={cardTitle}>{t.emailTitle}</h2>
              <a href={`mailto:${contact.email}`} className="mt-3 block break-all text-lg font-bold hover:underline">
                {contact.email}
              </a>
              <p className="mt-2 text-sm text-grey-700">{t.emailText}</p>
            </section>
          )}
          <section className={`${card} bg-grey-50`}>
            <h2 className={cardTitle}>{t.faqTitle}</h2>
            <p className="mt-3 text-sm text-grey-700">{t.faqText}</p>
            <LocaleLink href="/help/faq" className="mt-3 inline-block text-sm font-bold underline underline-offset-4">
              {t.faqLink}
            </LocaleLink>
          </section>
        </div>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-black uppercase tracking-tight">
            {t.formTitle}
          </h2>
          <p className="mt-2 text-sm text-grey-700">{t.formText}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
