import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@common/i18n/locales';
import { useI18n, type MessageId } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * The shipped languages as a native select, each named in itself; the one in use is selected.
 * @param props.labelId the message naming the select; props.onChoose called with the chosen locale
 */
export function LanguageSelect({
  labelId,
  onChoose,
  className,
}: {
  labelId: MessageId;
  onChoose: (locale: Locale) => void;
  className?: string;
}) {
  const id = useId();
  const { locale, t } = useI18n();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <label htmlFor={id}>{t(labelId)}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => onChoose(event.target.value as Locale)}
        className="h-8 rounded-md border bg-background px-2 text-sm text-foreground"
      >
        {LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LOCALE_NAMES[tag]}
          </option>
        ))}
      </select>
    </span>
  );
}
