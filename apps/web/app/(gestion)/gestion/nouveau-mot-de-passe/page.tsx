import type { Metadata } from "next";
import { StaffAuthFrame } from "@/components/admin/staff-auth-frame";
import { StaffResetPasswordForm } from "@/components/admin/staff-reset-password-form";
import { getAdminMailMessages } from "@/messages/admin";

export const metadata: Metadata = {
  title: getAdminMailMessages().reset.newMetaTitle,
  robots: { index: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function StaffNewPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = getAdminMailMessages().reset;
  return (
    <StaffAuthFrame title={t.newTitle}>
      <StaffResetPasswordForm token={(Array.isArray(token) ? token[0] : token) ?? ""} />
    </StaffAuthFrame>
  );
}
