import { messageSection } from "./locale";
import { sizeGuideFr } from "./fr-size-guide";

export type SizeGuideMessages = typeof sizeGuideFr;

/** The size guide of the product page, imported only by the guide's dialog. Arabic will add `ar` beside `fr`. */
export const getSizeGuideMessages = messageSection<SizeGuideMessages>({ fr: sizeGuideFr, ar: sizeGuideFr });
