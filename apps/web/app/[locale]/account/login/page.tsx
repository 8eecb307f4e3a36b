import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/account/auth-panel";
import { safeRedirect } from "@/components/account/safe-redirect";
import { getSessionUser } from "@/lib/api/session";
import { localeHref } from "@/lib/locale/href";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";

type Props = { searchParams: Promise<{ action?: string | string[]; redirect?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Props & LocaleParams): Promise<Metadata> {
  await enterLocale(params);
  const t = getJourneyMessages().account;
  const { action } = await searchParams;
  return { title: action === "register" ? t.registerMetaTitle : t.loginMetaTitle, robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: Props & LocaleParams) {
  const locale = await enterLocale(params);
  const { action, redirect: target } = await searchParams;
  const redirectTo = safeRedirect(target);
  // Already signed in: straight on to where the shopper was going.
  if (await getSessionUser()) redirect(localeHref(redirectTo, locale));
  return <AuthPanel mode={action === "register" ? "register" : "login"} redirectTo={redirectTo} />;
}
