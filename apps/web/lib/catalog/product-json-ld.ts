import type { ProductDetail, ProductVariation } from "@shop/domain/contract/catalog";

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/**
 * schema.org `Product` of one colour: its photos, style number as sku, and one `Offer` per size (gtin13 = the
 * size's EAN, price in DZD, availability from the live stock; unknown stock reads as in stock).
 */
export function productJsonLd({
  product,
  variation,
  stock,
  url,
  base,
  brand,
}: {
  product: ProductDetail;
  variation: ProductVariation;
  stock: Record<string, number> | null;
  url: string;
  base: URL;
  brand: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    image: variation.images.map((image) => new URL(image, base).toString()),
    sku: variation.style,
    color: variation.colorName,
    brand: { "@type": "Brand", name: brand },
    category: product.category?.title,
    url,
    offers: variation.sizes.map((size) => ({
      "@type": "Offer",
      sku: size.ean,
      gtin13: size.ean,
      name: `${product.title} – ${variation.colorName} – ${size.size}`,
      price: size.promoPrice ?? size.price,
      priceCurrency: "DZD",
      availability: stock && (stock[size.ean] ?? 0) <= 0 ? OUT_OF_STOCK : IN_STOCK,
      itemCondition: "https://schema.org/NewCondition",
      url,
    })),
  };
}
