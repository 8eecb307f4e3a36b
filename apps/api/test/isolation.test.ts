import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, communesOf16, errorOf } from "./support/shopper.js";
import { takeSku, type Sku } from "./support/skus.js";

/** Two customers and two guests side by side: no session reads or changes another's data. */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

let alice: Shopper;
let bob: Shopper;
let guestA: Shopper;
let guestB: Shopper;
let skus: Sku[];
let aliceAddressId: number;
let aliceOrderId: string;
let guestOrderId: string;

beforeAll(async () => {
  skus = [];
  for (let index = 0; index < 4; index++) skus.push(await takeSku(db, { minStock: 5, newColor: true }));
  const [communeId] = await communesOf16(app);
  alice = new Shopper(app);
  bob = new Shopper(app);
  guestA = new Shopper(app);
  guestB = new Shopper(app);
  await alice.signUp({ firstName: "Alice" });
  await bob.signUp({ firstName: "Robert" });

  const added = await alice.post("/api/addresses", {
    firstName: "Alice",
    lastName: "Benali",
    phoneNumber: "0551234567",
    address: "1 rue d’Alice",
    state: 16,
    stateCommuneId: communeId,
  });
  aliceAddressId = added.body.addresses[0].id;
  await alice.addToCart(skus[0]!, 1);
  aliceOrderId = (await alice.checkout()).body.id;
  await alice.addToCart(skus[0]!, 2);
  await alice.updateWishlist(skus[0]!.colorNo, "add");

  await guestA.addToCart(skus[1]!, 1);
  guestOrderId = (await guestA.checkout()).body.id;
  await guestA.addToCart(skus[1]!, 3);
  await guestA.updateWishlist(skus[1]!.colorNo, "add");
});

const quantities = async (shopper: Shopper) => {
  const cart = await shopper.cart();
  return cart.status === 404
    ? null
    : cart.body.cartItems.map((item: { colorNo: string; quantity: number }) => [item.colorNo, item.quantity]);
};
const wished = async (shopper: Shopper) =>
  (await shopper.wishlist()).body.wishlistItems.map((item: { colorNo: string }) => item.colorNo);

describe("isolation between sessions", () => {
  it("shows each session only its own cart, and changes only its own", async () => {
    expect(await quantities(bob)).toBeNull();
    expect(await quantities(guestB)).toBeNull();
    // Same SKUs in the other carts: set to 0 ("delete") and changed — the owners' lines stay.
    for (const other of [bob, guestB]) {
      await other.updateCart(skus[0]!, 0);
      await other.updateCart(skus[1]!, 0);
      await other.updateCart(skus[0]!, 4);
    }
    expect(await quantities(alice)).toEqual([[skus[0]!.colorNo, 2]]);
    expect(await quantities(guestA)).toEqual([[skus[1]!.colorNo, 3]]);
    expect(await quantities(bob)).toEqual([[skus[0]!.colorNo, 4]]);
  });

  it("shows each session only its own wishlist", async () => {
    await bob.updateWishlist(skus[0]!.colorNo, "remove");
    await guestB.updateWishlist(skus[1]!.colorNo, "remove");
    await guestB.updateWishlist(skus[2]!.colorNo, "add");
    expect(await wished(alice)).toEqual([skus[0]!.colorNo]);
    expect(await wished(guestA)).toEqual([skus[1]!.colorNo]);
    expect(await wished(bob)).toEqual([]);
    expect(await wished(guestB)).toEqual([skus[2]!.colorNo]);
  });

  it("keeps a customer's addresses from everyone else", async () => {
    expect((await bob.get("/api/addresses")).body).toEqual({ addresses: [] });
    expect((await guestB.get("/api/addresses")).status).toBe(401);
    for (const shopper of [bob, guestB]) {
      const replies = [
        await shopper.patch(`/api/addresses/${aliceAddressId}`, {
          firstName: "Robert",
          lastName: "Benali",
          phoneNumber: "0551234567",
          address: "détournée 42",
          state: 16,
          stateCommuneId: (await communesOf16(app))[0],
        }),
        await shopper.delete(`/api/addresses/${aliceAddressId}`),
        await shopper.post(`/api/addresses/${aliceAddressId}/default`),
      ];
      for (const reply of replies) {
        expect([401, 404]).toContain(reply.status);
        errorOf(reply);
      }
    }
    const mine = (await alice.get("/api/addresses")).body.addresses;
    expect(mine).toMatchObject([{ id: aliceAddressId, address: "1 rue d’Alice", isDefault: true }]);
  });

  it("lists orders only for their customer; a guest order has no list and opens only by its id", async () => {
    expect((await alice.get("/api/orders")).body.orders.map((order: { id: string }) => order.id)).toEqual([
      aliceOrderId,
    ]);
    expect((await bob.get("/api/orders")).body.orders).toEqual([]);
    expect((await guestA.get("/api/orders")).status).toBe(401);
    expect((await guestB.get("/api/orders")).status).toBe(401);
    // Another guest holding the link sees the order, never its customer's personal details.
    const seen = (await guestB.get(`/api/guest-order/${guestOrderId}`)).body;
    expect(seen).toMatchObject({ id: guestOrderId, restricted: true });
    expect(seen.delivery.address).toBe("•••");
  });

  it("places Bob's order from Bob's cart only", async () => {
    const reply = await bob.checkout();
    expect(reply.status).toBe(201);
    expect(
      reply.body.lines
        .filter((line: { isGift: boolean }) => !line.isGift)
        .map((line: { colorNo: string; quantity: number }) => [line.colorNo, line.quantity]),
    ).toEqual([[skus[0]!.colorNo, 4]]);
    expect(await quantities(alice)).toEqual([[skus[0]!.colorNo, 2]]);
    expect(await quantities(guestA)).toEqual([[skus[1]!.colorNo, 3]]);
  });
});
