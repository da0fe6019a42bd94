/*
 * Applies the saved theme (localStorage 'ui-theme': light | dark | space) to <html> before the
 * page paints, so there is no flash of the wrong theme. Loaded as a classic, render-blocking
 * script from 'self' because the server's CSP forbids inline scripts. Keep in sync with
 * src/web/components/theme-provider.tsx.
 */
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('ui-theme');
    if (stored === 'dark' || stored === 'space' || stored === 'light') theme = stored;
  } catch {
    /* storage unavailable: keep the default light theme */
  }
  var root = document.documentElement;
  if (theme === 'dark' || theme === 'space') root.classList.add('dark');
  if (theme === 'space') root.classList.add('space');
  root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
})();
