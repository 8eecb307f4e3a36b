import type { Metadata } from "next";
import { AccountPageHeader } from "@/components/account/account-page-header";
import { PasswordForm } from "@/components/account/password-form";
import { requireSignIn } from "@/lib/api/session";
import { getMessages } from "@/lib/i18n";

export const metadata: Metadata = { title: getMessages().account.editPasswordMetaTitle, robots: { index: false } };

export default async function EditPasswordPage() {
  await requireSignIn("/account/edit-password");
  const t = getMessages().account;
  return (
    <div className="container-shop py-8 md:py-12">
      <AccountPageHeader title={t.editPassword} text={t.editPasswordText} />
      <PasswordForm />
    </div>
  );
}
