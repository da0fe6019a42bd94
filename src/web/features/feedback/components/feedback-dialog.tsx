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
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useI18n } from '@/lib/i18n';

/**
 * The 'Share Your Ideas' feedback dialog (spec §2), opened by a 'Got ideas?' button.
 * Send is disabled when the text is blank after trimming or while sending.
 */
export function FeedbackDialog({ trigger }: { trigger?: ReactElement }) {
  const id = useId();
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const submit = useSubmitFeedback({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('feedback.thanks'), description: t('feedback.thanksText') });
        setFeedback('');
        setOpen(false);
      },
      onError: (error) => handleMutationError(error, { title: t('feedback.failed') }),
    },
  });
  const blank = feedback.trim().length === 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const checked = await checkForm(
      (schemas) => schemas.ZFeedback,
      { feedback },
      { title: t('feedback.failed'), t, field: `${id}-feedback` },
    );
    if (checked) submit.mutate(checked.feedback);
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
            {t('feedback.button')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadSchemas} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('feedback.title')}</DialogTitle>
            <DialogDescription>{t('feedback.description')}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={`${id}-feedback`}>{t('feedback.label')}</Label>
            <Textarea
              id={`${id}-feedback`}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
              maxLength={LIMITS.feedback}
              placeholder={t('feedback.placeholder')}
              className="min-h-32"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('feedback.cancel')}
            </Button>
            <Button type="submit" aria-busy={submit.isPending} disabled={blank || submit.isPending}>
              {submit.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('feedback.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Right-column card holding the 'Got ideas?' button. */
export function FeedbackCard() {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {t('feedback.card.title')}
        </CardTitle>
        <CardDescription>{t('feedback.card.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <FeedbackDialog />
      </CardContent>
    </Card>
  );
}
