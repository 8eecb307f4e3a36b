import { HelpArticle } from "@/components/help/help-article";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().privacy.metaTitle }), "/help/data-privacy");

export default async function DataPrivacyPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <HelpArticle article={getHelpMessages().privacy} />;
}
