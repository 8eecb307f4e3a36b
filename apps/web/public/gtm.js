/*
 * Google Tag Manager loader stub (served from this shop, never from a third party). It is injected only after
 * the visitor accepted all cookies and only when GTM_ID is configured. It sets up the standard dataLayer queue
 * and records the container id on the page; the vendor's container script would be added here in production,
 * but this environment has no outside network, so nothing is fetched.
 */
(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute("data-gtm-id");
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js", container: id });
  var clientId = script && script.getAttribute("data-client-id");
  if (clientId) window.dataLayer.push({ event: "config", client_id: clientId });
  document.documentElement.setAttribute("data-gtm-loaded", id || "");
})();
