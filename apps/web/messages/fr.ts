/**
 * Every French string of the web app, for server components. Arabic has a sibling `ar.ts` with the same
 * shape (`Messages`). Client components import one section instead (`@/messages/chrome`, `@/messages/common`,
 * `@/messages/catalog`, `@/messages/product`, `@/messages/journey`, `@/messages/pages`), so each page sends
 * only the strings it shows. Validation messages are not here: they come with the schemas from `@shop/domain`.
 */
import { catalogFr } from "./fr-catalog";
import { chromeFr } from "./fr-chrome";
import { commonFr } from "./fr-common";
import { journeyFr } from "./fr-journey";
import { pagesFr } from "./fr-pages";
import { productFr } from "./fr-product";
import type { Translation } from "./translation";

export const fr = {
  ...commonFr,
  ...catalogFr,
  ...productFr,
  ...journeyFr,
  chrome: chromeFr,
  pages: pagesFr,
} as const;

export type Messages = Translation<typeof fr>;
