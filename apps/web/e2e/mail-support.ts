/** What the run's SMTP server received (scripts/smtp-catcher.mjs writes one JSON line per e-mail). */
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

export type CaughtMail = { to: string; subject: string; text: string; html: string; language: string | null };

function received(): CaughtMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error("E2E_MAIL_FILE is not set: run the journeys through `npm test -- e2e`");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** The e-mails to `address` whose subject matches, once at least `count` of them arrived (the job sends every second). */
export async function mailsTo(address: string, subject: RegExp, count = 1): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      () => {
        mails = received().filter((mail) => mail.to === address && subject.test(mail.subject));
        return mails.length;
      },
      { timeout: 30_000, message: `an e-mail to ${address} matching ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The link of an e-mail's text part that starts with `prefix`, made relative to the shop's address. */
export function linkIn(mail: CaughtMail, path: RegExp): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => path.test(new URL(candidate).pathname));
  if (!url) throw new Error(`no link to ${path} in ${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
