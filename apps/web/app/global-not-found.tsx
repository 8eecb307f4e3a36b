import type { Metadata } from "next";
import { DEFAULT_LOCALE } from "@shop/domain/constants";
import { BRAND_ICONS } from "@/lib/brand-icon";
import { ShopDocument } from "@/components/layout/shop-document";
import NotFound from "./[locale]/not-found";
import "./globals.css";

/**
 * The 404 of an address no route matches. With two root layouts (the shop's and the back office's) Next.js has
 * no single layout to wrap it in, so it renders this whole document instead: the shop's, with its 404 page, in
 * French (addresses under `/ar/` that match nothing get the Arabic 404 from `app/[locale]/[...rest]`).
 */
export const metadata: Metadata = { icons: BRAND_ICONS };

export default function GlobalNotFound() {
  return (
    <ShopDocument locale={DEFAULT_LOCALE}>
      <NotFound />
    </ShopDocument>
  );
}
