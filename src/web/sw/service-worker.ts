/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest; decision 0089), served as
 * /service-worker.js with scope `/`. It does four things, and nothing else:
 * - precaches the shell: the offline page (index.html marked `data-offline`), the built scripts
 *   and stylesheet, the icons and the crisis lines of every country (`crisis-lines.json`);
 * - sends every page request to the network (navigation preload, so the worker adds no wait) and,
 *   when the network cannot be reached, answers with the offline page: the crisis lines of the
 *   person's country and a note that they are offline;
 * - takes over as soon as it is installed (skipWaiting, clientsClaim) and drops the old version's
 *   precache, so the next page load runs the new code;
 * - shows Web Push notifications and opens their link when clicked (push.ts).
 * No other request is handled here: API calls go to the network as if there were no worker, so no
 * API response (other people's words, a member's data) is ever kept in Cache Storage.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { installPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/** The page shown with no connection (built from index.html by the build's offline-page plugin). */
const OFFLINE_PAGE = '/offline.html';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
enableNavigationPreload();
installPushHandlers(self);
// No directory index nor clean URLs: `/` is the server's page (the landing page of the visitor's
// language and country, or a member's feed), never a precached file.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);
