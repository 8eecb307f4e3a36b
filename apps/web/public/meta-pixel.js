/*
 * Meta pixel loader stub (served from this shop). Injected only after consent 'yes' and when META_PIXEL_ID is
 * configured. It defines the standard `fbq` command queue and initialises the pixel id; the vendor's
 * fbevents.js would be loaded here in production, but nothing is fetched in this environment.
 */
(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute("data-pixel-id");
  if (!window.fbq) {
    var fbq = function () {
      fbq.queue.push(Array.prototype.slice.call(arguments));
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = "2.0";
    window.fbq = fbq;
  }
  window.fbq("init", id);
  window.fbq("track", "PageView");
  document.documentElement.setAttribute("data-meta-pixel-loaded", id || "");
})();
