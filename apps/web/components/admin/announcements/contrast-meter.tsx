import { CONTRAST_AA, contrastRatio, formatContrast } from "@shop/domain/contrast";
import { getAdminAnnouncementsMessages } from "@/messages/admin";

/**
 * The contrast of the chosen colours as they are picked (`contrastRatio`, the rule the API applies on save): the
 * ratio, then « lisible » or the warning below 4.5:1, announced politely as it changes.
 */
export function ContrastMeter({ textColor, bgColor, id }: { textColor: string; bgColor: string; id?: string }) {
  const t = getAdminAnnouncementsMessages().form;
  const ratio = contrastRatio(textColor, bgColor);
  if (ratio === undefined) return null;
  const low = ratio < CONTRAST_AA;
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      data-contrast={formatContrast(ratio)}
      className={`rounded-md border px-3 py-2 text-xs ${low ? "border-promo/30 bg-promo/10 font-semibold text-promo" : "border-success/30 bg-success/10 text-success"}`}
    >
      <span className="font-bold tabular-nums">{t.contrast(formatContrast(ratio))}</span>
      {" · "}
      {low ? t.contrastLow : t.contrastGood}
    </p>
  );
}

