import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CRISIS_DIALOG_DESCRIPTION, CrisisResources } from './crisis-resources';

/**
 * The 'Need help now?' dialog itself (DESIGN §5): a lazy chunk of its own, so the dialog
 * primitives are not part of any page's first download (crisis-dialog.tsx loads it right after
 * first paint, long before anyone can press the button).
 * @param open whether it shows; onOpenChange called with false when it is closed;
 *   returnFocus the button that opened it, focused again on close
 */
export default function CrisisDialogPanel({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
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
          <DialogTitle>Need help now?</DialogTitle>
          <DialogDescription>{CRISIS_DIALOG_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <CrisisResources />
      </DialogContent>
    </Dialog>
  );
}
