/**
 * Registering the service worker (decision 0105). Its install downloads and stores the whole
 * precache (~420 KB brotli: the offline page, every script, every language's words, the icons and
 * the crisis lines), which on a phone's two or four cores competes with the page the person
 * opened: measured on a busy thread, the page's style, layout and script work after its first
 * paint took a third longer while the worker installed. Nothing on the first visit needs the
 * worker (it serves the offline page and later visits, and push asks for it itself), so it is
 * registered once the page has had time to show its first screen, when the browser is idle.
 */

/** How long after the page's load event the worker waits before registering (ms). */
const AFTER_LOAD_MS = 5_000;
/** The longest the registration then waits for an idle moment (ms), where the browser can tell. */
const IDLE_TIMEOUT_MS = 5_000;

let registering: Promise<ServiceWorkerRegistration> | undefined;

/** Whether this browser runs service workers at all. */
export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers `/service-worker.js` (scope `/`) now, once per page: later calls share the first.
 * Push settings call it, so that a member who opens them in the first seconds need not wait.
 * @returns the registration; rejected when the browser refuses it (a later call tries again)
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => {
    registering = undefined;
    throw error;
  });
  return registering;
}

/**
 * Registers the service worker AFTER_LOAD_MS after the page's load event, in an idle moment
 * (requestIdleCallback where the browser has it). Registration failures are left to the next page.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!serviceWorkerSupported()) return;
  const register = () => void registerServiceWorker().catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS }) : register();
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
