import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AskQuestionForm } from './ask-question-form';

/** The 'Ask a Question' dialog opened from the feed's prompt card. Closing resets the form. */
export function AskQuestionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Ask a Question</DialogTitle>
          <DialogDescription>Ask the community anything about mental health. You can post anonymously.</DialogDescription>
        </DialogHeader>
        <AskQuestionForm onCancel={() => onOpenChange(false)} onPosted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
