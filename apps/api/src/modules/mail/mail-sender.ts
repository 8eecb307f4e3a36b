import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { Mailer } from "./smtp-mailer.js";

export type SendOptions = {
  /** Attempts after which a message is marked failed. */
  maxAttempts: number;
  /** Seconds a process holds a message it is sending before another may take it (it died meanwhile). */
  leaseSeconds?: number;
  /** Seconds before the next attempt after the n-th failed one. */
  retryAfterSeconds?: (attempts: number) => number;
  /** Messages sent per run at most. */
  batch?: number;
};

/** What one run did; `lastError` is the last failure's, for the log. */
export type SendReport = { sent: number; retried: number; failed: number; lastError?: string };

/** 30 s, 1 min, 2 min… doubling up to an hour between attempts. */
export const backoffSeconds = (attempts: number) => Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));

type Claimed = {
  id: number;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  language: string;
  attempts: number;
};

/** An SMTP error that says nothing about this message: the server is down or unreachable, the next ones would fail. */
const serverUnreachable = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  "code" in error &&
  ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED"].includes(String(error.code));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the messages due in the outbox, one at a time. Each is claimed by one statement: `for update skip locked`
 * hands it to one process only, and moving its `next_attempt_at` a lease ahead keeps every other process off it
 * while this one talks to the SMTP server outside any transaction (no row stays locked during a slow send). A
 * message is marked sent once the server accepted it; a failure is retried later with backoff, and marked failed
 * at `maxAttempts`. When the server cannot be reached at all the run stops there: an outage costs each message
 * one attempt per run at most, and the messages wait (nothing is lost). A process that dies between the server's
 * acceptance and the mark leaves the message to be sent again after the lease: at least once, never lost.
 */
export async function sendDueMail(db: Db, mailer: Mailer, options: SendOptions): Promise<SendReport> {
  const lease = options.leaseSeconds ?? 120;
  const retryAfter = options.retryAfterSeconds ?? backoffSeconds;
  const report: SendReport = { sent: 0, retried: 0, failed: 0 };
  // A message that failed in this run waits for the next run, even when it is due again at once.
  const tried: number[] = [];
  for (let count = 0; count < (options.batch ?? 100); count += 1) {
    const claimed = await db.execute<Claimed>(sql`
      update mail_outbox
         set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${lease})
       where id = (select id from mail_outbox
                    where sent_at is null and failed_at is null and next_attempt_at <= now()
                      and id <> all(${`{${tried.join(",")}}`}::int[])
                    order by next_attempt_at, id limit 1 for update skip locked)
      returning id, recipient, subject, html, text, language, attempts`);
    const mail = claimed.rows[0];
    if (!mail) return report;
    tried.push(mail.id);
    try {
      await mailer.send(mail);
      await db.execute(sql`update mail_outbox set sent_at = now(), last_error = null where id = ${mail.id}`);
      report.sent += 1;
    } catch (error) {
      report.lastError = describe(error);
      if (mail.attempts >= options.maxAttempts) {
        await db.execute(sql`
          update mail_outbox set failed_at = now(), last_error = ${describe(error)} where id = ${mail.id}`);
        report.failed += 1;
      } else {
        await db.execute(sql`
          update mail_outbox
             set next_attempt_at = now() + make_interval(secs => ${retryAfter(mail.attempts)}), last_error = ${describe(error)}
           where id = ${mail.id}`);
        report.retried += 1;
      }
      if (serverUnreachable(error)) return report;
    }
  }
  return report;
}
