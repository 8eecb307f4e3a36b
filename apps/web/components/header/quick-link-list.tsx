import { LocaleLink } from "@/components/ui/locale-link";
import type { QuickLink } from "./quick-links";
import { useChromeMessages } from "@/lib/locale/context";

/** The quick links as a list; the external returns portal opens in a new tab and says so. */
export function QuickLinkList({
  links,
  onNavigate,
  linkClassName,
}: {
  links: QuickLink[];
  onNavigate: () => void;
  linkClassName: string;
}) {
  const newTab = useChromeMessages().accountMenu.newTab;
  return (
    <ul>
      {links.map((link) => (
        <li key={link.title}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={linkClassName}>
              {link.title}
              <span className="sr-only"> {newTab}</span>
            </a>
          ) : (
            <LocaleLink href={link.href} onClick={onNavigate} className={linkClassName}>
              {link.title}
            </LocaleLink>
          )}
        </li>
      ))}
    </ul>
  );
}
