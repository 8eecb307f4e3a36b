import { MAIL_STATUS_LABELS, type MailStatus } from "@shop/domain/contract/admin-mail";

const TONES: Record<MailStatus, string> = {
  waiting: "bg-gold-light text-gold-deep",
  sent: "bg-success/10 text-success",
  failed: "bg-promo/10 text-promo",
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>{MAIL_STATUS_LABELS[status]}</span>
  );
}
