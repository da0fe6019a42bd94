import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window changes (matchMedia).
 * For content that CSS hides at some widths: rendering it only where it shows spares a phone
 * the work of building what it never displays (decision 0049).
 * @param query a media query, e.g. `MEDIA.lg` (@common/constants)
 * @returns true while the query matches (true where matchMedia is missing, as in old test setups)
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches);
}
