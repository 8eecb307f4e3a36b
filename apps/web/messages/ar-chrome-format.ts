import { countProducts, ltr } from "./ar-plural";

/** The Arabic chrome texts that take a value: see `fr-chrome-format.ts`. */
export const chromeFormatAr = {
  header: {
    phone: (number: string) => `الاتصال بخدمة الزبائن على الرقم ${ltr(number)}`,
    wishlistCount: (count: number) => `المفضلة (${countProducts(count)})`,
    cartCount: (count: number) => `السلة (${countProducts(count)})`,
  },
  menu: {
    open: (title: string) => `${title}: عرض الفئات الفرعية`,
  },
  search: {
    placeholder: (brand: string) => `ابحث في ${brand}`,
  },
  cartDrawer: {
    titleWithCount: (count: number) => `سلتك (${count})`,
  },
  cartLine: {
    removeLabel: (title: string) => `حذف ${title} من السلة`,
    addLinkedLabel: (title: string, colour: string, size: string) => `أضف إلى السلة: ${title}، ${colour}، المقاس ${size}`,
  },
  footer: {
    follow: (network: string) => `${network} (يُفتح في علامة تبويب جديدة)`,
    appTitle: (brand: string) => `${brand} Run`,
  },
} as const;
