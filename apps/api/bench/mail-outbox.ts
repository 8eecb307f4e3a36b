// `npm run bench:mail -w apps/api`: the outbox's sender against a real SMTP server on loopback (smtp-server):
// messages per second with one sender and with four at once on the same outbox, and how many arrived twice
// (must be 0). BENCH_MAIL_MESSAGES (default 1,000) per round; BENCH_DATABASE_URL / TEST_DATABASE_URL or an
// embedded server, database `shop_bench_mail` made for the run and dropped after it.
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { connect } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { sendDueMail } from "../src/modules/mail/mail-sender.js";
import { createSmtpMailer } from "../src/modules/mail/smtp-mailer.js";
import { startBenchServer } from "./bench-database.js";

const count = Number(process.env.BENCH_MAIL_MESSAGES ?? 1000);
const port = Number(process.env.BENCH_SMTP_PORT ?? 2539);

const server = await startBenchServer();
const url = new URL(server.serverUrl);
const admin = new pg.Client({ connectionString: server.serverUrl });
await admin.connect();
await admin.query("drop database if exists shop_bench_mail with (force)");
await admin.query("create database shop_bench_mail");
await admin.end();
url.pathname = "/shop_bench_mail";
const database = connect(url.toString(), 10);
await applyMigrations(database.db);

const received = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  // An SMTP relay in production looks the client up once per connection; here it would only measure the resolver.
  disableReverseLookup: true,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));

const html = `<!doctype html><html lang="fr"><body>${"<p>Votre commande n° 1042 est enregistrée.</p>".repeat(40)}</body></html>`;
async function round(label: string, senders: number) {
  await database.db.execute(sql`
    insert into mail_outbox (recipient, subject, html, text, language, kind)
    select ${label} || '.' || n || '@exemple.dz', 'Commande n° ' || n || ' reçue', ${html}, 'Votre commande est enregistrée.', 'fr', 'order-placed'
      from generate_series(1, ${count}) n`);
  const processes = Array.from({ length: senders }, () => ({
    database: connect(url.toString(), 2),
    mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, "Rafale <commandes@exemple.dz>"),
  }));
  const started = performance.now();
  await Promise.all(
    processes.map(async ({ database: own, mailer }) => {
      while ((await sendDueMail(own.db, mailer, { maxAttempts: 5, batch: 100 })).sent > 0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const { database: own, mailer } of processes) {
    mailer.close();
    await own.pool.end();
  }
  const mine = [...received].filter(([address]) => address.startsWith(`${label}.`));
  const twice = mine.filter(([, times]) => times > 1).length;
  console.log(
    `${senders} expéditeur(s) : ${mine.length} / ${count} e-mails reçus en ${seconds.toFixed(1)} s ` +
      `(${Math.round(mine.length / seconds)} par seconde), reçus deux fois : ${twice}`,
  );
}

try {
  await round("un", 1);
  await round("quatre", 4);
} finally {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.pool.end();
  const cleanup = new pg.Client({ connectionString: server.serverUrl });
  await cleanup.connect();
  await cleanup.query("drop database if exists shop_bench_mail with (force)");
  await cleanup.end();
  await server.stop();
}
