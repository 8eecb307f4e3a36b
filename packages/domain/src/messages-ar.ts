/**
 * The Arabic texts of the domain's messages: the validation messages of spec §5 (`VALIDATION_MESSAGES`) and the
 * API's refusals (`API_MESSAGES`), key for key, typed so that a key missing on either side fails the type check.
 * `translateMessage()` gives the Arabic text of a French one, placeholders included, for the API's error handler
 * and for forms that validate with the shared schemas (whose messages are French).
 */
import { API_MESSAGES, formatMessage, type ApiMessageKey } from "./api-messages";
import { CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_AR } from "./catalogue-messages";
import type { Locale } from "./constants";
import { VALIDATION_MESSAGES } from "./messages";

export const VALIDATION_MESSAGES_AR = {
  required: "هذا الحقل إلزامي",
  tooShort: "قصير جدًا",
  tooLong: "طويل جدًا",
  invalidName: "يُرجى إدخال اسم صحيح",
  addressRequired: "عنوان التوصيل إلزامي",
  countryRequired: "اختر بلدك",
  stateRequired: "اختر ولايتك",
  communeRequired: "اختر بلديتك",
  phoneRequired: "رقم الهاتف إلزامي",
  phoneInvalid: "رقم الهاتف غير صحيح",
  emailRequired: "البريد الإلكتروني إلزامي",
  emailInvalid: "صيغة البريد الإلكتروني غير صحيحة",
  passwordRequired: "أدخل كلمة المرور",
  passwordMin: "يجب أن تتكون كلمة المرور من 10 أحرف على الأقل",
  passwordMax: "يجب ألّا تتجاوز كلمة المرور 40 حرفًا",
  passwordPattern: "يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير ورقم ورمز خاص.",
  passwordMismatch: "كلمتا المرور غير متطابقتين",
  passwordUnchanged: "يجب أن تختلف كلمة المرور الجديدة عن القديمة",
  acceptPolicy: "يجب أن تقرأ شروط البيع وتوافق عليها",
  quantityRequired: "يُرجى إدخال الكمية المطلوبة",
  quantityPositive: "يجب أن تكون الكمية قيمة موجبة",
  quantityMin: "يجب أن تكون الكمية أكبر من 1 أو تساويه",
  sizeRequired: "يُرجى اختيار مقاسك",
  colorRequired: "يُرجى اختيار اللون المطلوب",
  stopDeskRequired: "اختر المكتب الذي ستستلم منه طردك",
  controlCharacters: "رموز غير مسموح بها",
} satisfies Record<keyof typeof VALIDATION_MESSAGES, string>;

