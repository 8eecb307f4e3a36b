import type { Metadata } from "next";
import { CartView } from "@/components/checkout/cart-view";
import { getMessages } from "@/lib/i18n";

export const metadata: Metadata = { title: getMessages().cartPage.metaTitle, robots: { index: false } };

export default function CartPage() {
  return <CartView />;
}
