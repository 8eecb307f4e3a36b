import type { Cart, GiftLine } from "@shop/domain/contract/cart";
import { cartQuantity } from "@shop/domain/cart";
import { amountToNextOffer, currentOffer, nextOffer, offerSubtotal } from "@shop/domain/offers";
import { discountedUnitPrice, effectiveUnitPrice, lineTotal } from "@shop/domain/pricing";
import type { OfferWithGift } from "../shop/offers.js";
import type { CartLineRow } from "./cart-lines.js";

/** The gift line an offer adds: the gift variation at its discounted price. */
export function giftLineOf(offer: OfferWithGift): GiftLine {
  const gift = offer.giftVariation;
  return {
    offerId: offer.id,
    productId: gift.product_id,
    colorNo: gift.color_no,
    size: gift.print_size_fr,
    sizeName: gift.print_size_fr,
    sizeNameAr: gift.print_size_ar,
    ean: gift.ean,
    skuId: offer.giftSkuId,
    title: gift.product.title_fr,
    titleAr: gift.product.title_ar,
    colorName: gift.color_name,
    colorNameAr: gift.color_name_ar,
    image: gift.colorImage.fv_url,
    price: gift.price,
    discountedPrice: discountedUnitPrice(
      { price: gift.price, promoPrice: gift.promo_price },
      { amount: offer.amount, discountType: offer.discountType },
    ),
    quantity: 1,
  };
}

/**
 * Prices a cart on the server: each line at its current (promotional) price, the offer subtotal (lines without
 * a promotional price), the current offer with its gift line, and the next offer with the amount still missing.
 */
export function priceCart(cartId: number, lines: CartLineRow[], offers: OfferWithGift[]): Cart {
  const cartItems = lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    colorNo: line.colorNo,
    size: line.size,
    sizeName: line.sizeName,
    sizeNameAr: line.sizeNameAr,
    quantity: line.quantity,
    price: line.price,
    promoPrice: line.promoPrice,
    itemTotalPrice: lineTotal(effectiveUnitPrice(line), line.quantity),
    image: line.image,
    title: line.title,
    titleAr: line.titleAr,
    colorName: line.colorName,
    colorNameAr: line.colorNameAr,
    ean: line.ean,
    stock: line.stock,
    hasLinkedVariation: line.hasLinkedVariation,
  }));
  const subtotal = offerSubtotal(lines);
  // An offer whose gift is sold out is not offered until it is back in stock.
  offers = offers.filter((offer) => offer.giftInStock);
  const current = currentOffer(offers, subtotal);
  const next = nextOffer(offers, subtotal);
  const giftLine = current ? giftLineOf(current) : null;
  const linesTotal = cartItems.reduce((sum, item) => sum + item.itemTotalPrice, 0);
  return {
    id: cartId,
    cartItems,
    quantity: cartQuantity(cartItems),
    linesTotal,
    totalPrice: linesTotal + (giftLine?.discountedPrice ?? 0),
    offerSubtotal: subtotal,
    currentOffer: current && { ...current, giftLine: giftLine! },
    nextOffer: next && { ...next, missingAmount: amountToNextOffer(offers, subtotal)! },
  };
}
