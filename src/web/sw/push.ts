/// <reference lib="webworker" />
/**
 * Web Push in the service worker. A push carries `{ kind, title, body, url }`,
 * already in the member's language and never holding anyone's words or name; it is shown as
 * one notification per kind (a newer one replaces the older). Clicking it opens the link on
 * MindSpace, in a MindSpace window already open when there is one.
 */

/** What the server puts in a push (features/push/job.ts). */
type PushPayload = { kind: string; title: string; body: string; url: string };

/** The app's own name: the title when a push cannot be read (a browser must show something). */
const FALLBACK_TITLE = 'MindSpace';

/**
 * Reads a push's payload, or null when it is missing or not what the server sends.
 * @param data the push event's data
 */
function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const value: unknown = data?.json();
    if (!value || typeof value !== 'object') return null;
    const { kind, title, body, url } = value as Record<string, unknown>;
    if ([kind, title, body, url].every((v) => typeof v === 'string')) return { kind, title, body, url } as PushPayload;
  } catch {
    // Not JSON: shown as a plain notification below.
  }
  return null;
}

/**
 * A link from a push as an address on this site: a path on MindSpace, else its home page (a
 * push never sends anyone elsewhere).
 * @param url the payload's link
 * @param origin the site's origin
 */
export function siteAddress(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return `${origin}/`;
  const address = new URL(url, origin);
  return address.origin === origin ? address.href : `${origin}/`;
}

/**
 * Installs the 'push' and 'notificationclick' listeners on the worker's global scope.
 * @param scope the service worker's `self`
 */
export function installPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(payload?.title ?? FALLBACK_TITLE, {
        body: payload?.body,
        tag: payload?.kind ?? 'mindspace',
        icon: '/pwa-192x192.png',
        data: { url: payload?.url ?? '/' },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const origin = scope.location.origin;
    const address = siteAddress((event.notification.data as { url?: unknown } | null)?.url, origin);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === origin);
        if (open) {
          const focused = await open.focus();
          await focused.navigate(address).catch(() => undefined);
          return;
        }
        await scope.clients.openWindow(address);
      })(),
    );
  });
}
