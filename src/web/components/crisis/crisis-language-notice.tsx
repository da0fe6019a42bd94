import { HeartHandshake } from 'lucide-react';
import { hasCrisisLanguage } from '@common/safety/crisis-match';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { CrisisResources } from './crisis-resources';

/**
 * A gentle, non-blocking note with the crisis lines of the person's country, shown while a draft
 * contains crisis language (the lexicon shared with the server, `@common/safety/crisis-match`).
 * @param text the draft as typed
 * @param className extra classes for the note's box
 */
export function CrisisLanguageNotice({ text, className }: { text: string; className?: string }) {
  const { t } = useI18n();
  if (!hasCrisisLanguage(text)) return null;
  return (
    <div role="note" className={cn('flex gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm', className)}>
      <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">
        <p>{t('crisisPrompt.draft')}</p>
        <CrisisResources compact headingLevel="h4" />
      </div>
    </div>
  );
}
