import { expect, test, type Page } from "@playwright/test";
import type { ProductDetail, ProductFilterResponse } from "@shop/domain/contract/catalog";
import { categoryPagePath, escapeRegExp, facetOption, findBigCategory, findSizeAndColour, getJson, isPhone } from "./catalog-support";
import { chooseOption, declineCookies, findSkus, select, stopDesksOf, textbox, uniqueShopper } from "./journey-support";

/** The Arabic names of a wilaya and of its first commune, as the Arabic checkout lists them. */
type Named = { id: number; name: string; nameAr: string };

// Whole journeys through several pages on a shared 2-core machine: three times the default time-out.
test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

const NAVIGATION = { timeout: 30_000 };

async function expectArabicDocument(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("an Arabic shopper browses a category, filters it and opens a product, all under /ar", async ({ page, request }) => {
  const { slug } = await findBigCategory(request, 2);
  const path = await categoryPagePath(request, slug);
  const detail = await getJson<{ titleAr: string }>(request, `/api/categories/slug/${slug}`);
  const { size } = await findSizeAndColour(request, slug);
  // The size as the Arabic filter names it (« 12 سنة » for « 12 ans »; a size in figures reads the same).
  const listing = await getJson<ProductFilterResponse>(request, `/api/products/filter?category=${slug}&pageSize=1`);
  const sizeValue = listing.facets.find((facet) => facet.key === "printSizeFr")?.values.find((value) => value.value === size);
  const sizeName = sizeValue?.nameAr || size;

  await page.goto("/ar");
  await expectArabicDocument(page);
  await page.goto(`/ar${path}`);
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1, name: detail.titleAr })).toBeVisible();

  if (isPhone(page)) {
    await page.getByRole("button", { name: /التصفية والترتيب/ }).click();
    const dialog = page.getByRole("dialog", { name: "التصفية والترتيب" });
    await facetOption(dialog, sizeName).click();
    await dialog.getByRole("button", { name: /عرض النتائج|تطبيق/ }).click();
  } else {
    const filters = page.getByRole("complementary", { name: "التصفية" });
    await facetOption(filters, sizeName).click();
  }
  await expect(page).toHaveURL(new RegExp(`^[^?]*/ar${escapeRegExp(path)}\\?.*printSizeFr=${encodeURIComponent(size)}`));

  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/ar\/produit\/\d+/, NAVIGATION);
  const id = /\/produit\/(\d+)/.exec(page.url())![1];
  const product = await getJson<{ titleAr: string }>(request, `/api/products/find/id/${id}`);
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.titleAr);
});

test("an Arabic guest adds to the cart and orders to a stop desk: Arabic places and agencies, an Arabic validation message, the confirmation", async ({
  page,
  request,
}) => {
  const [sku] = await findSkus(request, 1);
  const shopper = uniqueShopper();
  // Alger, whose several agencies the shopper chooses from.
  const state = (await getJson<Named[]>(request, "/api/states")).find((candidate) => candidate.id === 16)!;
  const communes = await getJson<Named[]>(request, `/api/states/${state.id}/communes`);
  const commune = communes.find((candidate) => candidate.nameAr)!;
  const desks = await stopDesksOf(request, state.id);

  await page.goto(`/ar/produit/${sku!.productId}?colorNo=${encodeURIComponent(sku!.colorNo)}`);
  await expectArabicDocument(page);
  const detail = await getJson<ProductDetail>(request, `/api/products/find/id/${sku!.productId}`);
  const sizeName = detail.variations.flatMap((variation) => variation.sizes).find((size) => size.size === sku!.size)?.sizeNameAr || sku!.size;
  await page.getByTestId("size-options").locator("label").filter({ hasText: new RegExp(`^${escapeRegExp(sizeName)}$`) }).click();
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page.getByRole("dialog", { name: /سلتك/ })).toBeVisible();

  await page.goto("/ar/checkout");
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1, name: "الدفع الآمن" })).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toContainText("دج");

  // Sent without a phone number: the rule of @shop/domain, in Arabic.
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page.getByText("رقم الهاتف إلزامي").first()).toBeVisible();

  await textbox(page, "الهاتف").fill(shopper.phone);
  await textbox(page, "الاسم").fill(shopper.firstName);
  await textbox(page, "اللقب").fill(shopper.lastName);
  await textbox(page, "العنوان").fill(shopper.address);
  await chooseOption(page, "الولاية", state.nameAr);
  await chooseOption(page, "البلدية", commune.nameAr);
  await expect(select(page, "الولاية").locator("option:checked")).toContainText(state.nameAr);

  // The agencies as they write themselves in Arabic: name, address and hours, never the French ones.
  await page.getByText("الاستلام من المكتب", { exact: true }).click();
  const list = page.getByRole("group", { name: "مكتب الاستلام" });
  await expect(list.getByRole("radio")).toHaveCount(desks.length);
  for (const desk of desks) {
    await expect(list).toContainText(desk.nameAr);
    await expect(list).toContainText(desk.addressAr);
    await expect(list).toContainText(desk.openingHoursAr);
    await expect(list).not.toContainText(desk.name);
    await expect(list).not.toContainText(desk.address);
  }
  const desk = desks[1]!;
  await list.getByRole("radio", { name: desk.addressAr }).check();
  // Buttons take one click per second (spec §9): a person does not click again that fast.
  await page.waitForTimeout(1_100);

  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/order-confirmed\?id=[0-9a-f-]{36}$/, NAVIGATION);
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`شكرًا ${shopper.firstName}!`);
  const agency = page.getByTestId("order-stop-desk");
  await expect(agency).toContainText(desk.nameAr);
  await expect(agency).toContainText(desk.openingHoursAr);
  await expect(agency).not.toContainText(desk.name);
});

