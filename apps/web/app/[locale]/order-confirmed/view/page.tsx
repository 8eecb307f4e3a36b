import type { Metadata } from "next";
import { OrderNotFound } from "@/components/order/order-not-found";
import { OrderView } from "@/components/order/order-view";
import { getOrderOrNull } from "@/lib/api/orders";
import { getJourneyMessages } from "@/messages/journey";

export const metadata: Metadata = { title: getJourneyMessages().order.viewMetaTitle, robots: { index: false } };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export default async function OrderViewPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const order = await getOrderOrNull(id);
  if (!order) return <OrderNotFound />;
  return <OrderView initialOrder={order} />;
}
