import nodemailer from "nodemailer";
import { safeRecipient, oneLineSubject } from "./outbox.js";

export type MailToSend = { recipient: string; subject: string; html: string; text: string; language: string };

export type Mailer = { send: (mail: MailToSend) => Promise<void>; close: () => void };

/**
 * Sends through the SMTP server of `SMTP_URL` with nodemailer, which writes the MIME message (both parts,
 * encoded headers). The recipient and subject are checked again here: a row written by hand or by an older
 * version never reaches a header with a line break. Nodemailer never reads a file or an address from the message.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open and reused from message to message (a new one per message costs a TCP and SMTP
    // handshake, TLS too with smtps), closed when the API stops.
    pool: true,
    maxConnections: 1,
    // Bounded waits: a silent server must not hold the job (and its lease) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: safeRecipient(mail.recipient),
        subject: oneLineSubject(mail.subject),
        html: mail.html,
        text: mail.text,
        headers: { "Content-Language": mail.language === "ar" ? "ar" : "fr" },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
