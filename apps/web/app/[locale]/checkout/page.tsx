import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { getPaymentOptions } from "@/lib/api/payments";
import { getJourneyMessages } from "@/messages/journey";

export const metadata: Metadata = { title: getJourneyMessages().checkout.metaTitle, robots: { index: false } };

export default async function CheckoutPage() {
  const t = getJourneyMessages().checkout;
  const payments = await getPaymentOptions();
  return (
    <div className="container-shop py-8 md:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4 md:mb-10">
        <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">{t.title}</h1>
        <Link href="/cart" className="text-sm font-semibold underline underline-offset-4 hover:text-grey-700">
          {t.backToCart}
        </Link>
      </div>
      <CheckoutView payments={payments} />
    </div>
  );
}
