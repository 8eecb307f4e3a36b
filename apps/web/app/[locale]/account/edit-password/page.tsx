import type { Metadata } from "next";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { PasswordForm } from "@/components/account/password-form";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";

export const metadata: Metadata = { title: getJourneyMessages().account.editPasswordMetaTitle, robots: { index: false } };

export default async function EditPasswordPage() {
  await requireSignIn("/account/edit-password");
  const t = getJourneyMessages().account;
  return (
    <div className="container-shop py-8 md:py-12">
      <AccountPageHeader title={t.editPassword} text={t.editPasswordText} />
      <PasswordForm />
    </div>
  );
}
