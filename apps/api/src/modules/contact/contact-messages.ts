import type { Contact } from "@shop/domain/contract/contact";
import { MESSAGE_STATES, type ContactMessage, type MessageList, type MessageListQuery, type MessageState } from "@shop/domain/contract/admin-messages";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { contactMessages } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";

const toMessage = (row: typeof contactMessages.$inferSelect): ContactMessage => ({
  id: row.id,
  email: row.email,
  name: row.name,
  phoneNumber: row.phoneNumber,
  subject: row.subject,
  message: row.message,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function storeContactMessage(db: Queryable, contact: Contact): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      email: contact.email,
      message: contact.message,
      name: contact.name ?? null,
      subject: contact.subject ?? null,
      phoneNumber: contact.phoneNumber ?? null,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** A page of messages, newest first, with how many there are in each state. */
export async function listContactMessages(db: Queryable, query: MessageListQuery): Promise<MessageList> {
  const where = query.state ? eq(contactMessages.state, query.state) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ state: contactMessages.state, n: count() }).from(contactMessages).groupBy(contactMessages.state),
  ]);
  const counts = Object.fromEntries(MESSAGE_STATES.map((state) => [state, 0])) as Record<MessageState, number>;
  for (const row of totals) counts[row.state] = row.n;
  return {
    messages: rows.map(toMessage),
    total: query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

export async function setMessageState(db: Queryable, id: number, state: MessageState): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound("Ce message n’existe pas");
  return toMessage(row);
}
