import { preload } from "react-dom";

/**
 * Noto Sans Arabic (fonts/README.md), a public file named by its content so it can be cached for good. Its
 * `@font-face` lives in app/theme.css, where nothing asks for it but Arabic text: a French page never downloads
 * it. An Arabic page preloads it, so it is there by the first paint.
 */
export const ARABIC_FONT_URL = "/fonts/noto-sans-arabic-wght-400-900-0057207a.woff2";

/** Called while rendering an Arabic document: React puts the preload link in its <head>. */
export function preloadArabicFont(): void {
  preload(ARABIC_FONT_URL, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
