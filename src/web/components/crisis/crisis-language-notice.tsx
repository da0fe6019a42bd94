import { HeartHandshake } from 'lucide-react';
import { hasCrisisLanguage } from '@common/safety/crisis-match';
import { cn } from '@/lib/utils';

/**
 * A gentle, non-blocking note with crisis lines, shown while a draft contains crisis language
 * (the lexicon shared with the server, `@common/safety/crisis-match`).
 * @param text the draft as typed
 * @param className extra classes for the note's box
 */
export function CrisisLanguageNotice({ text, className }: { text: string; className?: string }) {
  if (!hasCrisisLanguage(text)) return null;
  return (
    <div role="note" className={cn('flex gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm', className)}>
      <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <p>
        It sounds like you may be going through a lot. You can still post, and you don&apos;t have to face this alone: call or text{' '}
        <a className="font-semibold underline underline-offset-2" href="tel:988">
          988
        </a>{' '}
        (1-800-273-8255),{' '}
        <a className="font-semibold underline underline-offset-2" href="sms:741741?&body=HOME">
          text HOME to 741741
        </a>
        , or call{' '}
        <a className="font-semibold underline underline-offset-2" href="tel:911">
          911
        </a>{' '}
        if you are in danger.
      </p>
    </div>
  );
}
