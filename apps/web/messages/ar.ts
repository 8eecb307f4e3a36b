/** Every Arabic string of the web app, for server components: the same shape as `fr.ts` (`Messages`). */
import { catalogAr } from "./ar-catalog";
import { chromeAr } from "./ar-chrome";
import { commonAr } from "./ar-common";
import { journeyAr } from "./ar-journey";
import { pagesAr } from "./ar-pages";
import { productAr } from "./ar-product";
import type { Messages } from "./fr";

export const ar = {
  ...commonAr,
  ...catalogAr,
  ...productAr,
  ...journeyAr,
  chrome: chromeAr,
  pages: pagesAr,
} satisfies Messages;
