import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./admin-support";
import { addToCart, chooseOption, declineCookies, fillCheckout, findSkus, textbox, uniqueShopper } from "./journey-support";
import { linkIn, mailsTo } from "./mail-support";

const NAVIGATION = { timeout: 30_000 };
type Named = { id: number; name: string; nameAr: string };

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

test("a guest's order with an e-mail gets « reçue », then « confirmée » once staff confirm it in the back office", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const skus = await findSkus(request, 8);
  const sku = skus[testInfo.project.name === "phone" ? 5 : 4]!;
  const shopper = uniqueShopper();
  await page.goto("/");
  await addToCart(page, sku);
  await page.goto("/checkout");
  await fillCheckout(page, shopper);
  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}$/, NAVIGATION);
  const orderId = new URL(page.url()).searchParams.get("id")!;
  const number = ((await page.getByTestId("order-number").textContent()) ?? "").replace(/\D/g, "");

  const [placed] = await mailsTo(shopper.email, new RegExp(`Commande n° ${number} reçue`));
  expect(placed!.language).toBe("fr");
  expect(placed!.text).toContain(`Bonjour ${shopper.firstName},`);
  expect(placed!.text).toContain(sku.title);
  expect(placed!.text).toContain("Total à payer à la livraison : DA ");
  expect(placed!.html).toContain('dir="ltr"');
  // The e-mail's link opens the order.
  await page.goto(linkIn(placed!, /\/order-confirmed\/view$/));
  await expect(page.getByTestId("order-number")).toHaveText(new RegExp(`Commande n° ${number}`));

  const staff = await browser.newContext();
  const office = await staff.newPage();
  await signIn(office, OWNER.email, OWNER.password);
  await office.goto(`/gestion/commandes/${orderId}`);
  await office.getByRole("button", { name: "Confirmer" }).click();
  await expect(office.getByRole("status").filter({ hasText: "Commande confirmée." })).toBeVisible();
  const [confirmed] = await mailsTo(shopper.email, new RegExp(`Commande n° ${number} confirmée`));
  expect(confirmed!.text).toContain(`Votre commande n° ${number} est confirmée`);

  // The owner reads both at /gestion/e-mails, as they arrived.
  await office.goto("/gestion/e-mails");
  await expect(office.getByRole("heading", { level: 1, name: "E-mails aux clients" })).toBeVisible();
  await office.getByRole("link", { name: new RegExp(`Commande n° ${number} confirmée`) }).click();
  const frame = office.frameLocator("iframe[title='Aperçu de l’e-mail']");
  await expect(frame.getByRole("heading", { name: "Votre commande est confirmée" })).toBeVisible();
  await staff.close();
});

test("an order placed from the Arabic checkout gets its e-mail in Arabic, right to left", async ({ page, request }, testInfo) => {
  const skus = await findSkus(request, 8);
  const sku = skus[testInfo.project.name === "phone" ? 7 : 6]!;
  const shopper = uniqueShopper();
  const states = (await (await request.get("/api/states")).json()) as Named[];
  const state = states.find((candidate) => candidate.id === 16)!;
  const communes = (await (await request.get(`/api/states/${state.id}/communes`)).json()) as Named[];
  const commune = communes.find((candidate) => candidate.nameAr)!;
  await page.goto("/ar");
  await addToCart(page, sku);
  await page.goto("/ar/checkout");
  await textbox(page, "الهاتف").fill(shopper.phone);
  await textbox(page, "البريد الإلكتروني (اختياري)").fill(shopper.email);
  await textbox(page, "الاسم").fill(shopper.firstName);
  await textbox(page, "اللقب").fill(shopper.lastName);
  await textbox(page, "العنوان").fill(shopper.address);
  await chooseOption(page, "الولاية", state.nameAr);
  await chooseOption(page, "البلدية", commune.nameAr);
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/order-confirmed\?id=[0-9a-f-]{36}$/, NAVIGATION);

  const [placed] = await mailsTo(shopper.email, /تم استلام الطلب رقم \d+/);
  expect(placed!.language).toBe("ar");
  expect(placed!.html).toContain('<html lang="ar" dir="rtl">');
  expect(placed!.text).toContain(`مرحبًا ${shopper.firstName}،`);
  expect(placed!.text).toContain("المبلغ الواجب دفعه عند الاستلام");
  expect(placed!.text).toContain("دج");
  expect(linkIn(placed!, /\/ar\/order-confirmed\/view$/)).toMatch(/^\/ar\/order-confirmed\/view\?id=/);
});
