import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/lib/i18n';
import type { User } from '@/types/api';

// Loaded only for the visit that shows the dialog: the picker brings the form's validation
// schemas, which every other signed-in page load would evaluate for nothing.
const StatusPicker = lazy(() => import('./status-picker').then((m) => ({ default: m.StatusPicker })));

/** localStorage key remembering that a user has been asked for a status (so it happens once). */
export const statusPromptKey = (userId: number) => `mindspace:status-prompted:${userId}`;

function wasPrompted(userId: number): boolean {
  try {
    return window.localStorage.getItem(statusPromptKey(userId)) !== null;
  } catch {
    return false;
  }
}

function markPrompted(userId: number): void {
  try {
    window.localStorage.setItem(statusPromptKey(userId), new Date().toISOString());
  } catch {
    // Storage unavailable: the prompt may show again next visit.
  }
}

/**
 * 'Welcome to MindSpace!' — opens automatically once per user (remembered in localStorage)
 * when the signed-in user has no status (spec §2, §4). It never stands between a newcomer and
 * 'Need help now?': it sits below the header and is not modal (the header stays usable), and
 * only its own buttons close it.
 */
export function WelcomeStatusDialog({ user }: { user: Pick<User, 'id' | 'status'> }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(() => !user.status && !wasPrompted(user.id));
  // Shown at most once per mount: never opened, nothing is rendered (or loaded).
  const [shown] = useState(open);

  useEffect(() => {
    if (open) markPrompted(user.id);
  }, [open, user.id]);

  if (!shown) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen} modal={false}>
      <DialogContent
        className="top-[calc(50%+2rem)] max-h-[calc(100dvh-5rem)] shadow-2xl sm:max-w-xl"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('status.welcome.title')}</DialogTitle>
          <DialogDescription>{t('status.welcome.text')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={null}>
          <StatusPicker
            submitLabel={t('status.welcome.submit')}
            onSaved={() => setOpen(false)}
            onCancel={() => setOpen(false)}
            cancelLabel={t('status.welcome.notNow')}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
