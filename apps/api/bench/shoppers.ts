import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";

/** A SKU of the bench catalogue and a commune of Algiers, for carts and checkouts. */
export async function pickSkuAndCommune(db: Db) {
  const sku = await db.execute<{ id: number; color_no: string; size: string }>(sql`
    select s.id, v.color_no, s.size from skus s join variations v on v.id = s.variation_id
     where s.promo_price is null order by s.id limit 1`);
  const commune = await db.execute<{ id: number }>(sql`select id from communes where state_id = 16 order by id limit 1`);
  return { sku: sku.rows[0]!, communeId: commune.rows[0]!.id };
}

/** A checkout body for shopper number `n`: its own phone and address, so fake-order caps don't merge them. */
export function checkoutBody(n: number, communeId: number) {
  return {
    acceptPolicy: true,
    address: `${n} rue Didouche Mourad`,
    address2: null,
    country: "Algeria",
    deliveryMethodOptions: { type: "home-delivery" },
    email: `client${n}@exemple.dz`,
    firstName: "Amine",
    lastName: "Belkacem",
    paymentMethodOptions: { type: "on-delivery" },
    phoneNumber: `05${String(n).padStart(8, "0")}`,
    postalCode: "",
    state: 16,
    stateCommuneId: communeId,
  };
}

/** Opens a cart for a new anonymous shopper and returns its session cookie. */
export async function openCart(baseUrl: string, origin: string, sku: { color_no: string; size: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/cart/update`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ colorNo: sku.color_no, size: sku.size, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`cart update failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}
