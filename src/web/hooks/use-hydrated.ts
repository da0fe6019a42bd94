import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the component renders in the browser after hydration: false while React adopts
 * prerendered markup (and in the prerender itself), true afterwards and in every render that
 * does not hydrate. For what depends on the browser alone (the stored theme): rendering it only
 * once hydrated keeps the first client render identical to the prerendered landing page.
 * @returns true once the markup is the client's own
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
