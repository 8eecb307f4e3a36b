import { countProducts, dayNoun, ltr } from "./ar-plural";
import type { JourneyFormats } from "./journey";

const workingDays = (min: number, max: number) =>
  `${min} إلى ${max} ${dayNoun(max) === "أيام" ? "أيام" : "يوم"} عمل`;
/** A cart line's details; a size already written as a word ("Taille unique") is not prefixed again. */
const lineDetails = (colour: string, size: string, quantity: number) =>
  `${colour} · ${/^(taille|مقاس)/i.test(size) ? size : `المقاس ${size}`} · الكمية ${quantity}`;

/** The Arabic journey texts that take a value (`fr-journey-format.ts`). */
export const journeyFormatAr = {
  cartPage: {
    itemCount: (count: number) => `(${count})`,
    giftOffer: (title: string) => `العرض: ${title}`,
    nextOffer: (amount: string, gift: string) => `بقي ${amount} للحصول على ${gift}`,
    offerCounted: (amount: string) => `المبلغ المحتسب للعرض: ${amount} من المنتجات غير المخفّضة`,
    freeDeliveryNext: (amount: string, methods: "home" | "stopdesk" | "both") =>
      `بقي ${amount} للحصول على التوصيل المجاني${methods === "home" ? " إلى المنزل" : methods === "stopdesk" ? " إلى نقطة الاستلام" : ""}`,
    freeDeliveryReached: (methods: "home" | "stopdesk" | "both") =>
      `التوصيل مجاني${methods === "home" ? " إلى المنزل" : methods === "stopdesk" ? " إلى نقطة الاستلام" : ""}`,
  },
  checkout: {
    deliveryDays: workingDays,
    summaryItems: countProducts,
    lineDetails,
  },
  order: {
    thanks: (firstName: string) => `شكرًا ${firstName}!`,
    number: (number: number) => `الطلب رقم ${number}`,
    placedOn: (date: string) => `قُدِّم في ${date}`,
    nextCallText: (phone: string) => `أبقِ هاتفك في متناول يدك: سنتصل بالرقم ${ltr(phone)}.`,
    nextDelivery: (min: number, max: number) => `التوصيل خلال ${workingDays(min, max)}`,
    nextDeliveryStopDesk: (agency: string) =>
      `بعد التأكيد، يُسلَّم طردك إلى شركة التوصيل: تستلمه من «${agency}».`,
    lineDetails,
    place: (commune: string, wilaya: string) => `${commune}، ${wilaya}`,
  },
  account: {
    welcomeTitle: (firstName: string) => `مرحبًا بك ${firstName}!`,
    greeting: (lastName: string) => `مرحبًا ${lastName}`,
    orderNumber: (number: number) => `الطلب رقم ${number}`,
    orderItems: countProducts,
    orderStopDesk: (agency: string) => `الاستلام من المكتب · ${agency}`,
    addressLabel: (name: string) => `عنوان ${name}`,
    wishlistCount: countProducts,
    wishlistRemove: (title: string) => `إزالة ${title} من المفضلة`,
    wishlistAddToCartLabel: (title: string) => `${title}، اختر المقاس`,
    wishlistColour: (colour: string) => `اللون: ${colour}`,
  },
} satisfies JourneyFormats;
