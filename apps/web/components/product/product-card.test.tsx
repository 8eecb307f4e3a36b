import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@shop/domain/constants";
import type { ProductSummary } from "@shop/domain/contract/catalog";
import { withoutCards, type CardProduct, type ListingPage } from "@/lib/catalog/card-product";
import { LocaleProvider } from "@/lib/locale/context";
import { localizeNames } from "@/lib/locale/names";
import { getChromeTexts, getLocaleOffers } from "@/messages/chrome";
import { ProductCard } from "./product-card";

/** A shoe in two colours at different prices, written in both languages, with three pictures per colour. */
const SHOE: ProductSummary = {
  id: 82,
  title: "Baskets Falcon Classic 3 pour homme",
  titleFr: "Baskets Falcon Classic 3 pour homme",
  titleAr: "حذاء سنيكرز فالكون كلاسيك 3 للرجال",
  articleType: "Chaussures",
  articleTypeAr: "أحذية",
  price: 12990,
  promoPrice: null,
  colorCount: 2,
  variations: [
    {
      colorNo: "1290318",
      colorName: "Bleu roi",
      colorNameAr: "أزرق ملكي",
      colorHex: "#2150c0",
      searchColor: "Bleu",
      images: ["/media/catalog/shoe-2150c0-1.webp", "/media/catalog/shoe-2150c0-2.webp", "/media/catalog/shoe-2150c0-3.webp"],
      price: 12990,
      promoPrice: 10990,
      priceVaries: false,
    },
    {
      colorNo: "7598960",
      colorName: "Noir",
      colorNameAr: "أسود",
      colorHex: "#1c1c1e",
      searchColor: "Noir",
      images: ["/media/catalog/shoe-1c1c1e-1.webp", "/media/catalog/shoe-1c1c1e-2.webp"],
      price: 12990,
      promoPrice: null,
      priceVaries: true,
    },
  ],
};

function card(locale: Locale, product: CardProduct, colours: string[] = []): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale} chrome={getChromeTexts(locale)} localeOffers={getLocaleOffers()}>
      <ProductCard locale={locale} product={product} sizes="50vw" colours={colours} />
    </LocaleProvider>,
  );
}

describe("a product card", () => {
  it.each(["fr", "ar"] as const)("shows the title in the page's language, and the colour filtered on (%s)", (locale) => {
    const product = localizeNames(SHOE, locale);
    const blue = card(locale, product, ["Bleu"]);
    const black = card(locale, product, ["Noir"]);
    expect(blue).toContain(locale === "ar" ? SHOE.titleAr : SHOE.titleFr);
    expect(blue).toContain("shoe-2150c0-1.webp");
    expect(blue).not.toContain("shoe-1c1c1e-1.webp");
    expect(black).toContain("shoe-1c1c1e-1.webp");
    expect(black).not.toContain("shoe-2150c0-1.webp");
  });
});

describe("a listing's first page handed to the client listing", () => {
  it("leaves out the cards the server rendered, and says how many there are", () => {
    const page: ListingPage = {
      products: [SHOE, { ...SHOE, id: 83 }],
      total: 40,
      pageOffset: 0,
      pageSize: 24,
      hasMore: true,
      facets: [{ key: "gender", label: "Genre", values: [{ value: "Homme", name: "Homme", nameAr: "رجال", count: 40, selected: false }] }],
      priceRange: { min: 10990, max: 12990 },
      category: null,
    };
    const handed = withoutCards(page);
    expect(handed.products).toEqual([]);
    expect(handed.serverCards).toBe(2);
    expect(JSON.stringify(handed)).not.toContain(SHOE.titleFr);
    expect({ ...handed, products: page.products, serverCards: undefined }).toEqual({ ...page, serverCards: undefined });
  });
});
