/**
 * What the build, the service worker and the web client agree on for the offline page.
 */

/** The attribute on `<html>` that marks the precached offline page (offline.html). */
export const OFFLINE_MARKER = 'data-offline';

/** The precached crisis lines of every country, keyed by country code (scripts/lib/offline-plugin.ts). */
export const OFFLINE_CRISIS_LINES = '/crisis-lines.json';
