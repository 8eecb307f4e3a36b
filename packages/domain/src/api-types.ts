/**
 * The JSON the API sends and the storefront reads: one set of types for both sides. The API's zod response
 * schemas (apps/api/src/routes/*-schemas.ts) are checked against them at compile time, so a field the API
 * renames or drops fails the typecheck of both apps. Plain types, no runtime code. Prices are in dinars;
 * snake_case fields are kept where the spec names them so (the offers' gift variation).
 */
import type { DeliveryMethod, OrderStatus, OrderType, PaymentMethod, PaymentStatus } from "./constants.js";

// Catalogue: routes/catalog-schemas.ts.

export type CategoryLink = { id: number; slug: string; title: string; titleAr: string };

export type CategoryNode = CategoryLink & {
  isClickable: boolean;
  depth: number;
  featured: CategoryNode[];
  children: CategoryNode[];
};

/** A colour of a product card, with the price of its cheapest size (`colourPrice`), as its page first shows it. */
export type ProductVariationSummary = {
  colorNo: string;
  colorName: string;
  colorHex: string;
  /** The colour family of the `searchColor` facet. */
  searchColor: string;
  images: string[];
  price: number;
  promoPrice: number | null;
  /** Its sizes do not all cost the same. */
  priceVaries: boolean;
};

export type ProductSummary = {
  id: number;
  title: string;
  titleFr: string;
  titleAr: string;
  articleType: string;
  /** Dinars: the pair of the product's cheapest size (its lowest price); a card shows its colours' own prices. */
  price: number;
  promoPrice: number | null;
  colorCount: number;
  variations: ProductVariationSummary[];
};

export type FacetValue = { value: string; count: number; selected: boolean };

export type ProductFilterResponse = {
  products: ProductSummary[];
  total: number;
  pageOffset: number;
  pageSize: number;
  hasMore: boolean;
  facets: { key: string; label: string; values: FacetValue[] }[];
  priceRange: { min: number; max: number } | null;
  category: CategoryLink | null;
};

export type CategoryDetail = CategoryNode & { parent: CategoryLink | null; grandparent: CategoryLink | null };

/** A category found by search, with the links above it. */
export type CategoryWithParents = CategoryLink & { parent: CategoryLink | null; grandparent: CategoryLink | null };

export type Facet = ProductFilterResponse["facets"][number];

export type SizePrice = { size: string; ean: string; price: number; promoPrice: number | null };

/** Another product's colour worn with this one (« Ensemble »). */
export type LinkedVariationRef = {
  productId: number;
  colorNo: string;
  colorName: string;
  title: string;
  image: string | null;
};

export type ProductVariation = {
  id: number;
  colorNo: string;
  colorName: string;
  colorHex: string;
  searchColor: string;
  style: string;
  images: string[];
  sizes: SizePrice[];
  linkedVariations: LinkedVariationRef[];
};

export type ProductDetail = {
  id: number;
  title: string;
  titleFr: string;
  titleAr: string;
  description: string;
  articleType: string;
  gender: string;
  ageGroup: string;
  division: string;
  activity: string;
  attributes: Record<string, string>;
  price: number;
  promoPrice: number | null;
  category: CategoryWithParents | null;
  variations: ProductVariation[];
};

/** Pieces in stock per EAN. */
export type StockResponse = { stock: Record<string, number> };

export type ProductPage = {
  items: ProductSummary[];
  total: number;
  pageOffset: number;
  pageSize: number;
  hasMore: boolean;
};

export type SearchResponse = { paginatedProducts: ProductPage; categories: CategoryWithParents[] };

/** What the search panel offers before anything is typed (GET /api/products/popular-searches). */
export type PopularSearches = { queries: string[]; categories: CategoryLink[] };

/** The « Vous aimerez aussi » row of a product page (GET /api/products/related/{id}). */
export type RelatedProducts = { products: ProductSummary[] };

// Cart, offers, account and wishlist: routes/cart-schemas.ts, users.ts, wishlist.ts.

export type CartItem = {
  id: number;
  productId: number;
  colorNo: string;
  size: string;
  quantity: number;
  price: number;
  promoPrice: number | null;
  itemTotalPrice: number;
  image: string | null;
  title: string;
  colorName: string;
  ean: string;
  stock: number;
  hasLinkedVariation: boolean;
};

