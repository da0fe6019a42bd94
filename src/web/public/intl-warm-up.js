/*
 * Readies the browser's locale data while a member's page code downloads (decision 0105). A page's
 * first Intl number or relative-time formatter costs a phone 100-250 ms (measured at 4x CPU
 * slowdown) while the browser builds its list of locales, whichever locale it asks for; made here,
 * in a task of its own that depends on no other file, that cost falls while the main thread would
 * otherwise wait for the network, instead of inside the first render. Only a member's pages load
 * it (src/server/web-static.ts): the prerendered landing page makes no Intl formatter at all.
 */
(function () {
  var lang = document.documentElement.lang || 'en';
  try {
    new Intl.NumberFormat(lang).format(0);
    new Intl.RelativeTimeFormat(lang).format(0, 'day');
  } catch {
    // An old browser without these formatters: the app formats without them too, or not at all.
  }
})();
