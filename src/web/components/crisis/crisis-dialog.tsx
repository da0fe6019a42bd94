import { useEffect, useRef, useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { LoadBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import type { CrisisDialogPanelProps } from './crisis-dialog-panel';
import { useI18n } from '@/lib/i18n';
import { useCrisisCountry, useCrisisResources } from './crisis-country';
import { CrisisResources } from './crisis-resources';
import { lazyPart } from '@/lib/lazy-part';

const loadPanel = () => import('./crisis-dialog-panel');
const CrisisDialogPanel = lazyPart(loadPanel);

/**
 * The 'Need help now?' button shown on every page, opening the crisis resources of the person's
 * country (DESIGN §5).
 * The button is in the first download; the dialog's code is fetched as soon as the page has
 * rendered (so it is there before anyone can press the button) and is kept mounted afterwards.
 * Should that code fail to download, the button opens the same resources in the browser's own
 * dialog element instead: it must always work.
 */
export function CrisisDialog({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useI18n();
  // The person's lines are fetched with the page (the landing page has them already), so they are
  // there before anyone can press the button.
  useCrisisResources(useCrisisCountry());
  useEffect(() => {
    let alive = true;
    const mount = () => alive && setReady(true);
    // Failed, it is mounted all the same: the error boundary then shows the fallback dialog.
    loadPanel().then(mount, mount);
    return () => {
      alive = false;
    };
  }, []);
  return (
    <>
      <Button
        ref={button}
        variant="crisis"
        size="compact"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
        className={className}
      >
        <LifeBuoy aria-hidden />
        {t('crisis.button')}
      </Button>
      {(ready || open) && (
        <LoadBoundary fallback={null} failed={<FallbackDialog open={open} onOpenChange={setOpen} returnFocus={button} />}>
          <CrisisDialogPanel open={open} onOpenChange={setOpen} returnFocus={button} />
        </LoadBoundary>
      )}
    </>
  );
}

/**
 * The crisis resources in a native `<dialog>` (modal: focus kept inside, Escape closes, focus goes
 * back to the button), for when the styled dialog's code could not be downloaded.
 * @param props the styled dialog's (CrisisDialogPanelProps)
 */
function FallbackDialog({ open, onOpenChange, returnFocus }: CrisisDialogPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useI18n();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="crisis-fallback-title"
      aria-describedby="crisis-fallback-description"
      onClose={() => {
        onOpenChange(false);
        returnFocus.current?.focus();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50"
    >
      <h2 id="crisis-fallback-title" className="text-lg font-semibold">
        {t('crisis.button')}
      </h2>
      <p id="crisis-fallback-description" className="mt-2 text-sm text-muted-foreground">
        {t('crisis.description')}
      </p>
      <CrisisResources className="mt-4" />
      <form method="dialog" className="mt-4 flex justify-end">
        <Button type="submit" variant="outline">
          {t('crisis.close')}
        </Button>
      </form>
    </dialog>
  );
}
