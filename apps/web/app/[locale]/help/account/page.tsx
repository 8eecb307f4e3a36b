import { HelpArticle } from "@/components/help/help-article";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().account.metaTitle }), "/help/account");

export default async function AccountHelpPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <HelpArticle article={getHelpMessages().account} />;
}
