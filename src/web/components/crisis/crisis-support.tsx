import { useEffect, useSyncExternalStore } from 'react';
import { HeartHandshake, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { CrisisResources } from './crisis-resources';

/**
 * The create responses of questions, answers, comments and messages carry `crisisSupport`:
 * true when the server's crisis check matched what the person wrote.
 */
export type WithCrisisSupport<T> = T & { crisisSupport?: boolean };

let open = false;
/** What the person wrote: a post, or a direct message (the panel's words differ). */
let wrote: 'post' | 'message' = 'post';
/** How many inline places (`CrisisSupportSlot`) are on screen; while one is, the floating panel stays away. */
let slots = 0;
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
 * @param kind 'post' (a question, answer or comment) or 'message' (a direct message), for its words
 */
export function offerCrisisSupport(response: { crisisSupport?: boolean } | undefined, kind: 'post' | 'message' = 'post'): void {
  if (!response?.crisisSupport || open) return;
  open = true;
  wrote = kind;
  emit();
}

/** Closes the panel (its Close button; tests). */
export function closeCrisisSupport(): void {
  if (!open) return;
  open = false;
  emit();
}

/**
 * Whether the crisis support panel is open (for a surface that would otherwise repeat its
 * resources, such as the draft notice above a composer).
 * @returns true while the panel shows
 */
export function useCrisisSupportOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

const useSlotCount = () =>
  useSyncExternalStore(
    subscribe,
    () => slots,
    () => 0,
  );

/** The panel itself: floating over the page's corner, or inline in a slot. */
function SupportCard({ inline }: { inline: boolean }) {
  const { t } = useI18n();
  return (
    <aside
      aria-labelledby="crisis-support-title"
      aria-live="polite"
      data-placement={inline ? 'inline' : 'floating'}
      className={cn(
        'overflow-y-auto rounded-xl border border-primary/40 bg-background p-4',
        inline ? 'max-h-[min(22rem,38dvh)] shrink-0' : 'fixed inset-x-3 bottom-3 z-50 max-h-[80dvh] shadow-lg sm:left-auto sm:w-[26rem]',
      )}
    >
      <div className="flex items-start gap-3">
        <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="crisis-support-title" className="font-semibold">
            {t('crisisPrompt.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t(wrote === 'message' ? 'crisisPrompt.sent' : 'crisisPrompt.posted')}</p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1 -me-1 size-8 shrink-0" onClick={closeCrisisSupport}>
          <X aria-hidden />
          <span className="sr-only">{t('crisis.close')}</span>
        </Button>
      </div>
      <CrisisResources className="mt-3" listClassName={cn(inline && 'sm:grid-cols-2')} />
    </aside>
  );
}

/**
 * A warm, non-blocking panel with the crisis resources of the landing page, shown after
 * someone posts or sends words that suggest they may be at risk. It does not take focus or
 * cover the page behind a backdrop, stays across navigation (asking a question moves to the
 * new question) until closed, and is announced politely to screen readers. Safe messaging:
 * no promises, a signpost to help. Mounted once in the app shell, it floats over the page's
 * bottom corner, except while a screen shows a `CrisisSupportSlot`: then it shows there.
 */
export function CrisisSupportPanel() {
  const isOpen = useCrisisSupportOpen();
  const slotCount = useSlotCount();
  if (!isOpen || slotCount > 0) return null;
  return <SupportCard inline={false} />;
}

/**
 * Where the crisis support panel shows on a screen whose bottom corner is taken by what the
 * person is writing (the messages page: its composer and Send button). While mounted, the
 * floating panel stays away and the same panel shows here, in the page's flow, so it never
 * covers the composer. Mount one at a time.
 * @param className extra classes for the slot's box (spacing)
 */
export function CrisisSupportSlot({ className }: { className?: string }) {
  const isOpen = useCrisisSupportOpen();
  useEffect(() => {
    slots += 1;
    emit();
    return () => {
      slots -= 1;
      emit();
    };
  }, []);
  if (!isOpen) return null;
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <SupportCard inline />
    </div>
  );
}
