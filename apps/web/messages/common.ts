import { messageSection } from "./locale";
import { commonFr } from "./fr-common";

export type CommonMessages = typeof commonFr;

/** Strings of every page: accessibility labels, toasts, session, error page. Arabic will add `ar` beside `fr`. */
export const getCommonMessages = messageSection<CommonMessages>({ fr: commonFr, ar: commonFr });
