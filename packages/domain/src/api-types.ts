/**
 * Transport types: the JSON the API sends and the web app reads. Plain types, no runtime code;
 * snake_case fields are kept where the spec names them so (announcements, offer gift variations).
 */
import type { DiscountType } from "./pricing.js";

export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

export type AnnouncementItem = {
  id: number;
  /** Only "topbar" is known; other types are ignored with a console warning. */
  type: string;
  is_active: boolean;
  content: { text: string; bgColor: string; textColor: string };
};

export type CategoryLink = { id: number; slug: string; title: string; titleAr?: string };

export type CategoryNode = CategoryLink & {
  isClickable: boolean;
  featured: CategoryLink[];
  children: CategoryNode[];
};

export type ProductVariationSummary = { colorNo: string; colorName: string; hex: string; images: string[] };

export type ProductSummary = {
  id: number;
  title: string;
  titleFr: string;
  titleAr: string;
  price: number;
  promoPrice: number | null;
  variations: ProductVariationSummary[];
};

export type CartItem = {
  id: number;
  productId: number;
  colorNo: string;
  size: string;
  quantity: number;
  /** Unit price in DA. */
  price: number;
  promoPrice: number | null;
  itemTotalPrice: number;
  image: string;
  title: string;
  colorName: string;
  ean: string;
  hasLinkedVariation?: boolean;
  stock: number;
};

export type GiftVariation = {
  product_id: number;
  color_no: string;
  color_name: string;
  ean: string;
  print_size_fr: string;
  style: string;
  colorImage: { fv_url: string };
  product: { title_fr: string };
  price: number;
  promo_price: number | null;
};

export type OfferWithGift = {
  id: number;
  minOrderAmount: number;
  discountType: DiscountType;
  amount: number;
  title: string;
  giftVariation: GiftVariation;
};

export type OffersResponse = { offers: OfferWithGift[] };

export type Cart = {
  cartItems: CartItem[];
  totalPrice: number;
  /** Sum of line quantities, null when 0. */
  quantity: number | null;
  offerSubtotal: number;
  currentOffer: OfferWithGift | null;
  nextOffer: (OfferWithGift & { missingAmount: number }) | null;
};

export type User = { id: number; email: string; firstName: string; lastName: string; phoneNumber: string };

export type WishlistItem = {
  productId: number;
  colorNo: string;
  title: string;
  price: number;
  promoPrice: number | null;
  image: string;
  colorName: string;
};

export type Wishlist = { wishlistItems: WishlistItem[] };

export type State = { id: number; code: string; name: string; nameAr: string };

export type Commune = { id: number; stateId: number; name: string; nameAr: string; postCode: string };
