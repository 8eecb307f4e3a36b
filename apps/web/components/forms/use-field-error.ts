import { useEffect, useSyncExternalStore } from "react";
import type { translateMessage } from "@shop/domain/messages-ar";
import { useLocale } from "@/lib/locale/context";

type Translate = typeof translateMessage;

/**
 * The domain's Arabic catalogue, and the French one it reads texts back from, are fetched by the forms of an
 * Arabic page only: a French page shows the schemas' messages as they are written.
 */
let translate: Translate | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadTranslator(): void {
  loading ??= import("@shop/domain/messages-ar").then(
    (module) => {
      translate = module.translateMessage;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // tried again by the next form that mounts
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getTranslator = () => translate;

/**
 * A validation message in the page's language. The forms validate with the schemas of `@shop/domain`, whose
 * messages are the spec's French texts; on an Arabic page they are read back into Arabic by the domain's
 * catalogue (`translateMessage`, the same the API's error handler uses), so the browser and the API show one
 * Arabic text for one rule. The catalogue is fetched when an Arabic form mounts, long before a shopper's input
 * can fail a rule; until it is there a message is not shown rather than shown in French.
 */
export function useFieldError(error: string | undefined): string | undefined {
  const locale = useLocale();
  const translator = useSyncExternalStore(subscribe, getTranslator, getTranslator);
  useEffect(() => {
    if (locale !== "fr") loadTranslator();
  }, [locale]);
  if (!error || locale === "fr") return error;
  return translator ? translator(error, locale) : undefined;
}
