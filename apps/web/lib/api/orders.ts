import type { Order } from "@shop/domain/api-types";
import { apiGetOrNull } from "./server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order for a server component, never cached; null when the id is missing, malformed or unknown. */
export async function getOrderOrNull(id: unknown): Promise<Order | null> {
  if (typeof id !== "string" || !UUID.test(id)) return null;
  return apiGetOrNull<Order>(`/api/guest-order/${id}`, { revalidate: 0 });
}
