import { OrderNotFound } from "@/components/order/order-not-found";
import { OrderView } from "@/components/order/order-view";
import { getOrderOrNull } from "@/lib/api/orders";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().order.viewMetaTitle, robots: { index: false } }));

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export default async function OrderViewPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params);
  const { id } = await searchParams;
  const order = await getOrderOrNull(id);
  if (!order) return <OrderNotFound />;
  return <OrderView initialOrder={order} />;
}
