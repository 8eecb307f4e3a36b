import type { Locale } from "@shop/domain/constants";
import type { Queryable } from "../../db/client.js";
import { mailOutbox, type MAIL_KINDS } from "../../db/schema.js";

export type MailKind = (typeof MAIL_KINDS)[number];

export type OutgoingMail = {
  recipient: string;
  subject: string;
  html: string;
  text: string;
  language: Locale;
  kind: MailKind;
  orderId?: string | null;
};

/**
 * A bare address, nothing a header could be bent with: no spaces, no control characters (a line break would
 * start a header of its own, a Bcc), no angle brackets, commas or quotes (a second recipient, a display name).
 */
const ADDRESS_PART = String.raw`[^\s<>(),;:"\\\u0000-\u001f\u007f@]+`;
const SAFE_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, "u");

export class UnsafeRecipientError extends Error {
  constructor(recipient: string) {
    super(`refused recipient address ${JSON.stringify(recipient.slice(0, 80))}`);
    this.name = "UnsafeRecipientError";
  }
}

export const isSafeRecipient = (address: string) => address.length <= 254 && SAFE_ADDRESS.test(address);

/** The address as it may go in a To header; throws on anything else (never silently "cleaned"). */
export function safeRecipient(address: string): string {
  if (!isSafeRecipient(address)) throw new UnsafeRecipientError(address);
  return address;
}

/** A subject on one line: line breaks and other control characters folded into spaces, at most 200 characters. */
export function oneLineSubject(subject: string): string {
  return (
    subject
      // eslint-disable-next-line no-control-regex -- folding control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/gu, " ")
      .replace(/\s+/gu, " ")
      .trim()
      .slice(0, 200)
  );
}

/**
 * Writes a message to the outbox in the caller's transaction: it is sent only if what caused it commits, and it
 * waits there while mail is down or not configured. Returns its id.
 */
export async function queueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      recipient: safeRecipient(mail.recipient),
      subject: oneLineSubject(mail.subject),
      html: mail.html,
      text: mail.text,
      language: mail.language,
      kind: mail.kind,
      orderId: mail.orderId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
