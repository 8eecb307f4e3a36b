import { LocaleLink } from "@/components/ui/locale-link";
import { ChevronEndIcon, ChevronStartIcon } from "@/components/ui/icons-later";
import { useChromeMessages } from "@/lib/locale/context";
import { categoryHref, hasSubmenu, isRedFeatured, type MenuCategory } from "./category-links";

const rowClass = "flex w-full items-center justify-between gap-3 border-b border-grey-100 px-5 py-4 text-start";

/** A category row: a button that drills down when it has sub-categories, else a link. */
export function CategoryRow({
  node,
  onOpen,
  onNavigate,
  strong = false,
}: {
  node: MenuCategory;
  onOpen: (node: MenuCategory) => void;
  onNavigate: () => void;
  strong?: boolean;
}) {
  const t = useChromeMessages().menu;
  const label = strong ? "text-base font-bold uppercase tracking-wide" : "text-base";
  if (hasSubmenu(node)) {
    return (
      <button type="button" className={rowClass} onClick={() => onOpen(node)} aria-label={t.open(node.title)}>
        <span className={label}>{node.title}</span>
        <ChevronEndIcon />
      </button>
    );
  }
  if (!node.isClickable) {
    return <p className={`${rowClass} text-sm font-bold`}>{node.title}</p>;
  }
  return (
    <LocaleLink href={categoryHref(node)} onClick={onNavigate} className={`${rowClass} ${label}`}>
      {node.title}
    </LocaleLink>
  );
}

/** A drilled-down category: back arrow, featured links, child entries and 'Découvrir' (spec §2). */
export function CategoryPanel({
  node,
  onBack,
  onOpen,
  onNavigate,
}: {
  node: MenuCategory;
  onBack: () => void;
  onOpen: (node: MenuCategory) => void;
  onNavigate: () => void;
}) {
  const t = useChromeMessages().menu;
  return (
    <div>
      <div className="flex items-center gap-2 border-b border-grey-200 px-2 py-2">
        <button
          type="button"
          onClick={onBack}
          data-menu-back
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100"
          aria-label={t.back}
        >
          <ChevronStartIcon className="size-6" />
        </button>
        <h2 className="text-lg font-black uppercase tracking-tight">{node.title}</h2>
      </div>
      {node.featured.length > 0 && (
        <ul className="border-b border-grey-200 px-5 py-3">
          {node.featured.map((featured) => (
            <li key={featured.id}>
              <LocaleLink
                href={categoryHref(featured)}
                onClick={onNavigate}
                className={`block py-2 text-base font-bold ${isRedFeatured(featured) ? "text-promo" : "text-ink"}`}
              >
                {featured.title}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
      <ul>
        {node.children.map((child) => (
          <li key={child.id}>
            <CategoryRow node={child} onOpen={onOpen} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {node.isClickable && (
        <LocaleLink
          href={categoryHref(node)}
          onClick={onNavigate}
          className="m-5 flex min-h-12 items-center justify-center bg-ink px-6 text-sm font-bold uppercase tracking-wider text-white"
        >
          {t.discover}
        </LocaleLink>
      )}
    </div>
  );
}