test("the footer's language modal opens the same page in the other language, and back", async ({ page }) => {
  // A page with a query string, and without the phone product page's bar that covers the foot of the screen.
  const path = "/search?query=running";
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  await page.getByRole("button", { name: /Pays, langue et devise/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "À PRÉSENT, NOUS LIVRONS DANS LE MONDE ENTIER" });
  await dialog.getByRole("combobox", { name: "Langue" }).selectOption("ar");
  await dialog.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page).toHaveURL(new RegExp(`/ar${escapeRegExp(path)}$`), NAVIGATION);
  await expectArabicDocument(page);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "shop_locale")?.value).toBe("ar");

  await page.getByRole("button", { name: /البلد واللغة والعملة/ }).first().click();
  const arabicDialog = page.getByRole("dialog", { name: "نوصل الآن إلى جميع أنحاء العالم" });
  await arabicDialog.getByRole("combobox", { name: "اللغة" }).selectOption("fr");
  await arabicDialog.getByRole("button", { name: "حفظ" }).click();
  await expect(page).toHaveURL(new RegExp(`[^r]${escapeRegExp(path)}$`), NAVIGATION);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

/** The header's row holds every control within the screen, on one line. */
async function expectHeaderFits(page: Page): Promise<void> {
  const fits = await page.getByRole("banner").evaluate((header) => {
    const row = header.firstElementChild!.getBoundingClientRect();
    const controls = [...header.firstElementChild!.querySelectorAll("a, button")]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0);
    return {
      pageWider: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      outside: controls.filter((box) => box.left < 0 || box.right > window.innerWidth).length,
      wrapped: controls.filter((box) => box.top < row.top || box.bottom > row.bottom).length,
    };
  });
  expect(fits).toEqual({ pageWider: false, outside: 0, wrapped: 0 });
}

test("the header's switch leads to the same page in the other language; a French link stays French", async ({ page }) => {
  await page.goto("/help/faq");
  await expectHeaderFits(page);
  // On phones too: « ع » in the header, named « العربية » for screen readers.
  const toArabic = page.getByRole("banner").getByRole("link", { name: "العربية" });
  await expect(toArabic).toHaveAttribute("lang", "ar");
  if (isPhone(page)) {
    await expect(toArabic.locator("[aria-hidden=true]")).toHaveText("ع");
    await expect(toArabic.locator("[aria-hidden=true]")).toBeVisible();
    // The narrowest phones still sold here.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectHeaderFits(page);
  }
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/help\/faq$/, NAVIGATION);
  await expectArabicDocument(page);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "shop_locale")?.value).toBe("ar");
  await expectHeaderFits(page);
  const toFrench = page.getByRole("banner").getByRole("link", { name: "Français" });
  await expect(toFrench).toHaveAttribute("href", "/help/faq");
  if (isPhone(page)) await expect(toFrench.locator("[aria-hidden=true]")).toHaveText("FR");

  // The remembered Arabic offers the page in Arabic on a French address, and never redirects.
  await page.goto("/help/faq");
  await expect(page).toHaveURL(/[^r]\/help\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "القراءة بالعربية" })).toHaveAttribute("href", "/ar/help/faq");
});
