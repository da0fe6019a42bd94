/**
 * Web Push on this device (docs/api.md "Push"): the browser's subscription through
 * the service worker's pushManager, and the server's copy of it. Subscribing is the opt-in.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registerServiceWorker, serviceWorkerSupported } from '@/lib/service-worker';

/** Where this browser stands: no push at all, blocked by the person, or on/off for this device. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

const PUSH_QUERY_KEY = ['push', 'device'] as const;

/** How long to wait for the service worker before saying push is not available here (ms). */
const WORKER_WAIT_MS = 5_000;

/** Whether this browser can receive Web Push at all. */
function supported(): boolean {
  return typeof window !== 'undefined' && serviceWorkerSupported() && 'PushManager' in window && 'Notification' in window;
}

/**
 * The active service worker's registration (registered now if the page has not yet), or null when
 * none is active within WORKER_WAIT_MS.
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  registerServiceWorker().catch(() => undefined);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The subscription as the API takes it, with the device's time zone (quiet hours are read in it). */
function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * Reads this device's push state; a subscription the browser already has is sent to the server
 * again, so it follows this session and the device's current time zone.
 * @returns the PushState
 */
async function readPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return 'off';
  await api('POST /api/push/subscriptions', { body: subscriptionBody(subscription) });
  return 'on';
}

/**
 * Turns push on (asking the person's permission) or off for this device.
 * @param on true to subscribe, false to unsubscribe
 * @returns the new PushState
 * @throws ApiError when the server refuses; Error when the browser refuses to subscribe
 */
async function setPush(on: boolean): Promise<PushState> {
  const registration = supported() ? await workerRegistration() : null;
  if (!registration) return 'unsupported';
  const existing = await registration.pushManager.getSubscription();
  if (!on) {
    if (existing) {
      await api('DELETE /api/push/subscriptions', { body: { endpoint: existing.endpoint } });
      await existing.unsubscribe();
    }
    return 'off';
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await api('GET /api/push/public-key');
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await api('POST /api/push/subscriptions', { body: subscriptionBody(subscription) });
  return 'on';
}

/** This device's push state. */
export function usePushState() {
  return useQuery({ queryKey: PUSH_QUERY_KEY, queryFn: readPushState, staleTime: Infinity, retry: false });
}

/** Turning push on or off for this device; the state is replaced by the answer. */
export function useSetPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPush,
    onSuccess: (state) => queryClient.setQueryData(PUSH_QUERY_KEY, state),
  });
}
