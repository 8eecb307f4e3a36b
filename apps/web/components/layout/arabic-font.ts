import localFont from "next/font/local";

/**
 * Noto Sans Arabic, self-hosted like Inter (fonts/README.md): 27 KB, weights 400–900. Not preloaded, and its
 * CSS variable is set only on Arabic pages' <html>: a French page never uses it, so never downloads it.
 */
export const notoSansArabic = localFont({
  src: "../../fonts/noto-sans-arabic-wght-400-900.woff2",
  weight: "400 900",
  style: "normal",
  variable: "--font-arabic",
  display: "swap",
  preload: false,
});
