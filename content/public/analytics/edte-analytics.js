/* EDTE demo analytics: counts page views in window.edteAnalytics and marks the page; nothing
   leaves the site. Run by Partytown in a worker, its window is the worker's own (the main
   thread's window.edteAnalytics stays undefined); run normally, it is the page's. */
(function () {
  var views = (window.edteAnalytics = window.edteAnalytics || []);
  views.push({ path: location.pathname, at: Date.now() });
  document.documentElement.setAttribute('data-analytics', 'loaded');
})();
