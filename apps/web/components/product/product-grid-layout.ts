/**
 * Two columns on phones, three from md; from lg four across the full 1440px container ("full"), or three
 * beside the 16rem filter column of a listing ("sidebar"). The `sizes` strings mirror those columns for the
 * pictures' `srcset` (container padding and gaps make each card a little narrower). Kept apart from the cards,
 * so a listing can lay out its grid without loading the cards' code.
 */
export const GRID_LAYOUTS = {
  full: {
    grid: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
    sizes: "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 31vw, 48vw",
  },
  sidebar: {
    grid: "grid-cols-2 md:grid-cols-3",
    sizes: "(min-width: 1440px) 370px, (min-width: 1024px) 26vw, (min-width: 768px) 31vw, 48vw",
  },
} as const;

export type ProductGridLayout = keyof typeof GRID_LAYOUTS;

/** The class of a product grid's list. */
export const gridClassName = (layout: ProductGridLayout) => `grid gap-x-3 gap-y-8 md:gap-x-5 ${GRID_LAYOUTS[layout].grid}`;
