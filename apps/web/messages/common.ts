import { messageSection } from "./locale";
import { commonFr } from "./fr-common";
import { commonAr } from "./ar-common";
import type { Translation } from "./translation";

export type CommonMessages = Translation<typeof commonFr>;

/** Strings of every page: accessibility labels, toasts, session, error page. */
export const getCommonMessages = messageSection<CommonMessages>({ fr: commonFr, ar: commonAr });
