/**
 * HTML pages of the embedded demo sign-in provider: the sign-in form, and a page for an
 * expired or broken sign-in; `htmlPage` also serves other server-rendered pages (the email
 * unsubscribe page). Plain server-rendered HTML with no script, so they work under the app's
 * Content-Security-Policy (script-src 'self', inline styles allowed, form-action 'self').
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7fb; --card: #fff; --text: #1f2330; --muted: #555c70;
  --border: #cfd4e0; --accent: #5b4bdb; --accent-text: #fff; --error-bg: #fdecec; --error: #9b1c1c; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #11131a; --card: #1b1e28; --text: #eceef4; --muted: #aab0c0; --border: #3a3f50;
    --accent: #8f83ff; --accent-text: #11131a; --error-bg: #3b1d1d; --error: #ffb4b4; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
main { width: 100%; max-width: 26rem; margin: 2rem 1rem; padding: 2rem; background: var(--card);
  border: 1px solid var(--border); border-radius: 0.75rem; box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
h2 { margin: 1.5rem 0 0.5rem; font-size: 1rem; }
p { margin: 0.5rem 0; }
.muted { color: var(--muted); font-size: 0.9rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; margin-top: 0.25rem; padding: 0.6rem 0.75rem; font: inherit; color: inherit;
  background: transparent; border: 1px solid var(--border); border-radius: 0.5rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { margin-top: 1.25rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; color: var(--accent-text);
  background: var(--accent); border: 0; border-radius: 0.5rem; cursor: pointer; }
.error { margin-top: 1rem; padding: 0.6rem 0.75rem; border-radius: 0.5rem; background: var(--error-bg); color: var(--error); }
table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
caption { text-align: left; margin-bottom: 0.25rem; }
th, td { text-align: left; padding: 0.3rem 0.25rem; border-bottom: 1px solid var(--border); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
a { color: var(--accent); }
`;

/**
 * A complete, script-free HTML document in MindSpace's plain page style (light and dark).
 * @param title the document title (escaped here)
 * @param body trusted HTML for inside `<main>`; escape any text in it with `escapeHtml`
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The demo sign-in form.
 * @param action where the form posts (the interaction URL)
 * @param opts `username` to keep in the field; `error` shown above the form
 * @returns a complete HTML document titled "Sign in to MindSpace"
 */
export function renderSignInPage(action: string, opts: { username?: string; error?: string } = {}): string {
  const error = opts.error ? `<p class="error" id="signin-error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  const invalid = opts.error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `<tr><td><code>${escapeHtml(a.username)}</code></td><td>${escapeHtml(`${a.givenName} ${a.familyName}`)}</td><td>${escapeHtml(a.role)}</td></tr>`,
  ).join('');
  return htmlPage(
    'Sign in to MindSpace',
    `<h1>Sign in to MindSpace</h1>
<p class="muted">Demo sign-in: this MindSpace runs without an identity provider, so it offers local demo accounts.</p>
${error}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(opts.username ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>
<h2>Demo accounts</h2>
<p class="muted">Every demo account uses the password <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>
<table>
<caption class="muted">Usernames you can sign in with</caption>
<thead><tr><th scope="col">Username</th><th scope="col">Name</th><th scope="col">Role</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<p class="muted"><a href="/">Back to MindSpace</a></p>`,
  );
}

/**
 * A page for a sign-in that cannot continue (expired or unknown interaction, provider error).
 * @param message a readable sentence; never internals
 */
export function renderSignInProblemPage(message: string): string {
  return htmlPage(
    'Sign-in could not continue',
    `<h1>Sign-in could not continue</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/api/login">Start signing in again</a> or <a href="/">go back to MindSpace</a>.</p>`,
  );
}
