import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { schedulePeriodic, type PeriodicJob } from "../lib/periodic-job.js";
import { sendDueMail } from "../modules/mail/mail-sender.js";
import { mailFrom, setMailSettings } from "../modules/mail/mail-settings.js";
import { createSmtpMailer } from "../modules/mail/smtp-mailer.js";

/**
 * The outbox's sender: with `SMTP_URL`, every MAIL_SEND_SECONDS each API process sends what is due (each message
 * taken by one process only, decision 0072); without it, messages wait in the outbox and show in the back office.
 */
async function mailSenderPlugin(app: FastifyInstance) {
  const { config } = app;
  setMailSettings(config);
  if (!config.SMTP_URL) return;
  const mailer = createSmtpMailer(config.SMTP_URL, mailFrom(config));
  let job: PeriodicJob | undefined;
  app.addHook("onReady", async () => {
    job = schedulePeriodic(
      async () => {
        const report = await sendDueMail(app.db, mailer, { maxAttempts: config.MAIL_MAX_ATTEMPTS });
        if (report.retried > 0 || report.failed > 0) app.log.warn(report, "some e-mails could not be sent");
      },
      {
        everyMs: config.MAIL_SEND_SECONDS * 1000,
        firstAfterMs: Math.min(config.MAIL_SEND_SECONDS * 1000, 2_000),
        onError: (error) => app.log.error({ err: error }, "mail job failed"),
      },
    );
  });
  app.addHook("onClose", async () => {
    await job?.stop();
    mailer.close();
  });
}

export const mailSender = fp(mailSenderPlugin, { name: "mail-sender" });