export const API_MESSAGES_AR = {
  badRequest: "طلب غير صالح",
  invalidJson: "محتوى الطلب ليس بصيغة JSON صالحة",
  emptyJson: "محتوى الطلب فارغ",
  bodyNotObject: "يجب أن يكون محتوى الطلب كائن JSON",
  unsupportedMediaType: "نوع المحتوى غير مدعوم",
  payloadTooLarge: "حجم الطلب كبير جدًا",
  invalidContentLength: "طول المحتوى غير صالح",
  badUrl: "عنوان الطلب غير مرمَّز بشكل صحيح",
  uriTooLong: "عنوان الطلب طويل جدًا",
  headersTooLarge: "ترويسات الطلب كبيرة جدًا",
  requestTimeout: "استغرق وصول الطلب وقتًا طويلًا",
  methodNotAllowed: "الطريقة غير مسموح بها",
  unauthorized: "يجب عليك تسجيل الدخول",
  forbidden: "إجراء غير مسموح به",
  forbiddenOrigin: "تم رفض الطلب: مصدر غير مسموح به",
  notFound: "المورد غير موجود",
  unknownRoute: "عنوان واجهة البرمجة هذا غير موجود",
  tooManyRequests: "محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد بضع دقائق.",
  internalError: "حدث خطأ داخلي. يُرجى المحاولة مجددًا.",
  invalidValue: "قيمة غير صالحة",
  invalidFields: "بعض الحقول غير صالحة",
  invalidId: "معرِّف غير صالح",
  invalidPage: "صفحة غير صالحة",
  invalidCategoryId: "معرِّف الفئة غير صالح",
  invalidCategory: "فئة غير صالحة",
  invalidSort: "ترتيب غير صالح",
  invalidPrice: "سعر غير صالح",
  filterTooLong: "قيمة التصفية طويلة جدًا",
  unknownFilter: "معامل تصفية غير معروف",
  searchTooLong: "نص البحث طويل جدًا",
  invalidColourNumber: "رقم اللون غير صالح",
  invalidSize: "مقاس غير صالح",
  invalidDeliveryMethod: "طريقة التوصيل غير صالحة",
  invalidOrderId: "معرِّف الطلب غير صالح",
  invalidIdempotencyKey: "مفتاح عدم التكرار غير صالح",
  invalidPaymentId: "معرِّف الدفع غير صالح",
  invalidPaymentMethod: "وسيلة الدفع غير صالحة",
  quantityTooHigh: "الكمية كبيرة جدًا",
  cartMode: "يجب أن يكون الوضع «set» أو «add»",
  wishlistAction: "يجب أن يكون الإجراء «add» أو «remove»",
  categoryNotFound: "هذه الفئة غير موجودة",
  productNotFound: "هذا المنتج غير موجود",
  productArchived: "هذا المنتج لم يعد معروضًا للبيع",
  skuNotFound: "هذا اللون أو هذا المقاس غير موجود",
  stateNotFound: "هذه الولاية غير موجودة",
  noCart: "لا توجد سلة لهذه الجلسة",
  sizeSoldOut: "هذا المقاس نفد من المخزون",
  cartLineRemoved: "منتج في سلتك لم يعد معروضًا للبيع: تمت إزالته.",
  cartLinesRemoved: "{count} منتجات في سلتك لم تعد معروضة للبيع: تمت إزالتها.",
  cartFull:
    "تحتوي سلتك بالفعل على {max} منتجًا مختلفًا، وهو الحد الأقصى. أكمل طلبك أو احذف منتجًا لإضافة منتج آخر.",
  emptyCart: "سلتك فارغة",
  communeNotInState: "هذه البلدية لا تنتمي إلى الولاية المختارة",
  deliveryUnavailable: "طريقة التوصيل هذه غير متوفرة في هذه الولاية",
  stopDeskNotInState: "هذا المكتب ليس في الولاية المختارة",
  stopDeskClosed: "هذا المكتب لم يعد يستقبل الطرود: اختر مكتبًا آخر",
  orderTooManyLines: "لا يتجاوز الطلب الواحد {max} منتجًا مختلفًا.",
  quantityLimit: "الكمية محدودة بـ{max} لكل منتج («{title}»).",
  lineSoldOut: "«{title}» ({colour}، المقاس {size}) نفد من المخزون.",
  lineShortOfOne: "المخزون غير كافٍ لـ«{title}» ({colour}، المقاس {size}): بقيت قطعة واحدة فقط.",
  lineShort: "المخزون غير كافٍ لـ«{title}» ({colour}، المقاس {size}): الكمية المتبقية {stock}.",
  orderLimitPhone: "طلبات حديثة كثيرة جدًا بهذا الرقم. اتصل بنا لإتمام عملية الشراء.",
  orderLimitAddress: "طلبات حديثة كثيرة جدًا لهذا العنوان. اتصل بنا لإتمام عملية الشراء.",
  duplicateOrder: "تم للتو تقديم طلب مماثل بهذا الرقم. إن كان منك فلا داعي لتكراره؛ وإلا فاتصل بنا.",
  orderNotFound: "هذا الطلب غير موجود",
  paymentNotFound: "عملية الدفع غير موجودة",
  paymentMethodLocked: "لم يعد بالإمكان تغيير طريقة الدفع لهذا الطلب",
  orderAlreadyPaid: "هذا الطلب مدفوع بالفعل",
  paymentNotRetryable: "لم يعد بالإمكان دفع هذا الطلب بالبطاقة",
  cardPaymentsOff: "الدفع بالبطاقة غير متاح حاليًا. اختر الدفع عند الاستلام.",
  paymentProviderDown: "خدمة الدفع غير متاحة. أعد المحاولة أو اختر الدفع عند الاستلام.",
  paymentMismatch: "عملية الدفع هذه لا تطابق الطلب (المبلغ أو الطلب).",
  invalidPaymentEvent: "حدث دفع غير صالح",
  invalidSignature: "توقيع حدث الدفع غير صالح",
  emailTaken: "يوجد حساب بهذا البريد الإلكتروني بالفعل",
  invalidCredentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  wrongPassword: "كلمة المرور الحالية غير صحيحة",
  tooManyLogins: "محاولات تسجيل دخول كثيرة جدًا. يمكنك إعادة المحاولة بعد: {minutes} د.",
  tooManySignUps: "تم إنشاء حسابات كثيرة جدًا من هذا الاتصال. أعد المحاولة لاحقًا.",
  addressLimit: "يمكنك حفظ 20 عنوانًا على الأكثر",
  addressNotFound: "هذا العنوان غير موجود",
  orderRefused: "لا يمكننا قبول هذا الطلب. اتصل بنا.",
  tooManyVitals: "قياسات كثيرة جدًا من هذا الاتصال. أعد المحاولة لاحقًا.",
  tooManyContactMessages: "رسائل كثيرة جدًا من هذا الاتصال. أعد المحاولة لاحقًا.",
  tooManyPasswordResets: "طلبات إعادة تعيين كثيرة جدًا. أعد المحاولة لاحقًا.",
  resetLinkInvalid: "رابط إعادة التعيين هذا غير صالح. اطلب رابطًا جديدًا.",
  resetLinkUsed: "سبق استخدام رابط إعادة التعيين هذا. اطلب رابطًا جديدًا عند الحاجة.",
  resetLinkExpired: "انتهت صلاحية رابط إعادة التعيين هذا (صالح لمدة 30 دقيقة). اطلب رابطًا جديدًا.",
  resetAccountDisabled: "هذا الحساب معطّل: لا يمكن إعادة تعيين كلمة مروره.",
} satisfies Record<ApiMessageKey, string>;

