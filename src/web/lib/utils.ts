import { clsx, type ClassValue } from 'clsx';

/** Resolves conflicting Tailwind classes once tailwind-merge has arrived; until then classes are only joined. */
let merge: (classes: string) => string = (classes) => classes;
let merging: Promise<void> | undefined;

/**
 * Joins class names, letting later Tailwind classes override earlier ones. tailwind-merge (8 KB
 * gzip) is not in the landing page's first download (decision 0086): until it arrives classes are
 * only joined, which gives the same classes wherever none conflict, as on the landing page and
 * the other pages of the first download (utils.test.tsx). Every lazily loaded part waits for it
 * (`lazyPart`), so a page with overrides never renders without it.
 * @param inputs class names, conditionals, arrays and objects (clsx)
 * @returns the class attribute
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/**
 * Downloads tailwind-merge (once) and lets `cn` resolve conflicts from then on.
 * @returns a promise settled when `cn` merges; rejected when the file cannot be downloaded (a later call tries again)
 */
export function loadClassMerging(): Promise<void> {
  merging ??= import('tailwind-merge').then(
    ({ twMerge }) => {
      merge = twMerge;
      // tailwind-merge builds its tables on first use (~40 ms on a phone): in a task of its own,
      // usually while a member's page code still downloads, rather than inside a render.
      setTimeout(() => twMerge(''), 0);
    },
    (error: unknown) => {
      merging = undefined;
      throw error;
    },
  );
  return merging;
}
