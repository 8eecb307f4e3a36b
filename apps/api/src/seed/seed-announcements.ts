import { announcements } from "../db/schema/catalog.js";
import type { SeedWriter } from "./seed-db.js";

/**
 * The top bar: one active item, one inactive item, and one item of a type the storefront does not know
 * ("popup"), which the client must skip with a console warning.
 */
export const DEMO_ANNOUNCEMENTS: readonly (typeof announcements.$inferInsert)[] = [
  {
    type: "topbar",
    isActive: true,
    text: "Paiement à la livraison dans les 58 wilayas — Un cadeau offert dès DA 8 000 d’achat hors articles en promotion",
    textAr:
      "الدفع عند الاستلام في 58 ولاية — هدية مجانية ابتداءً من \u20668\u00a0000\u2069\u00a0دج من المشتريات خارج المنتجات المخفضة",
    bgColor: "#111111",
    textColor: "#ffffff",
    position: 0,
  },
  {
    type: "topbar",
    isActive: false,
    text: "Soldes d’été : jusqu’à -50 % sur une sélection d’articles",
    textAr: "تخفيضات الصيف: حتى \u2066-50%\u2069 على تشكيلة من المنتجات",
    bgColor: "#c8102e",
    textColor: "#ffffff",
    position: 1,
  },
  {
    type: "popup",
    isActive: true,
    text: "Inscrivez-vous et recevez nos nouveautés en avant-première",
    textAr: "سجّل واكتشف جديدنا قبل الجميع",
    bgColor: "#ffffff",
    textColor: "#111111",
    position: 2,
  },
];

export async function seedAnnouncements(db: SeedWriter): Promise<number> {
  await db.insert(announcements).values([...DEMO_ANNOUNCEMENTS]);
  return DEMO_ANNOUNCEMENTS.length;
}
