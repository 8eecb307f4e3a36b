/** What an import writes, as its preview worked it out and the job applies it (stored as JSON in `plan`). */

/** A picture of a colour's `images` cell: one the colour has (kept), one of the ZIP, or an address to fetch. */
export type PlannedPicture =
  | { name: string; source: "kept"; url: string }
  /** `file`: the ZIP entry's lower-cased file name (an address's last part when the ZIP holds that file). */
  | { name: string; source: "zip"; file: string }
  | { name: string; source: "url" };

export type PlannedSku = {
  skuId: number | null;
  line: number;
  size: string;
  /** Blank: a new size gets an internal EAN-13, as in the editor. */
  ean: string;
  sku: string | null;
  price: number;
  promoPrice: number | null;
  /** Instants (ISO), or null. */
  promoStart: string | null;
  promoEnd: string | null;
  stock: number;
  active: boolean;
  changed: boolean;
};

export type PlannedColour = {
  colourId: number | null;
  line: number;
  colorNo: string;
  nameFr: string;
  nameAr: string;
  hex: string;
  searchColor: string;
  /** The colour's pictures in order; null: left as they are. */
  pictures: PlannedPicture[] | null;
  changed: boolean;
  skus: PlannedSku[];
};

export type PlannedProduct = {
  productId: number | null;
  /** The revision the preview read: a product saved since then fails the import (nothing applied). */
  revision: number | null;
  line: number;
  handle: string;
  status: "draft" | "published" | "archived";
  fields: {
    titleFr: string;
    titleAr: string;
    descriptionFr: string;
    descriptionAr: string;
    seoTitleFr: string;
    seoTitleAr: string;
    seoDescriptionFr: string;
    seoDescriptionAr: string;
    facets: {
      gender: string;
      ageGroup: string;
      articleType: string;
      division: string;
      activity: string;
      attributes: Record<string, string>;
    };
  };
  categoryIds: number[];
  primaryCategoryId: number;
  changed: boolean;
  colours: PlannedColour[];
  /** Rows of the file this product's changes come from (for the progress). */
  rows: number;
};

export type ImportPlan = { products: PlannedProduct[] };
