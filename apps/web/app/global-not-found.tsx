import type { Metadata } from "next";
import { pageTitle } from "@shop/domain/constants";
import { ShopDocument } from "@/components/layout/shop-document";
import { getBrandName } from "@/lib/brand";
import { getCommonMessages } from "@/messages/common";
import NotFound from "./(shop)/not-found";
import "./globals.css";

/**
 * The 404 of an address no route matches. With two root layouts (the shop's and the back office's) Next.js has
 * no single layout to wrap it in, so it renders this whole document instead: the shop's, with its 404 page.
 */
export function generateMetadata(): Metadata {
  return { title: `${getCommonMessages().notFound.metaTitle} – ${pageTitle(getBrandName())}` };
}

export default function GlobalNotFound() {
  return (
    <ShopDocument>
      <NotFound />
    </ShopDocument>
  );
}
