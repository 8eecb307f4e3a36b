/*
 * Microsoft Clarity loader stub (served from this shop). Injected only after consent 'yes' and when CLARITY_ID
 * is configured. It defines the standard `clarity` command queue; the vendor's tag would be loaded here in
 * production, but nothing is fetched in this environment.
 */
(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute("data-clarity-id");
  window.clarity =
    window.clarity ||
    function () {
      (window.clarity.q = window.clarity.q || []).push(arguments);
    };
  window.clarity("set", "project", id);
  document.documentElement.setAttribute("data-clarity-loaded", id || "");
})();
