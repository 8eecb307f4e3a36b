import type { ReactNode } from "react";
import { JourneyTexts } from "@/lib/locale/journey-texts";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";

/** The account pages' forms and lists read the journey's texts, in the page's language. */
export default async function AccountLayout({ children, params }: { children: ReactNode } & LocaleParams) {
  await enterLocale(params);
  return <JourneyTexts>{children}</JourneyTexts>;
}
