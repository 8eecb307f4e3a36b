/**
 * Pictures asked for once the page's first frame is shown. On a phone's network the first frame waits for the
 * stylesheet and the picture it shows largest (the hero, the product's main photo, preloaded from the head); every
 * other picture the first layout finds near the screen (a product's thumbnails and colours, the home's tiles, a
 * listing's later cards) is asked for at the same moment and shares the connections and the bandwidth with them. A
 * trace of a product page on Lighthouse's simulated phone put its largest paint at 1,064 ms when only the document,
 * the stylesheet and the main photo came before it, and at 1,157–1,215 ms when eight thumbnails of 1–2 KiB did.
 *
 * `ShopImage` marks the lazy pictures that fill a box sized by their parent (`fill`): hiding them moves nothing.
 * The script below, run as the body starts, hides them (a lazy picture that is not rendered is not asked for) until
 * the browser reports its first paint, or two animation frames on where paints are not reported. Without scripts the
 * class is never set and every picture loads as usual; a page opened in a hidden tab asks for them when it is shown.
 * Pictures drawn later (a client-side navigation, an opened menu) come after the first frame and are never held.
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/** On <html> until the first frame is shown; `app/theme.css` hides the marked pictures under it. */
export const PICTURES_HELD_CLASS = "pictures-held";

/** If the paint cannot be listened for, the pictures are let through at once rather than held. */
export const picturesAfterPaintScript =
  `(function(w,c){function r(){c.remove("${PICTURES_HELD_CLASS}")}c.add("${PICTURES_HELD_CLASS}");try{` +
  `var o=w.PerformanceObserver;if(o&&o.supportedEntryTypes&&o.supportedEntryTypes.indexOf("paint")>=0)` +
  `new o(function(x,m){m.disconnect();r()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(r)})}catch(e){r()}})(window,document.documentElement.classList)`;
