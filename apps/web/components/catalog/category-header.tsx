import { LocaleLink } from "@/components/ui/locale-link";
import type { CategoryDetail } from "@shop/domain/contract/catalog";
import { categoryChain, categoryPath } from "@/lib/catalog/category-path";
import { getCatalogMessages } from "@/messages/catalog";

/**
 * The category's title (its parents above it, so « Running » reads « Homme · Chaussures ») and links to its featured selections (Promos in red) and clickable sub-categories.
 */
export function CategoryHeader({ category }: { category: CategoryDetail }) {
  const t = getCatalogMessages().listing;
  const parents = categoryChain(category).slice(0, -1);
  const path = categoryPath(category);
  const links = [
    ...category.featured.map((node) => ({ node, featured: true })),
    ...category.children.filter((node) => node.isClickable).map((node) => ({ node, featured: false })),
  ];

  return (
    <header className="mt-6">
      {parents.length > 0 && (
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">
          {parents.map((link) => link.title).join(" · ")}
        </p>
      )}
      <h1 className="mt-2 text-3xl font-black uppercase tracking-tight md:text-5xl">{category.title}</h1>
      {links.length > 0 && (
        <nav aria-label={t.subcategories} className="-mx-4 mt-5 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex gap-2 md:flex-wrap">
            {links.map(({ node, featured }) => (
              <li key={node.id} className="shrink-0">
                <LocaleLink
                  href={`${path}/${node.slug}`}
                  className={`inline-flex h-9 items-center rounded-full border px-4 text-xs font-semibold transition-colors hover:border-ink hover:bg-ink hover:text-white ${
                    featured && /promo|last chance/i.test(node.title) ? "border-promo text-promo" : "border-grey-300"
                  }`}
                >
                  {node.title}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
