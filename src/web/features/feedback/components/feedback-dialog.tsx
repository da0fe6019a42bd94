import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Lightbulb, Loader2 } from 'lucide-react';
import { LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitFeedback } from '../api/submit-feedback';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';

/**
 * The 'Share Your Ideas' feedback dialog (spec §2), opened by a 'Got ideas?' button.
 * Send is disabled when the text is blank after trimming or while sending.
 */
export function FeedbackDialog({ trigger }: { trigger?: ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const submit = useSubmitFeedback({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Thank you!', description: 'Your feedback has been submitted successfully.' });
        setFeedback('');
        setOpen(false);
      },
      onError: (error) => handleMutationError(error, { title: 'Failed to submit feedback. Please try again.' }),
    },
  });
  const blank = feedback.trim().length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || submit.isPending) return;
    submit.mutate(feedback.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFeedback('');
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline" className="w-full">
            <Lightbulb aria-hidden />
            Got ideas?
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Share Your Ideas</DialogTitle>
            <DialogDescription>How could MindSpace support you better? We read every message.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={`${id}-feedback`}>Your feedback</Label>
            <Textarea
              id={`${id}-feedback`}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
              maxLength={LIMITS.feedback}
              placeholder="Tell us what you would like to see..."
              className="min-h-32"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-busy={submit.isPending} disabled={blank || submit.isPending}>
              {submit.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Right-column card holding the 'Got ideas?' button. */
export function FeedbackCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Help shape MindSpace
        </CardTitle>
        <CardDescription>Tell us what would make this community better for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <FeedbackDialog />
      </CardContent>
    </Card>
  );
}
