/**
 * Choosing the country whose crisis lines to show, from the countries the crisis data covers,
 * named in the reader's language (`GET /api/crisis-resources/countries?locale=`). Loaded when
 * 'Not in {country}?' is pressed, so no page's first download carries it.
 */
import { useCallback, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { saveOwnSettings } from '@/lib/own-settings';
import { cn } from '@/lib/utils';
import type { Locale } from '@common/i18n/locales';
import { chooseVisitorCountry, useSignedInMember } from './crisis-country';

/**
 * The covered countries named in the reader's language.
 * @param locale the reader's locale
 * @returns the query: `data` the list once known
 */
export function useCountryList(locale: Locale) {
  return useQuery({
    queryKey: ['crisis-countries', locale],
    queryFn: ({ signal }) => api('GET /api/crisis-resources/countries', { query: { locale }, signal }),
    staleTime: Infinity,
  });
}

/**
 * Chooses the country whose lines to show: a member's is their `country` setting (saved on the
 * server, so every device and the check-in notices follow it), a visitor's is kept in this browser.
 * @returns choose(code): resolves once chosen; rejects (ApiError) when a member's setting could not be saved
 */
function useChooseCountry(): (country: string) => Promise<void> {
  const signedIn = Boolean(useSignedInMember());
  const queryClient = useQueryClient();
  return useCallback(
    async (country: string) => (signedIn ? saveOwnSettings(queryClient, { country }) : chooseVisitorCountry(country)),
    [signedIn, queryClient],
  );
}

/**
 * A native select of the covered countries; `value` '' offers 'Choose your country' first.
 * @param props.id the select's id (for its label); props.value the selected code ('' or an
 *   uncovered code: none); props.onChange called with the chosen code
 */
export function CountrySelect({
  id,
  value,
  onChange,
  disabled,
  className,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const { data, isError } = useCountryList(locale);
  const listed = data?.countries.some((c) => c.code === value) ?? false;
  return (
    <>
      <select
        id={id}
        value={listed ? value : ''}
        disabled={disabled || !data}
        onChange={(event) => onChange(event.target.value)}
        className={cn('h-9 max-w-full rounded-md border bg-background px-2 text-sm text-foreground', className)}
      >
        <option value="" disabled>
          {data ? t('crisis.country.choose') : t('crisis.country.loading')}
        </option>
        {data?.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('crisis.country.listFailed')}
        </p>
      )}
    </>
  );
}

/**
 * 'Not in {country}?' opened: the select, saving the choice as soon as it is made (a member's
 * setting, a visitor's browser), then closing.
 * @param props.country the country shown now; props.onDone called once chosen (or to close)
 */
export default function CountryChooser({ country, onDone }: { country: string; onDone: () => void }) {
  const id = useId();
  const { t } = useI18n();
  const choose = useChooseCountry();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id}>{t('crisis.country.label')}</label>
      <CountrySelect
        id={id}
        value={country}
        disabled={saving}
        onChange={(code) => {
          setSaving(true);
          setFailed(false);
          choose(code).then(onDone, () => {
            setSaving(false);
            setFailed(true);
          });
        }}
      />
      {failed && (
        <p role="alert" className="w-full text-destructive">
          {t('crisis.country.saveFailed')}
        </p>
      )}
    </div>
  );
}
