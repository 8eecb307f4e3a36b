import {
  MAIL_STATUSES,
  type MailList,
  type MailListQuery,
  type MailMessage,
  type MailStatus,
  type MailSummary,
} from "@shop/domain/contract/admin-mail";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";

type Row = Omit<MailSummary, "createdAt" | "sentAt" | "failedAt" | "nextAttemptAt"> & {
  createdAt: string | Date;
  sentAt: string | Date | null;
  failedAt: string | Date | null;
  nextAttemptAt: string | Date | null;
};

const STATUS = sql.raw(
  `case when m.sent_at is not null then 'sent' when m.failed_at is not null then 'failed' else 'waiting' end`,
);
const COLUMNS = sql`m.id, m.recipient, m.subject, m.kind, m.language, ${STATUS} as status, m.attempts,
  m.last_error as "lastError", m.order_id as "orderId", o.number as "orderNumber", m.created_at as "createdAt",
  m.sent_at as "sentAt", m.failed_at as "failedAt",
  case when m.sent_at is null and m.failed_at is null then m.next_attempt_at end as "nextAttemptAt"`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const toSummary = (row: Row): MailSummary => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  sentAt: iso(row.sentAt),
  failedAt: iso(row.failedAt),
  nextAttemptAt: iso(row.nextAttemptAt),
});

const STATUS_CONDITIONS: Record<MailStatus, SQL> = {
  waiting: sql`m.sent_at is null and m.failed_at is null`,
  sent: sql`m.sent_at is not null`,
  failed: sql`m.failed_at is not null`,
};

/** A page of the outbox, newest first, with how many messages wait, went out and failed. */
export async function listOutbox(db: Queryable, query: MailListQuery, sending: boolean): Promise<MailList> {
  const where = query.status ? STATUS_CONDITIONS[query.status] : sql`true`;
  const [rows, totals] = await Promise.all([
    db.execute<Row>(sql`
      select ${COLUMNS} from mail_outbox m left join orders o on o.id = m.order_id
       where ${where} order by m.created_at desc, m.id desc
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ status: MailStatus; n: number }>(sql`
      select ${STATUS} as status, count(*)::int as n from mail_outbox m group by 1`),
  ]);
  const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
  for (const row of totals.rows) counts[row.status] = row.n;
  return {
    messages: rows.rows.map(toSummary),
    total: query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
    sending,
  };
}

/** One message of the outbox with both its parts, as it goes out. */
export async function getOutboxMessage(db: Queryable, id: number): Promise<MailMessage> {
  const found = await db.execute<Row & { html: string; text: string }>(sql`
    select ${COLUMNS}, m.html, m.text from mail_outbox m left join orders o on o.id = m.order_id where m.id = ${id}`);
  const row = found.rows[0];
  if (!row) throw notFound("Cet e-mail n’existe pas");
  return { ...toSummary(row), html: row.html, text: row.text };
}
