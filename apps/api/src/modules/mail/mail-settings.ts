import type { Config } from "../../config.js";

/** What every e-mail needs of the shop: where its pages are (links, pictures) and its name. */
export type MailSettings = { publicUrl: string; brandName: string };

let current: MailSettings = { publicUrl: "http://localhost:3000", brandName: "Rafale" };

/**
 * Set once by the API at start from its configuration. The e-mails are written deep inside the transactions of
 * orders (a job's cancellation, a courier's file), which would otherwise all carry these two settings along.
 */
export function setMailSettings(config: Pick<Config, "PUBLIC_URL" | "BRAND_NAME">): void {
  current = { publicUrl: config.PUBLIC_URL.replace(/\/+$/, ""), brandName: config.BRAND_NAME };
}

export const mailSettings = (): MailSettings => current;

/** The sender of the shop's mail: MAIL_FROM, or the brand at the public address's host. */
export function mailFrom(config: Pick<Config, "MAIL_FROM" | "PUBLIC_URL" | "BRAND_NAME">): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = new URL(config.PUBLIC_URL).hostname;
  const domain = host.includes(".") ? host : `${host}.localdomain`;
  const name = config.BRAND_NAME.replace(/[\r\n"<>\\]/g, " ").trim();
  return `"${name}" <ne-pas-repondre@${domain}>`;
}
