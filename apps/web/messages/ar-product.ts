import { countNoun, ltr } from "./ar-plural";
import { productFormatAr } from "./ar-product-format";
import type { ProductMessages } from "./product";

/** Arabic strings of products: cards (price, colours, discount) and the product page. */
export const productAr = {
  product: {
    colours: (count: number) =>
      countNoun(count, {
        one: "لون واحد",
        two: "لونان",
        plural: "ألوان",
        singular: "لون",
        accusative: "لونًا",
      }),
    regularPrice: "السعر الأصلي:",
    promoPrice: "سعر التخفيض:",
    price: "السعر:",
    // The minus and the number kept left to right inside Arabic text: "‎-20%".
    discount: (percent: number) => ltr(`-${percent}%`),
  },
  productPage: {
    colour: "اللون",
    colourLabel: "اللون: ",
    colours: "الألوان",
    colourOption: (name: string) => `اللون ${name}`,
    size: "المقاس",
    chooseSize: "اختر مقاسًا",
    soldOut: "نفد من المخزون",
    ...productFormatAr,
    sizeGuide: "دليل المقاسات",
    quantity: "الكمية",
    addToCart: "أضف إلى السلة",
    adding: "جارٍ الإضافة…",
    added: "تمت الإضافة إلى السلة",
    style: "رقم الموديل",
    gallery: "صور المنتج",
    showImage: (index: number, total: number) => `عرض الصورة ${index} من ${total}`,
    imageAlt: (title: string, colour: string, index: number) => `${title}، اللون ${colour}، الصورة ${index}`,
    previousImage: "الصورة السابقة",
    nextImage: "الصورة التالية",
    description: "الوصف",
    details: "المواصفات",
    ensembleTitle: "أكمل الطقم",
    ensembleBadge: "طقم",
    ensembleColour: (colour: string) => `اللون ${colour}`,
    wishlistAdd: "أضف إلى المفضلة",
    wishlistRemove: "إزالة من المفضلة",
    deliveryTitle: "التوصيل والدفع",
    delivery: "التوصيل إلى المنزل أو إلى نقطة الاستلام في 58 ولاية — الدفع عند الاستلام",
    deliveryLink: "معرفة المزيد عن التوصيل",
    fromPrice: "ابتداءً من",
  },
} satisfies ProductMessages;
