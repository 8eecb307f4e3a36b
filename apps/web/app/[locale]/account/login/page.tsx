import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/account/auth-panel";
import { safeRedirect } from "@/components/account/safe-redirect";
import { getSessionUser } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";

type Props = { searchParams: Promise<{ action?: string | string[]; redirect?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = getJourneyMessages().account;
  const { action } = await searchParams;
  return { title: action === "register" ? t.registerMetaTitle : t.loginMetaTitle, robots: { index: false } };
}

export default async function LoginPage({ searchParams }: Props) {
  const { action, redirect: target } = await searchParams;
  const redirectTo = safeRedirect(target);
  // Already signed in: straight on to where the shopper was going.
  if (await getSessionUser()) redirect(redirectTo);
  return <AuthPanel mode={action === "register" ? "register" : "login"} redirectTo={redirectTo} />;
}
