import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Suspense } from "react";
import { Breadcrumb } from "@/components/catalog/breadcrumb";
import { JsonLd } from "@/components/catalog/json-ld";
import { ProductRail } from "@/components/home/product-rail";
import { AddToCartForm } from "@/components/product/add-to-cart-form";
import { ADD_REFUSAL_PARAM, readAddRefusal } from "@/lib/cart-refusals";
import { addRefusalMessage } from "@/lib/cart-refusal-message";
import { ColourSwatches } from "@/components/product/colour-swatches";
import { DeliveryInfo } from "@/components/product/delivery-info";
import { LinkedVariations } from "@/components/product/linked-variations";
import { ProductDetails } from "@/components/product/product-details";
import { ProductGallery } from "@/components/product/product-gallery";
import { ReturnsNote } from "@/components/product/returns-note";
import { SizeGuideButton } from "@/components/product/size-guide-button";
import { sizeGuideKind } from "@shop/domain/size-guide";
import { STAFF_COOKIE, type Locale } from "@shop/domain/constants";
import { getProduct, getProductPreview, getProductStock, getRelatedProductsOrNone } from "@/lib/api/catalog";
import type { ProductDetail, ProductVariation } from "@shop/domain/contract/catalog";
import { getBrandName, getPublicUrl } from "@/lib/brand";
import { categoryChain, categoryPath } from "@/lib/catalog/category-path";
import { shopOpenGraph } from "@/lib/catalog/open-graph";
import { productJsonLd } from "@/lib/catalog/product-json-ld";
import { getCatalogMessages } from "@/messages/catalog";
import { getProductFormTexts } from "@/messages/product";
import { enterLocale } from "@/lib/request-locale";
import { localeAlternates } from "@/lib/locale/alternates";
import { localeHref } from "@/lib/locale/href";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The product and whether it is the staff's preview: a published product; else, with `?apercu=1` and the back
 * office's cookie, the draft (or archived product) as its page will look; else an archived product's address sends
 * to its category's page for good, and any other id is the 404 page.
 */
const findProduct = cache(async (id: string, preview: boolean, locale: Locale) => {
  const found = await getProduct(id);
  if (found && !("redirect" in found) && found.variations.length > 0) return { product: found, preview: false };
  const token = preview ? (await cookies()).get(STAFF_COOKIE)?.value : undefined;
  const draft = token ? await getProductPreview(id, token) : null;
  if (draft && draft.variations.length > 0) return { product: draft, preview: true };
  if (found && "redirect" in found) permanentRedirect(localeHref(found.redirect, locale));
  notFound();
});

/** Whether the address asks for the staff's preview (`?apercu=1`). */
const asksPreview = (query: Record<string, string | string[] | undefined>) => query.apercu === "1";

/** The colour asked for by `colorNo`, or the first one when it is missing or not one of this product's. */
function pickVariation(product: ProductDetail, colorNo: string | string[] | undefined) {
  const wanted = Array.isArray(colorNo) ? colorNo[0] : colorNo;
  return product.variations.find((variation) => variation.colorNo === wanted) ?? product.variations[0]!;
}

const productUrl = (id: number, colorNo: string) => `/produit/${id}?colorNo=${encodeURIComponent(colorNo)}`;

function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;
}

/**
 * « Vous aimerez aussi »: other products in stock of the same category and gender, in a server-rendered rail
 * (no JavaScript), streamed after the product so that a slow answer never holds the page up.
 */
async function RelatedProducts({ product }: { product: ProductDetail }) {
  const t = getCatalogMessages().related;
  const products = await getRelatedProductsOrNone(product.id);
  const href = product.category ? categoryPath(product.category) : null;
  return <ProductRail id="vous-aimerez-aussi" title={t.title} text={t.text} href={href} products={products} />;
}

/** 'Guide des tailles' when the colour's sizes have a guide (not « Taille unique » or balls). */
function sizeGuideButton(variation: ProductVariation, gender: string) {
  const sizes = variation.sizes.map((size) => size.size);
  const kind = sizeGuideKind(sizes, gender);
  return kind ? <SizeGuideButton kind={kind} sizes={sizes} /> : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const query = await searchParams;
  const { product, preview } = await findProduct((await params).id, asksPreview(query), locale);
  const variation = pickVariation(product, query.colorNo);
  const title = `${product.title} – ${variation.colorName}`;
  const description = summary(product.description);
  const alternates = localeAlternates(productUrl(product.id, variation.colorNo), locale);
  const canonical = alternates.canonical;
  const image = variation.images[0];
  return {
    title,
    description,
    alternates,
    openGraph: shopOpenGraph({ title, description, url: canonical, ...(image ? { images: [{ url: image, alt: title }] } : {}) }),
    // A preview is never indexed, whatever links to it.
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const query = await searchParams;
  const { product, preview } = await findProduct((await params).id, asksPreview(query), locale);
  const variation = pickVariation(product, query.colorNo);
  const stock = await getProductStock(product.id);
  const refusal = readAddRefusal(query[ADD_REFUSAL_PARAM]);
  const canonical = new URL(localeHref(productUrl(product.id, variation.colorNo), locale), getPublicUrl()).toString();
  const chain = product.category ? categoryChain(product.category) : [];

  return (
    <>
      {preview && (
        <p role="status" data-testid="product-preview" className="border-y-2 border-gold bg-gold-light px-4 py-3 text-center text-sm font-bold text-ink">
          {getCatalogMessages().preview}
        </p>
      )}
      <div className="container-shop pt-6">
        <Breadcrumb
          items={[
            ...chain.map((link, index) => ({
              title: link.title,
              href: `/categorie/${chain
                .slice(0, index + 1)
                .map((l) => l.slug)
                .join("/")}`,
            })),
            { title: product.title, href: productUrl(product.id, variation.colorNo) },
          ]}
        />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          <ProductGallery key={variation.colorNo} images={variation.images} title={product.title} colourName={variation.colorName} />
          <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
            <div>
              <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">
                {[product.gender, product.articleType].filter(Boolean).join(" · ")}
              </p>
              <h1 className="mt-2 text-2xl font-black uppercase leading-tight tracking-tight md:text-3xl">{product.title}</h1>
              <AddToCartForm
                key={variation.colorNo}
                productId={product.id}
                colorNo={variation.colorNo}
                sizes={variation.sizes}
                fallbackPrice={{ price: product.price, promoPrice: product.promoPrice }}
                sizeGuide={sizeGuideButton(variation, product.gender)}
                returns={<ReturnsNote articleType={product.articleType} />}
                texts={getProductFormTexts(locale)}
                refusal={refusal && addRefusalMessage(refusal, locale)}
              >
                <ColourSwatches productId={product.id} variations={product.variations} selected={variation} />
              </AddToCartForm>
            </div>
            <LinkedVariations items={variation.linkedVariations} />
            <DeliveryInfo />
          </div>
        </div>
        <div className="mt-16">
          <ProductDetails product={product} variation={variation} />
        </div>
        <JsonLd
          data={productJsonLd({ product, variation, stock, url: canonical, base: getPublicUrl(), brand: getBrandName() })}
        />
      </div>
      <div className="pb-20">
        {/* A preview has no rail: shoppers cannot see the product, so none is related to it. */}
        {!preview && (
          <Suspense fallback={null}>
            <RelatedProducts product={product} />
          </Suspense>
        )}
      </div>
    </>
  );
}
