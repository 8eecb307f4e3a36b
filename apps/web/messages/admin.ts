import { messageSection } from "./locale";
import { adminFr } from "./fr-admin";
import { adminPagesFr } from "./fr-admin-pages";
import { adminProductsFr } from "./fr-admin-products";
import { adminColoursFr } from "./fr-admin-colours";
import { adminCategoriesFr } from "./fr-admin-categories";
import { adminBulkPricesFr } from "./fr-admin-bulk-prices";
import { adminAnnouncementsFr } from "./fr-admin-announcements";
import { adminBackupsFr, type AdminBackupsMessages } from "./fr-admin-backups";
import { adminDeliveryFr } from "./fr-admin-delivery";
import { adminOffersFr } from "./fr-admin-offers";
import { adminCatalogueFilesFr } from "./fr-admin-catalogue-files";
import { adminMailFr } from "./fr-admin-mail";
import { adminVitalsFr, type AdminVitalsMessages } from "./fr-admin-vitals";

export type AdminMessages = typeof adminFr;
export type AdminPagesMessages = typeof adminPagesFr;
export type AdminProductsMessages = typeof adminProductsFr;
export type AdminColoursMessages = typeof adminColoursFr;
export type AdminCategoriesMessages = typeof adminCategoriesFr;
export type AdminBulkPricesMessages = typeof adminBulkPricesFr;
export type AdminAnnouncementsMessages = typeof adminAnnouncementsFr;
export type AdminDeliveryMessages = typeof adminDeliveryFr;
export type AdminOffersMessages = typeof adminOffersFr;
export type AdminCatalogueFilesMessages = typeof adminCatalogueFilesFr;
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

/** The backups page (owners). */
export const getAdminBackupsMessages = messageSection<AdminBackupsMessages>({ fr: adminBackupsFr, ar: adminBackupsFr });
/** The delivery page: the fee grid, its spreadsheet, the stop desks and the journal. */
export const getAdminDeliveryMessages = messageSection<AdminDeliveryMessages>({ fr: adminDeliveryFr, ar: adminDeliveryFr });
/** The offers page (order-value offers, free delivery) and the shop's details page. */
export const getAdminOffersMessages = messageSection<AdminOffersMessages>({ fr: adminOffersFr, ar: adminOffersFr });
/** The catalogue file page: export, import preview with every error, progress. */
export const getAdminCatalogueFilesMessages = messageSection<AdminCatalogueFilesMessages>({ fr: adminCatalogueFilesFr, ar: adminCatalogueFilesFr });
/** The e-mails page and the back office's forgotten password. */
export const getAdminMailMessages = messageSection<AdminMailMessages>({ fr: adminMailFr, ar: adminMailFr });

/** The dashboard's real visits' web vitals panel. */
export const getAdminVitalsMessages = messageSection<AdminVitalsMessages>({ fr: adminVitalsFr, ar: adminVitalsFr });
