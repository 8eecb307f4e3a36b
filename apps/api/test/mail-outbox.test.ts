import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { mailOutbox } from "../src/db/schema.js";
import { sendDueMail } from "../src/modules/mail/mail-sender.js";
import { queueMail, UnsafeRecipientError } from "../src/modules/mail/outbox.js";
import { createSmtpMailer } from "../src/modules/mail/smtp-mailer.js";
import { createTestApp } from "./database.js";
import { SmtpCatcher } from "./support/smtp-catcher.js";
import { uniqueEmail } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";

const { app, db, config } = await createTestApp();
const FROM = "Rafale <commandes@rafale.dz>";
const now = { maxAttempts: 5, retryAfterSeconds: () => 0 };

const queue = (recipient: string, subject = "Votre commande n° 1042") =>
  queueMail(db, {
    recipient,
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    language: "fr",
    kind: "order-placed",
  });

const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

async function waitFor(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting for ${what}`);
}

describe("the mail outbox", () => {
  it("keeps every message through an SMTP outage and delivers each once when the server is back", async () => {
    const catcher = new SmtpCatcher(2540);
    const mailer = createSmtpMailer(catcher.url, FROM);
    const recipients = [uniqueEmail("panne"), uniqueEmail("panne"), uniqueEmail("panne")];
    const ids = [];
    for (const recipient of recipients) ids.push(await queue(recipient));

    // The server is down: nothing is lost, each message waits with the error.
    const down = await sendDueMail(db, mailer, now);
    expect(down.sent).toBe(0);
    const waiting = await rowOf(ids[0]!);
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    await catcher.start();
    try {
      expect((await sendDueMail(db, mailer, now)).sent).toBe(3);
      expect((await sendDueMail(db, mailer, now)).sent).toBe(0);
      for (const recipient of recipients) expect(catcher.to(recipient)).toHaveLength(1);
      expect(catcher.to(recipients[0]!)[0]).toMatchObject({
        subject: "Votre commande n° 1042",
        text: "Votre commande n° 1042",
      });
      for (const id of ids) expect((await rowOf(id)).sentAt).not.toBeNull();
    } finally {
      mailer.close();
      await catcher.stop();
    }
  });

  it("sends each message once when two API processes send from the same outbox", async () => {
    const catcher = await new SmtpCatcher(2541).start();
    const recipients = Array.from({ length: 24 }, () => uniqueEmail("deux"));
    for (const recipient of recipients) await queue(recipient);
    // Two API processes, each with its own connections and its own mail job, every second.
    const processes = await Promise.all(
      [0, 1].map(async () => {
        const database = connect(config.DATABASE_URL, 4);
        const app = await buildApp({
          config: { ...config, SMTP_URL: catcher.url, MAIL_SEND_SECONDS: 1 },
          database,
        });
        await app.ready();
        return { app, database };
      }),
    );
    try {
      await waitFor(() => recipients.every((recipient) => catcher.to(recipient).length > 0), "every message");
      // One more round of both jobs sends nothing again.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const recipient of recipients) expect(catcher.to(recipient)).toHaveLength(1);
    } finally {
      for (const { app, database } of processes) {
        await app.close();
        await database.pool.end();
      }
      await catcher.stop();
    }
  });

  it("also when two senders run at the very same moment", async () => {
    const catcher = await new SmtpCatcher(2542).start();
    const recipients = Array.from({ length: 30 }, () => uniqueEmail("course"));
    for (const recipient of recipients) await queue(recipient);
    const senders = [0, 1, 2].map(() => ({
      database: connect(config.DATABASE_URL, 2),
      mailer: createSmtpMailer(catcher.url, FROM),
    }));
    try {
      const reports = await Promise.all(
        senders.map(({ database, mailer }) => sendDueMail(database.db, mailer, now)),
      );
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeGreaterThanOrEqual(30);
      for (const recipient of recipients) expect(catcher.to(recipient)).toHaveLength(1);
    } finally {
      for (const { database, mailer } of senders) {
        mailer.close();
        await database.pool.end();
      }
      await catcher.stop();
    }
  });

  it("marks a message that keeps failing, with the server's answer, and still sends the others", async () => {
    const catcher = await new SmtpCatcher(2543).start();
    const mailer = createSmtpMailer(catcher.url, FROM);
    const refused = uniqueEmail("refuse");
    const fine = uniqueEmail("ok");
    catcher.refuse.add(refused);
    const bad = await queue(refused);
    const good = await queue(fine);
    try {
      const options = { maxAttempts: 3, retryAfterSeconds: () => 0 };
      await sendDueMail(db, mailer, options);
      expect(catcher.to(fine)).toHaveLength(1);
      expect(await rowOf(bad)).toMatchObject({ attempts: 1, failedAt: null, sentAt: null });
      await sendDueMail(db, mailer, options);
      await sendDueMail(db, mailer, options);
      const failed = await rowOf(bad);
      expect(failed.failedAt).not.toBeNull();
      expect(failed.attempts).toBe(3);
      expect(failed.lastError).toMatch(/550/);
      // Marked: no further attempt.
      await sendDueMail(db, mailer, options);
      expect((await rowOf(bad)).attempts).toBe(3);
      expect((await rowOf(good)).sentAt).not.toBeNull();
      expect(catcher.to(refused)).toHaveLength(0);
    } finally {
      mailer.close();
      await catcher.stop();
    }
  });

  it("waits between attempts, longer after each failure", async () => {
    const mailer = createSmtpMailer("smtp://127.0.0.1:2544", FROM);
    const id = await queue(uniqueEmail("attente"));
    try {
      await sendDueMail(db, mailer, { maxAttempts: 5 });
      const first = await db.execute<{ wait: number }>(
        sql`select extract(epoch from next_attempt_at - now())::int as wait from mail_outbox where id = ${id}`,
      );
      expect(first.rows[0]!.wait).toBeGreaterThan(20);
      expect((await sendDueMail(db, mailer, { maxAttempts: 5 })).retried).toBe(0);
    } finally {
      mailer.close();
    }
  });

  it("makes header injection impossible: a line break in an address is refused, in a subject folded", async () => {
    await expect(queue("client@exemple.dz\r\nBcc: espion@exemple.dz")).rejects.toBeInstanceOf(
      UnsafeRecipientError,
    );
    await expect(queue("Espion <client@exemple.dz>")).rejects.toBeInstanceOf(UnsafeRecipientError);
    await expect(queue("client@exemple.dz, espion@exemple.dz")).rejects.toBeInstanceOf(UnsafeRecipientError);
    const catcher = await new SmtpCatcher(2545).start();
    const mailer = createSmtpMailer(catcher.url, FROM);
    const recipient = uniqueEmail("entete");
    await queue(recipient, "Commande\r\nBcc: espion@exemple.dz\r\n\r\n<b>faux corps</b>");
    try {
      await sendDueMail(db, mailer, now);
      const [mail] = catcher.to(recipient);
      expect(mail?.subject).toBe("Commande Bcc: espion@exemple.dz <b>faux corps</b>");
      expect(mail?.parsed.headers.has("bcc")).toBe(false);
      expect(mail?.raw.split("\r\n\r\n")[0]).not.toMatch(/^bcc:/im);
      expect(catcher.received.some((caught) => caught.to === "espion@exemple.dz")).toBe(false);
    } finally {
      mailer.close();
      await catcher.stop();
    }
  });

  it("shows the owner every message, waiting, sent or failed with its error, and each as it goes out", async () => {
    const owner = await signedInStaff(app, db, "owner");
    const waiting = await queue(uniqueEmail("attend"), "Une commande qui attend");
    const list = await owner.get("/api/admin/mail?pageSize=100");
    expect(list.status).toBe(200);
    // This API has no SMTP_URL: it says it does not send, and its messages wait.
    expect(list.body.sending).toBe(false);
    expect(list.body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(list.body.counts.sent).toBeGreaterThanOrEqual(3);
    const failed = await owner.get("/api/admin/mail?status=failed");
    expect(failed.body.messages[0]).toMatchObject({ status: "failed", attempts: 3, lastError: expect.stringMatching(/550/) });
    const shown = list.body.messages.find((message: { id: number }) => message.id === waiting);
    expect(shown).toMatchObject({ status: "waiting", subject: "Une commande qui attend", kind: "order-placed", attempts: 0 });
    const one = await owner.get(`/api/admin/mail/${waiting}`);
    expect(one.body).toMatchObject({ html: "<p>Une commande qui attend</p>", text: "Une commande qui attend" });
    expect((await owner.get("/api/admin/mail/999999")).status).toBe(404);
  });
});
