import { HelpArticle } from "@/components/help/help-article";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().cgv.metaTitle }), "/help/cgv");

export default async function TermsOfSalePage({ params }: LocaleParams) {
  await enterLocale(params);
  return <HelpArticle article={getHelpMessages().cgv} />;
}
