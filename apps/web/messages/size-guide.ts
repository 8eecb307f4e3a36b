import { messageSection } from "./locale";
import { sizeGuideFr } from "./fr-size-guide";
import { sizeGuideAr } from "./ar-size-guide";
import type { Translation } from "./translation";

export type SizeGuideMessages = Translation<typeof sizeGuideFr>;

/** The size guide of the product page, imported only by the guide's dialog. */
export const getSizeGuideMessages = messageSection<SizeGuideMessages>({ fr: sizeGuideFr, ar: sizeGuideAr });
