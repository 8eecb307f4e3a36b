import { translateMessage } from "@shop/domain/messages-ar";
import { useLocale } from "@/lib/locale/context";

/**
 * A validation message in the page's language. The forms validate with the schemas of `@shop/domain`, whose
 * messages are the spec's French texts; on an Arabic page they are read back into Arabic by the domain's
 * catalogue (`translateMessage`, the same the API's error handler uses), so the browser and the API show one
 * Arabic text for one rule.
 */
export function useFieldError(error: string | undefined): string | undefined {
  const locale = useLocale();
  return error && translateMessage(error, locale);
}
