import { productSearchText } from "../modules/catalog/search-text.js";
import type { CategoryIndex } from "./category-rows.js";
import type { CategoryLink } from "./product-categories.js";
import type { ProductPlan } from "./product-plan.js";

/**
 * The product's `search_text`: French and Arabic titles, article type, activity, gender, the titles of its
 * categories (featured lists excepted) in both languages, its colour names and style code — folded the way
 * the search module folds queries (lower case, no accents, no Arabic diacritics or tatweel), words once.
 */
export function searchTextOf(
  plan: ProductPlan,
  links: readonly CategoryLink[],
  index: CategoryIndex,
): string {
  const categoryTitles = links.flatMap(({ slug }) => {
    const category = index.rowOf(slug);
    return category.isFeatured ? [] : [category.title, category.titleAr];
  });
  return productSearchText({
    titleFr: plan.row.titleFr,
    titleAr: plan.row.titleAr,
    articleType: plan.row.articleType,
    activity: plan.row.activity,
    gender: plan.row.gender,
    categoryTitles,
    colourNames: plan.variations.map((variation) => variation.row.colorName),
    style: plan.variations[0]?.row.style ?? "",
  });
}