export type GiftVariation = {
  product_id: number;
  color_no: string;
  color_name: string;
  ean: string;
  print_size_fr: string;
  style: string;
  price: number;
  promo_price: number | null;
  colorImage: { fv_url: string | null };
  product: { title_fr: string };
};

export type Offer = {
  id: number;
  title: string;
  minOrderAmount: number;
  discountType: "percentage" | "fixed";
  amount: number;
  giftSkuId: number;
  giftInStock: boolean;
  giftVariation: GiftVariation;
};

export type GiftLine = {
  offerId: number;
  productId: number;
  colorNo: string;
  size: string;
  ean: string;
  skuId: number;
  title: string;
  colorName: string;
  image: string | null;
  price: number;
  /** What the shopper pays for the gift (0 when it is free). */
  discountedPrice: number;
  quantity: 1;
};

export type Cart = {
  id: number;
  cartItems: CartItem[];
  quantity: number | null;
  linesTotal: number;
  totalPrice: number;
  offerSubtotal: number;
  currentOffer: (Offer & { giftLine: GiftLine }) | null;
  nextOffer: (Offer & { missingAmount: number }) | null;
  notice?: { code: string; message: string };
};

export type User = { email: string; firstName: string; lastName: string; phoneNumber: string | null };

export type WishlistItem = {
  id: number;
  productId: number;
  colorNo: string;
  colorName: string;
  title: string;
  price: number;
  promoPrice: number | null;
  image: string | null;
  inStock: boolean;
};

export type Wishlist = { wishlistItems: WishlistItem[]; count: number };

export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// Orders, saved addresses and geography: routes/order-schemas.ts, addresses.ts, states.ts.

export type OrderLine = {
  id: number;
  productId: number;
  colorNo: string;
  size: string;
  ean: string;
  title: string;
  colorName: string;
  image: string | null;
  unitPrice: number;
  promoPrice: number | null;
  quantity: number;
  lineTotal: number;
  isGift: boolean;
};

/** `GET /api/payments/methods`: what the checkout may offer; `testMode` when card payments are not real. */
export type PaymentOptions = { methods: PaymentMethod[]; testMode: boolean };

export type Order = {
  id: string;
  number: number;
  type: OrderType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  checkoutUrl: string | null;
  createdAt: string;
  contact: { email: string | null; firstName: string; lastName: string; phoneNumber: string };
  delivery: {
    method: DeliveryMethod;
    country: string;
    address: string;
    address2: string | null;
    postalCode: string | null;
    state: { id: number; name: string };
    commune: { id: number; name: string };
    minDays: number | null;
    maxDays: number | null;
    /** The agency of a stop-desk order, null for home delivery. */
    stopDesk: OrderStopDesk | null;
  };
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  duplicate?: boolean;
  /** Read by someone other than the shopper who placed it: name, e-mail, phone and address masked. */
  restricted?: boolean;
};

/**
 * Where a stop-desk order waits: the agency's name and address as they were when the order was placed (`id` null
 * once the agency is gone), its opening hours as it posts them now (null once gone).
 */
export type OrderStopDesk = { id: number | null; name: string; address: string; openingHours: string | null };

export type OrderSummary = {
  id: string;
  number: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  itemCount: number;
  createdAt: string;
  deliveryMethod: DeliveryMethod;
  stopDesk: OrderStopDesk | null;
};

export type SavedAddress = {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  address2: string | null;
  state: number;
  stateName: string;
  stateCommuneId: number;
  communeName: string;
  postalCode: string | null;
  isDefault: boolean;
};

export type State = { id: number; code: string; name: string; nameAr: string };
export type Commune = { id: number; stateId: number; name: string; nameAr: string };
/** `GET /api/states/{id}/stop-desks`: an open agency where a stop-desk parcel is picked up. */
export type StopDesk = { id: number; stateId: number; name: string; address: string; openingHours: string };
export type DeliveryPrice = {
  stateId: number;
  deliveryMethod: DeliveryMethod;
  price: number;
  isAvailable: boolean;
  minDays: number;
  maxDays: number;
};
