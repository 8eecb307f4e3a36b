/** Business constants and limits of the storefront (spec §4 and §9). */

// Layout (px unless stated)
export const BREAKPOINTS = { sm: 544, md: 768, lg: 1024, xl: 1200, xxl: 1440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/**
 * The image optimizer's screen widths, up to 1920 px: a photo at full width on a phone at 3x, or in the product
 * gallery on a large screen at 2x, needs no more. Next's defaults add 2048 and 3840 (4K screens), two more
 * addresses in every `srcset` of every page for a sharpness the shop's photos do not have.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920] as const;
/** The image optimizer's widths below a screen's: 70 for search suggestions, 294 for cart lines and cards. */
export const IMAGE_SIZES = [70, 96, 128, 256, 294, 384] as const;
export const CARD_IMAGE_SIZE = 294;
export const TOP_BAR_HEIGHT = "2.625rem";
export const HEADER_HEIGHT = "3.75rem";
export const HEADER_HEIGHT_LG = "4.25rem";
export const LANGUAGE_MODAL_WIDTH = { min: 290, max: 600 } as const;

// Search
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_MAX_SUGGESTED_PRODUCTS = 5;
export const SEARCH_SUGGESTION_IMAGE_SIZE = 70;

// Menus and buttons
export const MENU_TYPEAHEAD_CLEAR_MS = 350;
export const MENU_LONG_PRESS_MS = 200;
/** Buttons accept the leading click only, then ignore clicks for this long. */
export const BUTTON_THROTTLE_MS = 1000;
export const BUTTON_VARIANTS = ["primary-black", "primary-gold", "primary-outline", "primary-white"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const TEXT_SIZES = [
  "xxxs",
  "xxs",
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

// Cart
/** The cart refetches this often, also while the tab is hidden. */
export const CART_REFETCH_INTERVAL_MS = 10_000;
/** Shop choice (not in the spec): a cart line holds at most this many pieces, whatever the stock. */
/** The API's HttpOnly session cookie; the storefront only checks whether it is there. */
export const SESSION_COOKIE = "sid";
export const MAX_QUANTITY_PER_LINE = 10;
/** Different articles (lines) a cart may hold: enough for any shopper, too few to hoard the stock. */
export const MAX_CART_LINES = 30;
export const QUANTITY_MIN = 1;
/** Shop choice (the spec leaves page size open): products per page of the filter and search lists. */
export const PRODUCT_PAGE_SIZE = 24;

// Cookie consent: absent from local storage means undecided.
export const COOKIE_CONSENT_KEY = "cookie_consent";
export const COOKIE_CONSENT_VALUES = ["yes", "no"] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

// Footer
export const COPYRIGHT_YEAR = 2025;

// Locales
export const LOCALES = ["fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = "fr" satisfies Locale;

export function localeDirection(locale: string): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

// Page meta title
export const PAGE_TITLE_TAGLINE = "Vêtements, chaussures et accessoires";

export function pageTitle(brand: string): string {
  return `${brand} | ${PAGE_TITLE_TAGLINE}`;
}

// Form limits (spec §9)
export const NAME_MIN_LENGTH = 3;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 100;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 40;

// Enumerations
export const ORDER_TYPES = ["website", "manual"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const DELIVERY_METHODS = ["home-delivery", "stopdesk-delivery"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PAYMENT_METHODS = ["on-delivery", "cib", "eddahabia"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The card networks a card payment goes through (Chargily Pay). */
export const CARD_PAYMENT_METHODS = ["cib", "eddahabia"] as const satisfies readonly PaymentMethod[];
export type CardPaymentMethod = (typeof CARD_PAYMENT_METHODS)[number];
/**
 * An order's life: awaiting-payment → pending-confirmation (↔ no-answer) → confirmed → shipped → delivered or
 * returned, or cancelled. The moves allowed between them are in `order-workflow.ts`.
 */
export const ORDER_STATUSES = [
  "awaiting-payment",
  "pending-confirmation",
  "no-answer",
  "confirmed",
  "shipped",
  "delivered",
  "returned",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["cash-on-delivery", "pending", "paid", "failed", "canceled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const COUNTRY_ALGERIA = "Algeria";

// Back office
/** `owner` does everything and manages staff; `operator` handles orders, stock and messages. */
/**
 * owner: everything, the team included; operator: orders, stock, messages; catalogue: products, categories,
 * pictures, prices and stock, not orders nor the team.
 */
export const STAFF_ROLES = ["owner", "operator", "catalogue"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The back office's own HttpOnly, SameSite=Strict session cookie, apart from the shopper's. */
export const STAFF_COOKIE = "shop_staff";
/** How an offer lowers the price of its gift: by a percentage, or by a fixed amount in dinars. */
export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** Which deliveries free delivery above an amount covers: home, stop desk or both. */
export const FREE_DELIVERY_METHODS = ["home", "stopdesk", "both"] as const;
export type FreeDeliveryMethods = (typeof FREE_DELIVERY_METHODS)[number];

/** A product's life: a draft is never shown to shoppers; an archived product's address leads to its category. */
export const PRODUCT_STATUSES = ["draft", "published", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
