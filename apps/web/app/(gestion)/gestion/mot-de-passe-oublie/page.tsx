import type { Metadata } from "next";
import { StaffAuthFrame } from "@/components/admin/staff-auth-frame";
import { StaffForgotPasswordForm } from "@/components/admin/staff-forgot-password-form";
import { getAdminMailMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminMailMessages().reset.askMetaTitle, robots: { index: false } };

export default function StaffForgotPasswordPage() {
  const t = getAdminMailMessages().reset;
  return (
    <StaffAuthFrame title={t.askTitle} text={t.askText}>
      <StaffForgotPasswordForm />
    </StaffAuthFrame>
  );
}
