import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MAIL_KIND_LABELS, type MailMessage } from "@shop/domain/contract/admin-mail";
import { PageHeader, Panel, adminButton, formatDateTime } from "@/components/admin/admin-ui";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { MailPreview } from "@/components/admin/mail/mail-preview";
import { MailStatusBadge } from "@/components/admin/mail/mail-status-badge";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminMailMessages, getAdminMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminMailMessages().message.metaTitle };

/** One e-mail as it arrives (its HTML, sandboxed) and its plain-text part, with where it stands. */
export default async function MailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff();
  if (staff.role !== "owner") {
    const forbidden = getAdminMessages().forbidden;
    return <ForbiddenNotice {...forbidden} back={{ href: "/gestion", label: forbidden.back }} />;
  }
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const message = await adminGet<MailMessage>(`/api/admin/mail/${id}`);
  const t = getAdminMailMessages();
  const facts: [string, React.ReactNode][] = [
    [t.message.to, message.recipient],
    [t.message.kind, MAIL_KIND_LABELS[message.kind]],
    [t.message.language, t.list.languages[message.language]],
    [t.message.status, <MailStatusBadge key="status" status={message.status} />],
    [t.message.createdAt, formatDateTime(message.createdAt)],
  ];
  return (
    <>
      <PageHeader
        title={message.subject}
        actions={
          <Link href="/gestion/e-mails" className={adminButton("secondary")}>
            {t.message.back}
          </Link>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Panel title={t.message.html} bodyClassName="p-2 md:p-3">
          <MailPreview html={message.html} title={t.message.frameTitle} />
        </Panel>
        <div className="grid content-start gap-4">
          <Panel>
            <dl className="grid gap-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="grid gap-0.5">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-grey-600">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
              {message.lastError && message.status !== "sent" && (
                <div className="grid gap-0.5">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-grey-600">{t.list.error}</dt>
                  <dd className="break-words font-mono text-xs text-promo">{message.lastError}</dd>
                </div>
              )}
            </dl>
          </Panel>
          <Panel title={t.message.text}>
            <pre dir="auto" className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words font-sans text-sm text-grey-800">
              {message.text}
            </pre>
          </Panel>
        </div>
      </div>
    </>
  );
}
