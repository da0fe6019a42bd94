import { lazy } from 'react';
import { loadClassMerging } from './utils';

/** What React.lazy takes: a function importing a module whose `default` is a component. */
type Load = Parameters<typeof lazy>[0];

/**
 * React.lazy for a part of the app outside the landing page's first download: its module and
 * the class merging it may rely on (`cn`) are downloaded together, so the part
 * never renders with conflicting classes unresolved.
 * @param load imports the module (`() => import('./page')`), its component as `default`
 * @returns the lazy component (render it under a Suspense boundary: LoadBoundary); the
 *   download's error goes to the nearest error boundary
 */
export function lazyPart<L extends Load>(load: L) {
  return lazy(() => Promise.all([load() as ReturnType<L>, loadClassMerging()]).then(([module]) => module));
}
