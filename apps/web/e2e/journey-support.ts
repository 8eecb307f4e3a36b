/**
 * Shared steps of the journey specs (e2e/journey-*.spec.ts): consent, finding an in-stock SKU through the API,
 * filling the cart from the page's own cookies, creating accounts, filling the checkout form.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { StopDesk } from "@shop/domain/contract/geography";

export type Sku = { productId: number; colorNo: string; size: string; title: string; price: number; stock: number };

type FilterPage = { products: { id: number; promoPrice: number | null }[] };
type ProductDetail = {
  id: number;
  titleFr: string;
  variations: { colorNo: string; sizes: { size: string; ean: string; price: number; promoPrice: number | null }[] }[];
};

/** Decline analytics before any page script runs, so the cookie banner never covers the page. */
export async function declineCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem("cookie_consent", "no"));
}

/** SKUs with at least `minStock` units (never hard-coded: the test database is seeded differently). */
export async function findSkus(
  request: APIRequestContext,
  count: number,
  minStock = 5,
  accept: (sku: Sku) => boolean = () => true,
): Promise<Sku[]> {
  const found: Sku[] = [];
  for (let pageOffset = 0; pageOffset < 7 && found.length < count; pageOffset += 1) {
    const response = await request.get(`/api/products/filter?pageSize=24&pageOffset=${pageOffset}`);
    expect(response.ok()).toBe(true);
    const { products } = (await response.json()) as FilterPage;
    // Regular-price products: they count towards the order-value offers.
    for (const product of products.filter((item) => item.promoPrice === null)) {
      if (found.length >= count) break;
      const detail = (await (await request.get(`/api/products/find/id/${product.id}`)).json()) as ProductDetail;
      const { stock } = (await (await request.get(`/api/products/stock/${product.id}`)).json()) as {
        stock: Record<string, number>;
      };
      const sku = detail.variations
        .flatMap((variation) => variation.sizes.map((size) => ({ variation, size })))
        .map(({ variation, size }) => ({
          productId: detail.id,
          colorNo: variation.colorNo,
          size: size.size,
          title: detail.titleFr,
          price: size.promoPrice ?? size.price,
          stock: stock[size.ean] ?? 0,
        }))
        .find((candidate) => candidate.stock >= minStock && accept(candidate));
      if (sku) found.push(sku);
    }
  }
  expect(found.length, "enough in-stock SKUs in the catalogue").toBe(count);
  return found;
}

/** Puts a line in the cart of the page's browser context (same cookies as the page). */
export async function addToCart(page: Page, sku: Sku, quantity = 1): Promise<void> {
  const response = await page.request.patch("/api/cart/update", {
    data: { colorNo: sku.colorNo, size: sku.size, quantity },
    headers: { origin: originOf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shop's origin, for the Origin header the API wants on state-changing calls. */
export function originOf(page: Page): string {
  const current = page.url();
  if (current.startsWith("http")) return new URL(current).origin;
  return new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000").origin;
}

/** A unique identity per test: the order guard limits orders per phone number and per address. */
export function uniqueShopper() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8);
  const letters = Array.from(digits, (digit) => "abcdefghij"[Number(digit)]).join("");
  return {
    email: `parcours.${letters}.${Math.floor(Math.random() * 1e6)}@example.dz`,
    phone: `05${digits}`,
    firstName: "Amine",
    lastName: `Benali ${letters}`.slice(0, 30),
    address: `${Number(digits.slice(-3)) + 1} rue Didouche Mourad ${letters}`,
    password: "Rafale-2025!",
  };
}
export type Shopper = ReturnType<typeof uniqueShopper>;

/** Creates an account from the page's context (signs it in there too). */
export async function signUp(page: Page, shopper: Shopper): Promise<void> {
  const response = await page.request.post("/api/users/sign-up", {
    data: { email: shopper.email, firstName: shopper.firstName, lastName: shopper.lastName, password: shopper.password },
    headers: { origin: originOf(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A text field by its accessible name (the required asterisk is hidden from it). */
export function textbox(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

/** A select by its accessible name. */
export function select(page: Page, name: string) {
  return page.getByRole("combobox", { name, exact: true });
}

/** Picks an option of a select by its visible text, once the options have loaded. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole("combobox", { name: label, exact: true });
  await expect(select.locator("option", { hasText: option }).first()).toBeAttached();
  await select.selectOption({ label: (await select.locator("option", { hasText: option }).first().textContent()) ?? option });
}

/** Fills the checkout's contact and address fields. */
export async function fillCheckout(
  page: Page,
  shopper: Shopper,
  place: { state: string; commune: string } = { state: "Alger", commune: "Alger Centre" },
): Promise<void> {
  await textbox(page, "Téléphone").fill(shopper.phone);
  await textbox(page, "E-mail (facultatif)").fill(shopper.email);
  await textbox(page, "Prénom").fill(shopper.firstName);
  await textbox(page, "Nom").fill(shopper.lastName);
  await textbox(page, "Adresse").fill(shopper.address);
  await chooseOption(page, "Wilaya", place.state);
  await chooseOption(page, "Commune", place.commune);
}

/** "DA 12 345" → 12345 (spec §9 money format: non-breaking or thin spaces as thousands separators). */
export function parseMoney(text: string): number {
  const digits = text.replace(/[^\d,]/g, "").replace(",", ".");
  return Number(digits);
}

/** The shop's money format for whole dinars ("DA 12 345"), to compare with the page's text. */
export function money(amount: number): string {
  return `DA ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}`;
}

type DeliveryPrice = { price: number; isAvailable: boolean; minDays: number; maxDays: number };
export type Place = { stateId: number; state: string; commune: string; home: DeliveryPrice; stopDesk: DeliveryPrice };

/** A wilaya (by name or id predicate) with its first commune and both delivery prices, read from the API. */
export async function findPlaces(request: APIRequestContext, count: number): Promise<Place[]> {
  const states = (await (await request.get("/api/states")).json()) as { id: number; name: string }[];
  const places: Place[] = [];
  const seenHomeFees = new Set<number>();
  for (const state of states) {
    if (places.length >= count) break;
    const price = async (method: string) =>
      (await (await request.get(`/api/states/price?stateId=${state.id}&deliveryMethod=${method}`)).json()) as DeliveryPrice;
    const [home, stopDesk] = [await price("home-delivery"), await price("stopdesk-delivery")];
    // Distinct home fees, and a stop desk that exists and costs something else, so every change shows.
    if (!home.isAvailable || !stopDesk.isAvailable || stopDesk.price === home.price || seenHomeFees.has(home.price)) continue;
    const communes = (await (await request.get(`/api/states/${state.id}/communes`)).json()) as { name: string }[];
    const commune = communes.map((item) => item.name).sort((a, b) => a.localeCompare(b, "fr"))[0];
    if (!commune) continue;
    seenHomeFees.add(home.price);
    places.push({ stateId: state.id, state: state.name, commune, home, stopDesk });
  }
  expect(places.length, "wilayas with distinct delivery fees").toBe(count);
  return places;
}

/** The open agencies of a wilaya, as the checkout lists them. */
export async function stopDesksOf(request: APIRequestContext, stateId: number): Promise<StopDesk[]> {
  const response = await request.get(`/api/states/${stateId}/stop-desks`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StopDesk[];
}

/** An agency's radio card in the checkout, by its address (two agencies of a town may share a name's start). */
export function stopDeskRadio(page: Page, desk: StopDesk) {
  return page.getByRole("radio", { name: desk.address });
}
