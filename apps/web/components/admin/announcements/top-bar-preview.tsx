import { isolateNumbers } from "@shop/domain/bidi-numbers";
import { safeColour } from "@/components/header/announcements";
import { ARABIC_FONT, arabic } from "../products/bilingual-fields";

/**
 * One line of the storefront's top bar as shoppers see it: its colours, its small bold centred text, two lines at
 * most. In Arabic, right to left with its numbers isolated as the Arabic pages show them (`isolateNumbers`); without
 * an Arabic text, the French one, as the Arabic pages then show it.
 */
export function TopBarPreview({
  text,
  bgColor,
  textColor,
  language,
}: {
  text: string;
  bgColor: string;
  textColor: string;
  language: "fr" | "ar";
}) {
  const rtl = language === "ar";
  return (
    <p
      {...(rtl ? arabic : { lang: "fr" })}
      className="flex min-h-topbar items-center justify-center rounded-md px-4 py-1.5 text-center ring-1 ring-inset ring-black/10 text-xs font-semibold tracking-wide sm:text-sm"
      style={{ backgroundColor: safeColour(bgColor, "#111111"), color: safeColour(textColor, "#ffffff") }}
    >
      <span className={`line-clamp-2 leading-tight ${rtl ? ARABIC_FONT : ""}`}>{rtl ? isolateNumbers(text) : text}</span>
    </p>
  );
}
