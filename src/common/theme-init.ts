/**
 * The script that applies the saved theme (localStorage 'ui-theme': light | dark | space) to
 * <html> before the page paints, so there is no flash of the wrong theme (spec §1). It is inlined
 * into the head of index.html (and so of the prerendered landing page) by the Vite build
 * (vite.config.ts), so the first paint waits for no file; the server's Content-Security-Policy
 * allows this exact text by its SHA-256 (`themeInitScriptHash`, src/server/web-static.ts) and no
 * other inline script (decision 0042). Keep in sync with src/web/components/theme-provider.tsx.
 */
export const THEME_INIT_SCRIPT = `(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('ui-theme');
    if (stored === 'dark' || stored === 'space' || stored === 'light') theme = stored;
  } catch (e) {
    /* storage unavailable: keep the default light theme */
  }
  var root = document.documentElement;
  if (theme === 'dark' || theme === 'space') root.classList.add('dark');
  if (theme === 'space') root.classList.add('space');
  root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
})();`;

/** Where index.html wants the script; the build fails when the marker is missing. */
export const THEME_INIT_MARKER = '<!-- theme-init -->';
