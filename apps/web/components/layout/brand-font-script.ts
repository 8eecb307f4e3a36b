/** Set once the brand's face has been downloaded in this browser: later documents draw with it from their first paint. */
export const BRAND_FONT_KEY = "shop-brand-font";

/**
 * Runs while the page is parsed, before the first paint: a browser that already holds the brand's face (its file
 * is cached immutable) draws this document with it from the start. `className` is next/font's class naming the face.
 */
export const brandFontScript = (className: string) =>
  `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_KEY)})==="1")document.documentElement.classList.add(${JSON.stringify(className)})}catch(e){}`;
