import type { Locale } from "@shop/domain/constants";

/** What a form or a toast says when a call fails without the API's own message (`apiError()`), per language. */
export const API_ERROR_TEXTS: Record<Locale, { network: string; unknown: string }> = {
  fr: {
    network: "Connexion impossible. Vérifiez votre réseau et réessayez.",
    unknown: "Une erreur est survenue. Veuillez réessayer.",
  },
  ar: {
    network: "تعذّر الاتصال. تحقّق من اتصالك بالشبكة وأعد المحاولة.",
    unknown: "حدث خطأ ما. يُرجى إعادة المحاولة.",
  },
};
