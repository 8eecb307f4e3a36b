/** The commerce JSON as `apps/api` sends it (see apps/api/src/routes/{cart,order,users}-schemas). Dinars. */

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
  title: string;
  colorName: string;
  image: string | null;
  price: number;
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
