import type { ReactNode } from "react";
import { JourneyTexts } from "@/lib/locale/journey-texts";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";

/** The order's confirmation and detail read the journey's texts, in the page's language. */
export default async function OrderLayout({ children, params }: { children: ReactNode } & LocaleParams) {
  await enterLocale(params);
  return <JourneyTexts>{children}</JourneyTexts>;
}
