import type { Metadata } from "next";
import Link from "next/link";
import { MAIL_KIND_LABELS, MAIL_STATUSES, MAIL_STATUS_LABELS, type MailList, type MailStatus } from "@shop/domain/contract/admin-mail";
import { EmptyState, PageHeader, Pagination, Panel, formatDateTime } from "@/components/admin/admin-ui";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { MailStatusBadge } from "@/components/admin/mail/mail-status-badge";
import { adminGet, requireStaff, withQuery } from "@/lib/admin/server";
import { getAdminMailMessages, getAdminMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminMailMessages().list.metaTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Owners: the outbox, newest first — what waits, what went out, what failed and why. */
export default async function MailPage({ searchParams }: { searchParams: SearchParams }) {
  const staff = await requireStaff();
  if (staff.role !== "owner") {
    const forbidden = getAdminMessages().forbidden;
    return <ForbiddenNotice {...forbidden} back={{ href: "/gestion", label: forbidden.back }} />;
  }
  const params = await searchParams;
  const status = MAIL_STATUSES.find((value) => value === first(params.status));
  const page = Math.max(1, Number(first(params.page)) || 1);
  const list = await adminGet<MailList>("/api/admin/mail", { status, page });
  const t = getAdminMailMessages().list;
  const total = MAIL_STATUSES.reduce((sum, value) => sum + (list.counts[value] ?? 0), 0);
  const tabs: { value: MailStatus | undefined; label: string; count: number }[] = [
    { value: undefined, label: t.all, count: total },
    ...MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value], count: list.counts[value] ?? 0 })),
  ];

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid gap-4">
        {!list.sending && (
          <p role="status" className="rounded-md border border-gold/40 bg-gold-light px-4 py-3 text-sm text-gold-deep">
            {t.notSending}
          </p>
        )}
        <nav aria-label={t.tabsLabel}>
          <ul className="flex flex-wrap gap-1">
            {tabs.map((tab) => (
              <li key={tab.value ?? "all"}>
                <Link
                  href={withQuery("/gestion/e-mails", { status: tab.value })}
                  aria-current={tab.value === status ? "page" : undefined}
                  className={`flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold ${
                    tab.value === status ? "bg-ink text-white" : "text-grey-700 hover:bg-white"
                  }`}
                >
                  {tab.label}
                  <span className={`rounded-full px-1.5 text-xs ${tab.value === status ? "bg-white/20" : "bg-grey-200"}`}>{tab.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Panel bodyClassName="">
          {list.messages.length === 0 ? (
            <EmptyState title={t.empty}>{t.emptyText}</EmptyState>
          ) : (
            <ul className="grid divide-y divide-grey-100">
              {list.messages.map((message) => (
                <li key={message.id} className="grid gap-1.5 px-4 py-4 md:px-5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <MailStatusBadge status={message.status} />
                    <span className="text-xs font-semibold uppercase tracking-wide text-grey-600">{MAIL_KIND_LABELS[message.kind]}</span>
                    {message.orderNumber !== null && message.orderId !== null && (
                      <Link href={`/gestion/commandes/${message.orderId}`} className="text-xs font-semibold text-info hover:underline">
                        {t.order(message.orderNumber)}
                      </Link>
                    )}
                    <time dateTime={message.createdAt} className="ms-auto text-xs text-grey-600">
                      {formatDateTime(message.createdAt)}
                    </time>
                  </div>
                  <Link href={`/gestion/e-mails/${message.id}`} className="min-w-0 font-semibold text-ink hover:underline">
                    <span dir="auto" className="block truncate">{message.subject}</span>
                  </Link>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-grey-600">
                    <span className="min-w-0 truncate">
                      {t.to} {message.recipient}
                    </span>
                    <span>{t.languages[message.language]}</span>
                    {message.attempts > 0 && <span>{t.attempts(message.attempts)}</span>}
                    {message.sentAt && (
                      <span>
                        {t.sentAt} {formatDateTime(message.sentAt)}
                      </span>
                    )}
                    {message.failedAt && (
                      <span>
                        {t.failedAt} {formatDateTime(message.failedAt)}
                      </span>
                    )}
                    {message.nextAttemptAt && message.attempts > 0 && (
                      <span>
                        {t.nextAttempt} {formatDateTime(message.nextAttemptAt)}
                      </span>
                    )}
                  </p>
                  {message.lastError && message.status !== "sent" && (
                    <p className="break-words rounded-md bg-promo/5 px-3 py-2 font-mono text-xs text-promo">
                      {t.error} : {message.lastError}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          href={(target) => withQuery("/gestion/e-mails", { status, page: target })}
        />
      </div>
    </>
  );
}
