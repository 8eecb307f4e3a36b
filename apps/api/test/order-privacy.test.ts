import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";

/**
 * A guest order's link is not a key to its customer's personal data: only the session (or the account) that
 * placed the order reads it in full; anyone else holding the link sees status, lines and totals, masked.
 */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

async function placeOrder(shopper: Shopper) {
  await shopper.addToCart(await takeSku(db, { minStock: 2 }), 1);
  const reply = await shopper.checkout({
    firstName: "Yasmine",
    lastName: "Khelifi",
    email: "yasmine.khelifi@exemple.dz",
    address2: "Bâtiment B",
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe("GET /api/guest-order/{id}", () => {
  it("gives the shopper who placed the order every detail", async () => {
    const guest = new Shopper(app);
    const order = await placeOrder(guest);
    const read = await guest.get(`/api/guest-order/${order.id}`);
    expect(read.body.restricted).toBeUndefined();
    expect(read.body.contact).toEqual({
      email: "yasmine.khelifi@exemple.dz",
      firstName: "Yasmine",
      lastName: "Khelifi",
      phoneNumber: guest.phoneNumber,
    });
    expect(read.body.delivery).toMatchObject({ address: guest.address, address2: "Bâtiment B" });
  });

  it("masks name, e-mail, phone and address for anyone else holding the link", async () => {
    const guest = new Shopper(app);
    const order = await placeOrder(guest);
    for (const stranger of [new Shopper(app), await signedUp()]) {
      const read = await stranger.get(`/api/guest-order/${order.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id: order.id,
        number: order.number,
        status: order.status,
        total: order.total,
        lines: order.lines,
        restricted: true,
        contact: {
          email: "y•••@exemple.dz",
          firstName: "Yasmine",
          lastName: "K.",
          phoneNumber: `•• •• •• •• ${guest.phoneNumber.slice(-2)}`,
        },
        delivery: { address: "•••", address2: null, postalCode: null },
      });
      for (const secret of ["Khelifi", "yasmine.khelifi", guest.phoneNumber, guest.address, "Bâtiment B"]) {
        expect(read.raw).not.toContain(secret);
      }
    }
  });

  it("gives a customer's order in full to the account on another device", async () => {
    const laptop = await signedUp();
    const order = await placeOrder(laptop);
    const phone = new Shopper(app);
    expect((await phone.login(laptop.email, laptop.password)).status).toBe(200);
    const read = await phone.get(`/api/guest-order/${order.id}`);
    expect(read.body.restricted).toBeUndefined();
    expect(read.body.contact.phoneNumber).toBe(laptop.phoneNumber);
  });
});

async function signedUp() {
  const shopper = new Shopper(app);
  await shopper.signUp();
  return shopper;
}