export type MessageKey = keyof typeof VALIDATION_MESSAGES | ApiMessageKey;

/** The catalogue editor's messages under keys of their own (`catalogue.sizeRequired`): some names are the shop's too. */
const catalogue = (messages: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [`catalogue.${key}`, text]));

const french: Readonly<Record<string, string>> & Readonly<Record<MessageKey, string>> = {
  ...VALIDATION_MESSAGES,
  ...API_MESSAGES,
  ...catalogue(CATALOGUE_MESSAGES),
};
const arabic: Readonly<Record<string, string>> & Readonly<Record<MessageKey, string>> = {
  ...VALIDATION_MESSAGES_AR,
  ...API_MESSAGES_AR,
  ...catalogue(CATALOGUE_MESSAGES_AR),
};

/** One message by key, in the given locale: `messageFor("phoneInvalid", "ar")`. */
export function messageFor(key: MessageKey, locale: Locale): string {
  return (locale === "ar" ? arabic : french)[key];
}

/** Every French text with its Arabic twin. */
const pairs = Object.entries(french).map(([key, text]) => ({ text, arabic: arabic[key] ?? text }));
const byFrenchText = new Map(pairs.filter(({ text }) => !text.includes("{")).map(({ text, arabic }) => [text, arabic]));
// A French text with values, as a pattern that gives them back: "… au plus {max} …" → /^… au plus (?<max>.+?) …$/.
const patterns = pairs
  .filter(({ text }) => text.includes("{"))
  .map(({ text, arabic }) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return { arabic, pattern: new RegExp(`^${escaped.replace(/\\\{(\w+)\\\}/g, "(?<$1>.+?)")}$`, "s") };
  });

/**
 * A French message of the catalogues in the given locale: exact texts by their key, texts with values through
 * their pattern (the values carried over). A text the catalogues do not know stays as it is.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale !== "ar") return message;
  const exact = byFrenchText.get(message);
  if (exact !== undefined) return exact;
  for (const { arabic: template, pattern } of patterns) {
    const values = pattern.exec(message)?.groups;
    if (values) return formatMessage(template, values);
  }
  return message;
}
