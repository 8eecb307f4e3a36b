import type { CommonMessages } from "./common";

/** Arabic strings shared by every page: meta, accessibility labels, header, hero, footer, the 404 page. */
export const commonAr = {
  meta: {
    tagline: "ملابس وأحذية وإكسسوارات",
    description: "أحذية جري وملابس رياضية وإكسسوارات. توصيل إلى جميع أنحاء الجزائر والدفع عند الاستلام.",
  },
  a11y: {
    skipToContent: "الانتقال إلى المحتوى",
    homeLink: (brand: string) => `${brand}، الصفحة الرئيسية`,
    footerNavigation: "المساعدة والمعلومات",
  },
  header: {
    account: "حسابي",
    wishlist: "المفضلة",
    cart: "السلة",
  },
  hero: {
    eyebrow: "موسم الجري الجديد",
    title: "أسرع، وأبعد.",
    text: "أحذية وملابس وإكسسوارات مصممة للأداء، من الكيلومتر الأول إلى آخر انطلاقة.",
    imageAlt: "حذاء جري أسود على خلفية برتقالية ووردية",
    shopNow: "تسوّق الآن",
    seeNew: "اكتشف الجديد",
  },
  footer: {
    tagline: "معدات رياضية، تصلك إلى أي مكان في الجزائر.",
    helpTitle: "المساعدة",
    helpLinks: [
      { title: "اتصل بنا", href: "/contact-us" },
      { title: "المساعدة", href: "/help/faq" },
      { title: "حسابي", href: "/help/account" },
      { title: "التوصيل", href: "/help/delivery" },
      { title: "الإرجاع", href: "/help/retour" },
      { title: "حماية البيانات", href: "/help/data-privacy" },
      { title: "الشروط العامة للبيع", href: "/help/cgv" },
    ],
    legalNotice: "الإشعارات القانونية",
    copyright: (year: number, brand: string) => `© ${year} ${brand}. جميع الحقوق محفوظة.`,
  },
  notFound: {
    metaTitle: "الصفحة غير موجودة",
    code: "خطأ 404",
    title: "هذه الصفحة غير موجودة",
    text: "ربما يكون الرابط غير صحيح أو نُقلت الصفحة. جديدنا بانتظارك في الصفحة الرئيسية.",
    home: "العودة إلى الصفحة الرئيسية",
  },
} satisfies CommonMessages;
