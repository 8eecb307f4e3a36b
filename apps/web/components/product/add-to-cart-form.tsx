"use client";

import { stockQuantityOptions } from "@shop/domain/cart";
import { MAX_QUANTITY_PER_LINE } from "@shop/domain/constants";
import { formatMoney } from "@shop/domain/money";
import { colourPrice } from "@shop/domain/pricing";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { preloadCartDrawer } from "@/components/cart/cart-drawer";
import { useCartDrawer } from "@/components/cart/cart-drawer-state";
import { Button } from "@/components/ui/button";
import { apiError, statusOf } from "@/lib/api/errors";
import type { SizePrice } from "@shop/domain/contract/catalog";
import type { ProductFormTexts } from "@/messages/product";
import { useProductStock } from "@/lib/queries/stock";
import { useUpdateCartLine } from "@/lib/queries/cart";
import { ProductFormMessagesProvider } from "./product-form-messages";
import { ProductPrice } from "./product-price";
import { SizeSelector } from "./size-selector";
import { StickyAddToCart } from "./sticky-add-to-cart";
import { WishlistToggle } from "./wishlist-toggle";
import { preload } from "@/lib/preload";
import { useLocale, useLocaleHref } from "@/lib/locale/context";
import { ADD_REFUSAL_PARAM } from "@/lib/cart-refusals";

/**
 * AddToCartSchema (zod) loads on first use — the pointer entering or focus reaching the form, at the latest the
 * submit — so zod (≈ 35 KB gzip) stays out of the product page's first-load JavaScript. For the same reason this
 * form of one radio group and one select keeps its state with useState rather than react-hook-form (≈ 14 KB).
 */
// zod-jitless first: zod reads the setting when the schemas are built (lib/security/zod-jitless.ts).
const loadSchemas = () => import("@/lib/security/zod-jitless").then(() => import("@shop/domain/schemas"));
let schemas: ReturnType<typeof loadSchemas> | null = null;
const preloadSchemas = () => {
  schemas ??= loadSchemas().catch((error: unknown) => {
    schemas = null; // a failed download is tried again at the next use
    throw error;
  });
  return schemas;
};
const warmUp = () => {
  preload(preloadSchemas);
  preloadCartDrawer();
};

/**
 * The price to show: the chosen size's, else the colour's lowest (« À partir de » when sizes differ) — the price
 * its product card shows (decision 0011).
 */
function displayedPrice(sizes: SizePrice[], selected: string, fallback: { price: number; promoPrice: number | null }) {
  const chosen = sizes.find((size) => size.size === selected);
  if (chosen) return { price: chosen.price, promoPrice: chosen.promoPrice, from: false };
  const lowest = colourPrice(sizes);
  return lowest ? { price: lowest.price, promoPrice: lowest.promoPrice, from: lowest.priceVaries } : { ...fallback, from: false };
}

/**
 * The buying island of the product page: price, colour swatches (server-rendered, passed as children), size,
 * quantity, add to cart and wishlist, in the page's language (`texts`, for the components below too). Validated with the domain's AddToCartSchema and its French messages; a
 * success opens the cart drawer, an API refusal (409 sold out, a capped quantity notice) shows under the button.
 */
