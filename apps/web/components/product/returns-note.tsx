import { LocaleLink } from "@/components/ui/locale-link";
import { getHelpMessages } from "@/messages/fr-help";

/** Articles the returns page excludes for hygiene (« sous-vêtements, chaussettes »), unless faulty. */
const NOT_RETURNABLE = new Set(["Chaussettes"]);

/**
 * The returns policy in one line under 'Ajouter au panier', as the returns page states it (14 days, free size
 * exchange; socks neither returned nor exchanged), with a link to that page.
 */
export function ReturnsNote({ articleType }: { articleType: string }) {
  // Server-only strings, beside the returns page's own: none of it travels in the page's JavaScript.
  const t = getHelpMessages().returnsLine;
  return (
    <p className="mt-1 flex items-start gap-2 text-xs leading-5 text-grey-700" data-testid="returns-note">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
      >
        <path d="M4 9h11a5 5 0 0 1 0 10H9M4 9l4-4M4 9l4 4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        {NOT_RETURNABLE.has(articleType) ? t.hygiene : t.text} ·{" "}
        <LocaleLink href="/help/retour" className="font-semibold text-ink underline underline-offset-4">
          {t.link}
        </LocaleLink>
      </span>
    </p>
  );
}
