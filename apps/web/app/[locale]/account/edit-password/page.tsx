import { AccountPageHeader } from "@/components/account/account-page-header";
import { PasswordForm } from "@/components/account/password-form";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().account.editPasswordMetaTitle, robots: { index: false } }));

export default async function EditPasswordPage({ params }: LocaleParams) {
  await enterLocale(params);
  await requireSignIn("/account/edit-password");
  const t = getJourneyMessages().account;
  return (
    <div className="container-shop py-8 md:py-12">
      <AccountPageHeader title={t.editPassword} text={t.editPasswordText} />
      <PasswordForm />
    </div>
  );
}
