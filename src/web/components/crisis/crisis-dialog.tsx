import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const loadPanel = () => import('./crisis-dialog-panel');
const CrisisDialogPanel = lazy(loadPanel);

/**
 * The 'Need help now?' button shown on every page, opening the crisis resources (DESIGN §5).
 * The button is in the first download; the dialog's code is fetched as soon as the page has
 * rendered (so it is there before anyone can press the button) and is kept mounted afterwards.
 */
export function CrisisDialog({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let alive = true;
    void loadPanel().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
        className={cn(
          'border-destructive/60 text-destructive hover:bg-destructive/10 hover:text-destructive dark:border-destructive/70',
          className,
        )}
      >
        <LifeBuoy aria-hidden />
        Need help now?
      </Button>
      {(ready || open) && (
        <Suspense fallback={null}>
          <CrisisDialogPanel open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