export function AddToCartForm({
  productId,
  colorNo,
  sizes,
  fallbackPrice,
  sizeGuide,
  returns,
  texts: t,
  refusal,
  children,
}: {
  productId: number;
  colorNo: string;
  sizes: SizePrice[];
  fallbackPrice: { price: number; promoPrice: number | null };
  /** The 'Guide des tailles' button shown beside the sizes, when the sizes have a guide. */
  sizeGuide?: ReactNode;
  /** The returns and exchanges line under the button. */
  returns?: ReactNode;
  /** `getProductFormTexts()` of the page's language. */
  texts: ProductFormTexts;
  /** Why the plain form's post was refused (the page's `?panier=`), said under its field. */
  refusal?: { field: "size" | "form"; message: string };
  children: ReactNode;
}) {
  const locale = useLocale();
  const href = useLocaleHref();
  const { openCart } = useCartDrawer();
  const stock = useProductStock(productId);
  const update = useUpdateCartLine();
  const [size, setSize] = useState("");
  const [chosenQuantity, setQuantity] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>(() => (refusal ? { [refusal.field]: refusal.message } : {}));
  const formRef = useRef<HTMLFormElement>(null);
  const sizesRef = useRef<HTMLDivElement>(null);
  const buttonRowRef = useRef<HTMLDivElement>(null);

  const chosen = sizes.find((option) => option.size === size);
  const left = chosen && stock.data ? (stock.data[chosen.ean] ?? 0) : MAX_QUANTITY_PER_LINE;
  const quantities = stockQuantityOptions(left);
  // A size with less stock than the chosen quantity brings it down to what is left.
  const quantity = Math.min(chosenQuantity, Math.max(quantities.length, 1));
  const price = displayedPrice(sizes, size, fallbackPrice);

  const selectSize = (next: string) => {
    setSize(next);
    setErrors(({ size: _fixed, ...rest }) => rest);
    update.reset();
  };

  // The refusal is said once: a reload or a shared address does not say it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(ADD_REFUSAL_PARAM)) return;
    url.searchParams.delete(ADD_REFUSAL_PARAM);
    window.history.replaceState(window.history.state, "", url);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let loaded: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      loaded = await preloadSchemas();
    } catch (error) {
      setErrors({ form: apiError(error).message });
      return;
    }
    const { AddToCartSchema, fieldErrors } = loaded;
    const result = AddToCartSchema.safeParse({ colorNo, size, quantity });
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return;
    }
    setErrors({});
    update.mutate(
      { ...result.data, mode: "add" },
      {
        onSuccess: () => openCart(),
        onError: (error) => {
          if (statusOf(error) === 409) void stock.refetch();
        },
      },
    );
  };
  const notice = update.data?.notice?.message;

  // The bar's button submits this form; without a size, the shopper is taken back to the sizes to choose one.
  const addFromBar = () => {
    formRef.current?.requestSubmit();
    if (!size) {
      sizesRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
      sizesRef.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus({ preventScroll: true });
    }
  };

  return (
    <ProductFormMessagesProvider texts={t}>
      {/* Posted as a plain form while the page's code has not started (app/[locale]/cart/add): the tap adds the line
          and opens the cart page; once it runs, `submit` sends the call itself and opens the drawer. */}
      <form
        ref={formRef}
        method="post"
        action={href("/cart/add")}
        onSubmit={submit}
        onPointerEnter={warmUp}
        onFocusCapture={warmUp}
        noValidate
        className="mt-4 flex flex-col gap-6"
      >
        <div aria-live="polite">
          <ProductPrice
            locale={locale}
            price={price.price}
            promoPrice={price.promoPrice}
            size="lg"
            prefix={price.from ? t.fromPrice : undefined}
            texts={t.prices}
          />
        </div>
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="colorNo" value={colorNo} />
        {children}
        <div ref={sizesRef} className="scroll-mt-24">
          <SizeSelector
            sizes={sizes}
            stock={stock.data}
            selected={size}
            onSelect={selectSize}
            error={errors.size ?? errors.colorNo}
            guide={sizeGuide}
          />
        </div>
        <div>
          <label htmlFor="quantity" className="text-sm font-bold">
            {t.quantity}
            <span aria-hidden="true" className="text-promo">
              {" "}
              *
            </span>
          </label>
          <select
            id="quantity"
            name="quantity"
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            disabled={quantities.length === 0}
            aria-describedby={errors.quantity ? "quantity-error" : undefined}
            className="mt-2 block h-12 w-28 cursor-pointer border border-grey-300 bg-white px-3 text-sm font-semibold hover:border-ink"
          >
            {quantities.map((option) => (
              <option key={option.id} value={option.value}>
                {option.value}
              </option>
            ))}
          </select>
          {errors.quantity && (
            <p id="quantity-error" className="mt-1 text-xs text-promo">
              {errors.quantity}
            </p>
          )}
        </div>
        <div>
          <div ref={buttonRowRef} className="flex gap-3">
            <Button type="submit" variant="primary-black" className="flex-1" isLoading={update.isPending} loadingLabel={t.adding}>
              {t.addToCart}
            </Button>
            <WishlistToggle colorNo={colorNo} />
          </div>
          <div aria-live="polite" className="mt-2 min-h-5 text-xs">
            {errors.form && (
              <p role="alert" className="text-promo">
                {errors.form}
              </p>
            )}
            {update.isError && (
              <p role="alert" className="text-promo" data-testid="add-to-cart-error">
                {apiError(update.error).message}
              </p>
            )}
            {notice && <p className="text-grey-700">{notice}</p>}
            {update.isSuccess && !notice && <p className="text-grey-600">{t.added}</p>}
          </div>
          {returns}
        </div>
        <StickyAddToCart
          anchor={buttonRowRef}
          price={`${price.from ? `${t.fromPrice} ` : ""}${formatMoney(price.promoPrice ?? price.price, locale)}`}
          size={chosen?.sizeName ?? size}
          busy={update.isPending}
          onAdd={addFromBar}
        />
      </form>
    </ProductFormMessagesProvider>
  );
}
