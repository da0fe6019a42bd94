import { useSyncExternalStore } from 'react';
import { HeartHandshake, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CrisisResources } from './crisis-resources';

/**
 * The create responses of questions, answers, comments and messages carry `crisisSupport`:
 * true when the server's crisis check matched what the person wrote (decision 0020).
 */
export type WithCrisisSupport<T> = T & { crisisSupport?: boolean };

let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Opens the crisis support panel when a create response asks for it. Call it from the
 * mutation's onSuccess; the post itself is never held back.
 * @param response the server's answer to a write (`{ crisisSupport?: boolean }`)
 */
export function offerCrisisSupport(response: { crisisSupport?: boolean } | undefined): void {
  if (!response?.crisisSupport || open) return;
  open = true;
  emit();
}

/** Closes the panel (its Close button; tests). */
export function closeCrisisSupport(): void {
  if (!open) return;
  open = false;
  emit();
}

/**
 * A warm, non-blocking panel with the crisis resources of the landing page, shown after
 * someone posts or sends words that suggest they may be at risk. It does not take focus or
 * cover the page behind a backdrop, stays across navigation (asking a question moves to the
 * new question) until closed, and is announced politely to screen readers. Safe messaging:
 * no promises, a signpost to help.
 */
export function CrisisSupportPanel() {
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  if (!isOpen) return null;
  return (
    <aside
      aria-labelledby="crisis-support-title"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-50 max-h-[80dvh] overflow-y-auto rounded-xl border border-primary/40 bg-background p-4 shadow-lg sm:left-auto sm:w-[26rem]"
    >
      <div className="flex items-start gap-3">
        <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="crisis-support-title" className="font-semibold">
            You don&apos;t have to carry this alone
          </h2>
          <p className="text-sm text-muted-foreground">
            Thank you for sharing what you&apos;re going through; it has been posted. If you are thinking about suicide or about hurting
            yourself, you can talk to someone right now. These services are free and confidential.
          </p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-1 size-8 shrink-0" onClick={closeCrisisSupport}>
          <X aria-hidden />
          <span className="sr-only">Close</span>
        </Button>
      </div>
      <CrisisResources className="mt-3" />
    </aside>
  );
}
