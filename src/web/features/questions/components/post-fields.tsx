import { LIMITS } from '@common/constants';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useTopics } from '@/lib/get-topics';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** A post's content warning as a form holds it: the box, and the text (kept '' while unticked). */
export type ContentWarningValue = { hasContentWarning: boolean; contentWarningText: string };

/**
 * 'Add a content warning' and, when ticked, its 'Content warning' text (spec §4), shared by the
 * ask, answer and edit forms. Unticking clears the text.
 * @param props.id a unique prefix for the inputs' ids (`useId()`)
 * @param props.value the current warning
 * @param props.onChange called with the new warning
 */
export function ContentWarningFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ContentWarningValue;
  onChange: (value: ContentWarningValue) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-cw`}
          checked={value.hasContentWarning}
          onCheckedChange={(checked) =>
            onChange({ hasContentWarning: checked === true, contentWarningText: checked === true ? value.contentWarningText : '' })
          }
        />
        <Label htmlFor={`${id}-cw`}>{t('editor.cw.add')}</Label>
      </div>
      {value.hasContentWarning && (
        <div className="space-y-2 ps-6">
          <Label htmlFor={`${id}-cw-text`}>{t('editor.cw.label')}</Label>
          <Input
            id={`${id}-cw-text`}
            value={value.contentWarningText}
            maxLength={LIMITS.contentWarningText}
            placeholder={t('editor.cw.placeholder')}
            onChange={(e) => onChange({ hasContentWarning: true, contentWarningText: e.target.value })}
          />
        </div>
      )}
    </>
  );
}

/**
 * The 'Topics' chips of the ask and edit forms: the top-level topics as toggle buttons, at least
 * one and at most LIMITS.topicsPerQuestion (further chips are disabled at the limit).
 * @param props.id a unique prefix for the hint's id
 * @param props.selected the chosen topic ids
 * @param props.onToggle called with a topic id to add or remove
 */
export function TopicPicker({ id, selected, onToggle }: { id: string; selected: number[]; onToggle: (topicId: number) => void }) {
  const { t } = useI18n();
  const topics = useTopics();
  const topLevel = (topics.data ?? []).filter((topic) => topic.parentId === null);
  const maxTopicsReached = selected.length >= LIMITS.topicsPerQuestion;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('editor.topics')}</legend>
      <p className="text-xs text-muted-foreground" id={`${id}-topics-hint`}>
        {t('editor.topicsHint', { max: LIMITS.topicsPerQuestion })}
      </p>
      {topics.isPending ? (
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-24 rounded-full" />
          ))}
        </div>
      ) : topics.isError ? (
        <LoadError variant="inline" className="p-0 text-start" what={t('editor.topicsWhat')} onRetry={() => void topics.refetch()} />
      ) : (
        <ul className="flex flex-wrap gap-2" aria-describedby={`${id}-topics-hint`}>
          {topLevel.map((topic) => {
            const isSelected = selected.includes(topic.id);
            return (
              <li key={topic.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  disabled={!isSelected && maxTopicsReached}
                  onClick={() => onToggle(topic.id)}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50',
                    isSelected
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  {topic.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
