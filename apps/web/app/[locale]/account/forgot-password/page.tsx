import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().account.forgotMetaTitle, robots: { index: false } }));

/** « Mot de passe oublié ? »: the spec's e-mail-only form. */
export default async function ForgotPasswordPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getJourneyMessages().account;
  return (
    <div className="container-shop flex justify-center py-10 md:py-16">
      <div className="w-full max-w-md">
        <h1 className="text-3xl font-black uppercase tracking-tight">{t.forgotTitle}</h1>
        <p className="mt-2 text-sm text-grey-600">{t.forgotText}</p>
        <div className="mt-8">
          <ForgotPasswordForm />
        </div>
      </div>
    </div>
  );
}
