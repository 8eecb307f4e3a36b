import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import { ArrowIcon } from "@/components/ui/icons";
import type { CategoryNode } from "@shop/domain/contract/catalog";
import { getCatalogMessages } from "@/messages/catalog";

export type CategoryTile = { category: CategoryNode; image: string | null };

/** Two tiles a row on phones, four from lg: each tile is as wide as a quarter of the container at most. */
const TILE_SIZES = "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, 48vw";

/** The top-level categories as picture tiles, each pictured by one of its products. */
export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  const t = getCatalogMessages().home;

  return (
    <section aria-labelledby="categories-title" className="container-shop mt-14 lg:mt-20">
      <h2 id="categories-title" className="text-2xl font-black uppercase tracking-tight lg:text-3xl">
        {t.categoriesTitle}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:gap-5 lg:grid-cols-4">
        {tiles.map(({ category, image }) => (
          <li key={category.id}>
            <LocaleLink
              href={`/categorie/${category.slug}`}
              className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden bg-ink p-4 text-white md:p-6"
            >
              {image && (
                <ShopImage
                  src={image}
                  alt=""
                  fill
                  sizes={TILE_SIZES}
                  className="-z-20 object-cover transition-transform duration-500 ease-out group-hover:scale-105"
                />
              )}
              <span aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-black/80 via-black/15 to-black/0" />
              <span className="text-2xl font-black uppercase tracking-tight md:text-3xl">{category.title}</span>
              <span className="mt-2 inline-flex items-center gap-2 text-xs font-bold uppercase tracking-wider">
                {t.discover}
                <ArrowIcon className="size-4 text-gold transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
