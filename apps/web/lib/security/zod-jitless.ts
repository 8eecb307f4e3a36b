import { z } from "zod";

/**
 * Zod compiles its object parsers with `new Function` when the page allows eval, and finds out by trying:
 * under the shop's CSP the attempt is refused and reported as a violation on every page with a form.
 * Interpreted parsing is plenty for forms, so the storefront never tries.
 *
 * Zod reads the setting when a schema is built: every client module that imports schemas at run time imports
 * this module first (before `@shop/domain/schemas`), so zod is downloaded with the forms that use it and never
 * with pages that have none (the shop's layout no longer imports it).
 */
z.config({ jitless: true });
