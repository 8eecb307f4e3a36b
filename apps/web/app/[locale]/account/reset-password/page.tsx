import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";
import type { Metadata } from "next";

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await enterLocale(params);
  // The link's token never goes to another site with the address of this page.
  return { title: getJourneyMessages().account.resetMetaTitle, robots: { index: false }, referrer: "no-referrer" };
}

/** The e-mail's link: the new password, or why the link can no longer be used. */
export default async function ResetPasswordPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params);
  const { token } = await searchParams;
  const t = getJourneyMessages().account;
  return (
    <div className="container-shop flex justify-center py-10 md:py-16">
      <div className="w-full max-w-md">
        <h1 className="text-3xl font-black uppercase tracking-tight">{t.resetTitle}</h1>
        <p className="mt-2 text-sm text-grey-600">{t.resetText}</p>
        <div className="mt-8">
          <ResetPasswordForm token={(Array.isArray(token) ? token[0] : token) ?? ""} />
        </div>
      </div>
    </div>
  );
}
