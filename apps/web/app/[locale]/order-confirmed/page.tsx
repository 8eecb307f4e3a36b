import { OrderConfirmation } from "@/components/order/order-confirmation";
import { OrderNotFound } from "@/components/order/order-not-found";
import { toPaymentReturn } from "@/components/order/payment-state";
import { getOrderOrNull } from "@/lib/api/orders";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().order.metaTitle, robots: { index: false } }));

type Props = { searchParams: Promise<{ id?: string | string[]; payment?: string | string[] }> };

export default async function OrderConfirmedPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params);
  const { id, payment } = await searchParams;
  const order = await getOrderOrNull(id);
  if (!order) return <OrderNotFound />;
  return <OrderConfirmation initialOrder={order} returned={toPaymentReturn(payment)} />;
}
