import { messageSection } from "./locale";
import { adminFr } from "./fr-admin";
import { adminPagesFr } from "./fr-admin-pages";

export type AdminMessages = typeof adminFr;
export type AdminPagesMessages = typeof adminPagesFr;

/** The back office's strings (shell, sign-in, dashboard, shipping); never imported by a shopper page. */
export const getAdminMessages = messageSection<AdminMessages>({ fr: adminFr, ar: adminFr });

/** The back office's orders, stock, messages and staff pages. */
export const getAdminPagesMessages = messageSection<AdminPagesMessages>({ fr: adminPagesFr, ar: adminPagesFr });
