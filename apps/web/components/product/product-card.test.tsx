import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@shop/domain/constants";
import type { ProductSummary } from "@shop/domain/contract/catalog";
import { toCardProduct, type CardProduct } from "@/lib/catalog/card-product";
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

describe("a listing's products cut down to their cards", () => {
  it.each(["fr", "ar"] as const)("render the same card as the whole product (%s)", (locale) => {
    const product = localizeNames(SHOE, locale);
    for (const colours of [[], ["Noir"], ["Bleu"]]) {
      expect(card(locale, toCardProduct(product), colours)).toBe(card(locale, product, colours));
    }
    expect(card(locale, toCardProduct(product))).toContain(locale === "ar" ? SHOE.titleAr : SHOE.titleFr);
  });

  it("leave out the other language's texts, the colour names and the pictures after the first", () => {
    const cut = toCardProduct(localizeNames(SHOE, "ar"));
    const text = JSON.stringify(cut);
    for (const left of [SHOE.titleFr, "Bleu roi", "أزرق ملكي", "shoe-2150c0-2", "shoe-1c1c1e-2"]) expect(text).not.toContain(left);
    expect(cut.title).toBe(SHOE.titleAr);
    expect(cut.articleType).toBe(SHOE.articleTypeAr);
    expect(cut.variations.map((variation) => variation.images)).toEqual([
      ["/media/catalog/shoe-2150c0-1.webp"],
      ["/media/catalog/shoe-1c1c1e-1.webp"],
    ]);
    expect(text.length).toBeLessThan(JSON.stringify(SHOE).length * 0.7);
  });
});
