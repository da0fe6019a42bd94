import { HeartHandshake } from 'lucide-react';

/**
 * Words and phrases that suggest someone may be in crisis. Deliberately broad: the notice is
 * supportive and never blocks posting (DESIGN §5).
 */
const CRISIS_PATTERN =
  /\b(suicid\w*|kill(ing)? myself|end(ing)? (my|it all|my life)|want(ed)? to die|don'?t want to (live|be here)|self[- ]?harm\w*|hurt(ing)? myself|cut(ting)? myself|overdos\w*|no reason to live)\b/i;

/** True when `text` contains crisis language. */
export function hasCrisisLanguage(text: string): boolean {
  return CRISIS_PATTERN.test(text);
}

/** A gentle, non-blocking note with crisis lines, shown while a draft contains crisis language. */
export function CrisisLanguageNotice({ text }: { text: string }) {
  if (!hasCrisisLanguage(text)) return null;
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm">
      <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <p>
        It sounds like you may be going through a lot. You can still post, and you don&apos;t have to face this alone: call
        or text{' '}
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
