import { messageSection } from "./locale";
import { adminFr } from "./fr-admin";
import { adminPagesFr } from "./fr-admin-pages";
import { adminProductsFr } from "./fr-admin-products";
import { adminColoursFr } from "./fr-admin-colours";
import { adminCategoriesFr } from "./fr-admin-categories";
import { adminBulkPricesFr } from "./fr-admin-bulk-prices";
import { adminAnnouncementsFr } from "./fr-admin-announcements";
import { adminMailFr } from "./fr-admin-mail";

export type AdminMessages = typeof adminFr;
export type AdminPagesMessages = typeof adminPagesFr;
export type AdminProductsMessages = typeof adminProductsFr;
export type AdminColoursMessages = typeof adminColoursFr;
export type AdminCategoriesMessages = typeof adminCategoriesFr;
export type AdminBulkPricesMessages = typeof adminBulkPricesFr;
export type AdminAnnouncementsMessages = typeof adminAnnouncementsFr;
export type AdminMailMessages = typeof adminMailFr;

/** The back office's strings (shell, sign-in, dashboard, shipping); never imported by a shopper page. */
export const getAdminMessages = messageSection<AdminMessages>({ fr: adminFr, ar: adminFr });

/** The back office's orders, stock, messages and staff pages. */
export const getAdminPagesMessages = messageSection<AdminPagesMessages>({ fr: adminPagesFr, ar: adminPagesFr });

/** The back office's catalogue pages: products list, product form, price log. */
export const getAdminProductsMessages = messageSection<AdminProductsMessages>({ fr: adminProductsFr, ar: adminProductsFr });

/** The product editor's colours: sizes grid, bulk edits, pictures, « Ensemble » links. */
export const getAdminColoursMessages = messageSection<AdminColoursMessages>({ fr: adminColoursFr, ar: adminColoursFr });

/** The categories page: the tree, its dialogs, a category's hand order of products. */
export const getAdminCategoriesMessages = messageSection<AdminCategoriesMessages>({ fr: adminCategoriesFr, ar: adminCategoriesFr });

/** The bulk price changes page: the selection, the operation, the preview before → after. */
export const getAdminBulkPricesMessages = messageSection<AdminBulkPricesMessages>({ fr: adminBulkPricesFr, ar: adminBulkPricesFr });
/** The announcements page: the top bar's items, their form and dialogs. */
export const getAdminAnnouncementsMessages = messageSection<AdminAnnouncementsMessages>({ fr: adminAnnouncementsFr, ar: adminAnnouncementsFr });

/** The e-mails page and the back office's forgotten password. */
export const getAdminMailMessages = messageSection<AdminMailMessages>({ fr: adminMailFr, ar: adminMailFr });
