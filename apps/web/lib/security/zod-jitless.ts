import { z } from "zod";

/**
 * Zod compiles its object parsers with `new Function` when the page allows eval, and finds out by trying:
 * under the shop's CSP the attempt is refused and reported as a violation on every page with a form.
 * Interpreted parsing is plenty for forms, so the storefront never tries.
 */
z.config({ jitless: true });
