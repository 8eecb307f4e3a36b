import { expect, test } from "@playwright/test";
import { addToCart, declineCookies, fillCheckout, findSkus, money, originOf, uniqueShopper } from "./journey-support";

type CartBody = {
  totalPrice: number;
  cartItems: { id: number; title: string }[];
  currentOffer: { title: string; giftLine: { title: string; discountedPrice: number } } | null;
  nextOffer: { title: string; missingAmount: number } | null;
};

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

test("the empty cart invites to shop and, for guests, to log in", async ({ page, browser }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "VOTRE PANIER D’ACHAT EST VIDE" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Découvrir la boutique" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/account/login");

  // Both empty pages come drawn in their HTML, before any script: a browser that runs none shows them whole.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto("/cart");
  await expect(bare.getByRole("heading", { level: 1, name: "VOTRE PANIER D’ACHAT EST VIDE" })).toBeVisible();
  await expect(bare.getByRole("main").getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/account/login");
  await bare.goto("/checkout");
  await expect(bare.getByRole("heading", { level: 2, name: "Votre panier est vide" })).toBeVisible();
  await expect(bare.getByRole("status", { name: "Chargement de votre commande…" })).toHaveCount(0);
  await noScript.close();
});

test("the cart page shows the lines, the offer nudge, the gift and the totals", async ({ page, request, browser }) => {
  const { offers } = (await (await request.get("/api/offers")).json()) as { offers: { minOrderAmount: number }[] };
  const threshold = Math.min(...offers.map((offer) => offer.minOrderAmount));
  const [cheap] = await findSkus(request, 1, 5, (sku) => sku.price < threshold);
  const others = await findSkus(request, 6, 5, (sku) => sku.title !== cheap!.title);
  await page.goto("/");
  await addToCart(page, cheap!);

  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre panier (1)");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  // The shopper's lines come in the page's HTML, read by the server with the shopper's session: shown before
  // any script runs.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const bare = await noScript.newPage();
  await bare.goto("/cart");
  await expect(bare.getByRole("heading", { level: 1 })).toHaveText("Votre panier (1)");
  await expect(bare.getByTestId("cart-line")).toContainText(cheap!.title);
  await expect(bare.getByRole("main").getByRole("link", { name: "Connexion" })).toHaveCount(0);
  await noScript.close();
  let cart = (await (await page.request.get("/api/cart")).json()) as CartBody;
  expect(cart.nextOffer).not.toBeNull();
  const nudge = page.getByTestId("offer-progress");
  await expect(nudge).toContainText(`Plus que ${money(cart.nextOffer!.missingAmount)} pour`);
  await expect(nudge.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(page.getByText("Frais de livraison")).toBeVisible();
  await expect(page.getByText("Calculés au paiement")).toBeVisible();
  await expect(page.getByTestId("cart-subtotal")).toHaveText(money(cart.totalPrice));
  await expect(page.getByRole("link", { name: "Paiement sécurisé" })).toHaveAttribute("href", "/checkout");

  // Past the first threshold, the offer's gift line follows the lines.
  for (const sku of others) {
    if (cart.currentOffer) break;
    await addToCart(page, sku);
    cart = (await (await page.request.get("/api/cart")).json()) as CartBody;
  }
  expect(cart.currentOffer, "an offer is reached").not.toBeNull();
  await page.reload();
  const gift = page.getByTestId("gift-line");
  await expect(gift).toContainText(cart.currentOffer!.giftLine.title);
  await expect(gift).toContainText("Cadeau");
  await expect(page.getByTestId("cart-line")).toHaveCount(cart.cartItems.length);
  await expect(page.getByTestId("cart-subtotal")).toHaveText(money(cart.totalPrice));

  // The line cards work here as in the drawer: quantity, then delete.
  const first = page.getByTestId("cart-line").filter({ hasText: cheap!.title });
  await first.getByRole("combobox").selectOption("2");
  await expect(first.getByRole("combobox")).toHaveValue("2");
  cart = (await (await page.request.get("/api/cart")).json()) as CartBody;
  await expect(page.getByTestId("cart-subtotal")).toHaveText(money(cart.totalPrice));
  await first.getByRole("button", { name: /Supprimer/ }).click();
  await expect(page.getByTestId("cart-line").filter({ hasText: cheap!.title })).toHaveCount(0);

  await page.getByRole("link", { name: "Paiement sécurisé" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a line that ran out of stock meanwhile is flagged next to that line at checkout", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A rare SKU (1–3 left) that the other journeys never pick (they want 5 or more); one per project, since
  // the desktop and phone runs go side by side.
  const rares = await findSkus(request, 2, 1, (sku) => sku.stock <= 3);
  const rare = rares[testInfo.project.name === "phone" ? 1 : 0];
  const [common] = await findSkus(request, 1, 5, (sku) => sku.title !== rare!.title);
  await page.goto("/");
  await addToCart(page, rare!, rare!.stock);
  await addToCart(page, common!);
  await page.goto("/checkout");
  await fillCheckout(page, uniqueShopper());

  // Someone else buys the last units first.
  const rival = await browser.newContext();
  const rivalPage = await rival.newPage();
  await rivalPage.goto("/account/login");
  await addToCart(rivalPage, rare!, rare!.stock);
  const rivalShopper = uniqueShopper();
  const bought = await rivalPage.request.post("/api/guest-order/create", {
    data: {
      acceptPolicy: true,
      address: rivalShopper.address,
      address2: "",
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      firstName: "Yacine",
      lastName: "Rahmani",
      paymentMethodOptions: { type: "on-delivery" },
      phoneNumber: rivalShopper.phone,
      postalCode: "",
      state: 16,
      stateCommuneId: 554,
    },
    headers: { origin: originOf(rivalPage), "idempotency-key": `rival-${Date.now()}` },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  await rival.close();

  await page.getByRole("button", { name: "Valider la commande" }).click();
  const line = page.getByTestId("checkout-line").filter({ hasText: rare!.title });
  await expect(line.getByTestId("checkout-line-error")).toContainText("épuisé");
  await expect(page.getByTestId("checkout-line").filter({ hasText: common!.title }).getByTestId("checkout-line-error")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Certains articles ne sont plus disponibles" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});
