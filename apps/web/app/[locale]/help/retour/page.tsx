import { HelpArticle } from "@/components/help/help-article";
import { getShopView } from "@/lib/api/shop-settings";
import { ArrowIcon } from "@/components/ui/icons";
import { getMessages } from "@/lib/i18n";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().retour.metaTitle }), "/help/retour");

/** The returns policy, with the returns portal first when the shop has one (the back office's « Boutique », RETURNS_PORTAL_URL at first). */
export default async function ReturnsPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getHelpMessages().retourPortal;
  const portal = (await getShopView()).links.returnsPortal;
  return (
    <HelpArticle article={getHelpMessages().retour}>
      {portal && (
        <section className="mt-10 border-s-4 border-gold bg-grey-50 p-6" data-testid="returns-portal">
          <h2 className="text-lg font-black uppercase tracking-tight">{t.title}</h2>
          <p className="mt-2 text-base text-grey-700">{t.text}</p>
          <a
            href={portal}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 text-sm font-bold underline underline-offset-4"
          >
            {t.link}
            <span className="sr-only"> {getMessages().chrome.accountMenu.newTab}</span>
            <ArrowIcon className="size-4" />
          </a>
        </section>
      )}
    </HelpArticle>
  );
}
