import type { Metadata } from "next";
import Link from "next/link";
import { MESSAGE_STATES, MESSAGE_STATE_LABELS, type MessageList, type MessageState } from "@shop/domain/contract/admin-messages";
import { EmptyState, PageHeader, Pagination, Panel, formatDateTime } from "@/components/admin/admin-ui";
import { MessageStateButtons } from "@/components/admin/messages/message-state-buttons";
import { adminGet, withQuery } from "@/lib/admin/server";
import { getAdminPagesMessages } from "@/messages/admin";

export const metadata: Metadata = { title: getAdminPagesMessages().messages.metaTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const STATE_TONES: Record<MessageState, string> = {
  new: "bg-gold-light text-gold-deep",
  read: "bg-grey-100 text-grey-700",
  answered: "bg-success/10 text-success",
};

/** What shoppers wrote through /contact-us, newest first, by state. */
export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = Array.isArray(params.state) ? params.state[0] : params.state;
  const state = MESSAGE_STATES.find((value) => value === raw);
  const page = Math.max(1, Number(Array.isArray(params.page) ? params.page[0] : params.page) || 1);
  const list = await adminGet<MessageList>("/api/admin/messages", { state, page });
  const t = getAdminPagesMessages().messages;
  const total = MESSAGE_STATES.reduce((sum, value) => sum + (list.counts[value] ?? 0), 0);
  const tabs: { value: MessageState | undefined; label: string; count: number }[] = [
    { value: undefined, label: t.all, count: total },
    ...MESSAGE_STATES.map((value) => ({ value, label: MESSAGE_STATE_LABELS[value], count: list.counts[value] ?? 0 })),
  ];

  return (
    <>
      <PageHeader title={t.title} />
      <div className="grid gap-4">
        <nav aria-label={t.tabsLabel}>
          <ul className="flex flex-wrap gap-1">
            {tabs.map((tab) => (
              <li key={tab.value ?? "all"}>
                <Link
                  href={withQuery("/gestion/messages", { state: tab.value })}
                  aria-current={tab.value === state ? "page" : undefined}
                  className={`flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold ${
                    tab.value === state ? "bg-ink text-white" : "text-grey-700 hover:bg-white"
                  }`}
                >
                  {tab.label}
                  <span className={`rounded-full px-1.5 text-xs ${tab.value === state ? "bg-white/20" : "bg-grey-200"}`}>{tab.count}</span>
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
                <li key={message.id} className="grid gap-2 px-4 py-4 md:px-5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONES[message.state]}`}>
                      {MESSAGE_STATE_LABELS[message.state]}
                    </span>
                    <p className="font-semibold">{message.name ?? message.email}</p>
                    <a href={`mailto:${message.email}`} className="text-sm text-info hover:underline">
                      {message.email}
                    </a>
                    {message.phoneNumber && <span className="text-sm tabular-nums text-grey-600">{message.phoneNumber}</span>}
                    <time dateTime={message.createdAt} className="ms-auto text-xs text-grey-600">
                      {formatDateTime(message.createdAt)}
                    </time>
                  </div>
                  {message.subject && <p className="text-sm font-semibold">{message.subject}</p>}
                  <p className="whitespace-pre-line text-sm text-grey-800">{message.message}</p>
                  <MessageStateButtons id={message.id} state={message.state} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} href={(target) => withQuery("/gestion/messages", { state, page: target })} />
      </div>
    </>
  );
}
