import type { Metadata } from "next";
import { AccountHome } from "@/components/account/account-home";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";

export const metadata: Metadata = { title: getJourneyMessages().account.metaTitle, robots: { index: false } };

export default async function AccountPage() {
  const user = await requireSignIn("/account");
  return <AccountHome serverUser={user} />;
}
