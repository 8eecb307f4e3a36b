import { AccountHome } from "@/components/account/account-home";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().account.metaTitle, robots: { index: false } }));

export default async function AccountPage({ params }: LocaleParams) {
  await enterLocale(params);
  const user = await requireSignIn("/account");
  return <AccountHome serverUser={user} />;
}
