import { LocaleLink } from "@/components/ui/locale-link";
import { useChromeMessages } from "@/lib/locale/context";
import { categoryHref, isRedFeatured, type MenuCategory } from "./category-links";

/** Two second-level category ids whose column starts lower in the desktop panel (spec §2). */
const SPACED_CHILD_IDS: readonly number[] = [12, 40];
const spaced = (id: number) => (SPACED_CHILD_IDS.includes(id) ? "mt-5" : "");

/** One entry of a child column: a link, or a bold heading when the category is not clickable. */
function Entry({ node, onNavigate }: { node: MenuCategory; onNavigate: () => void }) {
  if (!node.isClickable) {
    return <p className={`pt-2 text-sm font-bold text-ink first:pt-0 ${spaced(node.id)}`}>{node.title}</p>;
  }
  return (
    <LocaleLink href={categoryHref(node)} onClick={onNavigate} className={`block text-sm text-grey-700 hover:text-ink hover:underline ${spaced(node.id)}`}>
      {node.title}
    </LocaleLink>
  );
}

/** The hover panel of a top-level category: featured links, then a column per child category. */
export function DesktopMenuPanel({ category, onNavigate }: { category: MenuCategory; onNavigate: () => void }) {
  const t = useChromeMessages().menu;
  return (
    <div className="container-shop grid grid-cols-[12rem_1fr] gap-10 py-8 xl:grid-cols-[14rem_1fr]">
      <div>
        <p className="text-xs font-bold uppercase tracking-widest text-grey-600">{t.featured}</p>
        <ul className="mt-4 space-y-3">
          {category.featured.map((featured) => (
            <li key={featured.id}>
              <LocaleLink
                href={categoryHref(featured)}
                onClick={onNavigate}
                className={`text-base font-bold hover:underline ${isRedFeatured(featured) ? "text-promo" : "text-ink"}`}
              >
                {featured.title}
              </LocaleLink>
            </li>
          ))}
          <li>
            <LocaleLink href={categoryHref(category)} onClick={onNavigate} className="text-base font-bold text-ink hover:underline">
              {t.discover} {category.title}
            </LocaleLink>
          </li>
        </ul>
      </div>
      <div className="grid grid-cols-3 gap-8 xl:grid-cols-4">
        {category.children.map((child) => (
          <div key={child.id} className={spaced(child.id)}>
            {child.isClickable ? (
              <LocaleLink
                href={categoryHref(child)}
                onClick={onNavigate}
                className="text-sm font-black uppercase tracking-wider hover:underline"
              >
                {child.title}
              </LocaleLink>
            ) : (
              <p className="text-sm font-black uppercase tracking-wider">{child.title}</p>
            )}
            <ul className="mt-3 space-y-2">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <Entry node={grandchild} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
