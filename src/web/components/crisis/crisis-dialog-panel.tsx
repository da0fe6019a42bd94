import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/lib/i18n';
import { CrisisResources } from './crisis-resources';

/** What both the styled dialog and its fallback (crisis-dialog.tsx) are given. */
export type CrisisDialogPanelProps = {
  /** Whether it shows. */
  open: boolean;
  /** Called with false when it is closed. */
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, focused again on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/**
 * The 'Need help now?' dialog itself (DESIGN §5): a lazy chunk of its own, so the dialog
 * primitives are not part of any page's first download (crisis-dialog.tsx loads it right after
 * first paint, long before anyone can press the button).
 * @param props see CrisisDialogPanelProps
 */
export default function CrisisDialogPanel({ open, onOpenChange, returnFocus }: CrisisDialogPanelProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('crisis.button')}</DialogTitle>
          <DialogDescription>{t('crisis.description')}</DialogDescription>
        </DialogHeader>
        <CrisisResources />
      </DialogContent>
    </Dialog>
  );
}
