import type { Metadata } from "next";
import { CartView } from "@/components/checkout/cart-view";
import { getJourneyMessages } from "@/messages/journey";

export const metadata: Metadata = { title: getJourneyMessages().cartPage.metaTitle, robots: { index: false } };

export default function CartPage() {
  return <CartView />;
}
