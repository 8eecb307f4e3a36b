import { LocaleLink } from "@/components/ui/locale-link";
import { getShopView } from "@/lib/api/shop-settings";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().imprint.metaTitle }), "/help/imprint");

const heading = "mt-10 text-lg font-black uppercase tracking-tight";
const text = "mt-3 text-base leading-relaxed text-grey-700";

export default async function ImprintPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getHelpMessages().imprint;
  const { contact, brandName } = await getShopView();
  return (
    <article>
      <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-grey-700">{t.intro}</p>
      <h2 className={heading}>{t.publisherTitle}</h2>
      <p className="mt-3 text-base font-bold">{t.company(brandName)}</p>
      <ul className="mt-2 space-y-1 text-base text-grey-700">
        {t.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2 className={heading}>{t.contactTitle}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base text-grey-700">
        {contact.phone && (
          <>
            <dt className="font-semibold text-ink">{t.phone}</dt>
            <dd>
              <a href={contact.phone.href} className="underline underline-offset-4">
                {contact.phone.display}
              </a>
            </dd>
          </>
        )}
        {contact.email && (
          <>
            <dt className="font-semibold text-ink">{t.email}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className="underline underline-offset-4">
                {contact.email}
              </a>
            </dd>
          </>
        )}
        <dt className="font-semibold text-ink">{t.form}</dt>
        <dd>
          <LocaleLink href="/contact-us" className="underline underline-offset-4">
            {t.formLink}
          </LocaleLink>
        </dd>
      </dl>
      <h2 className={heading}>{t.directorTitle}</h2>
      <p className={text}>{t.director}</p>
      <h2 className={heading}>{t.hostingTitle}</h2>
      <p className={text}>{t.hosting}</p>
      <h2 className={heading}>{t.ipTitle}</h2>
      <p className={text}>{t.ip}</p>
    </article>
  );
}
