import { LocaleLink } from "@/components/ui/locale-link";
import type { CategoryWithParents } from "@shop/domain/contract/catalog";
import { categoryChain, categoryPath } from "@/lib/catalog/category-path";

/** Categories as chips reading « Homme › Chaussures », each a link to its page. */
export function CategoryChips({ categories, label }: { categories: CategoryWithParents[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <LocaleLink
            href={categoryPath(category)}
            className="inline-flex h-10 items-center gap-1.5 rounded-full border border-grey-300 px-4 text-sm transition-colors hover:border-ink hover:bg-ink hover:text-white"
          >
            {categoryChain(category).map((link, index, chain) => (
              <span key={link.id} className={index === chain.length - 1 ? "font-semibold" : undefined}>
                {link.title}
                {index < chain.length - 1 && (
                  <span aria-hidden="true" className="ms-1.5 opacity-60">
                    ›
                  </span>
                )}
              </span>
            ))}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
