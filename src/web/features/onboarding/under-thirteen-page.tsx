/**
 * Shown after the age screen finds someone is under 13: the server has closed
 * their new account and signed them out. Warm, plain words, the server's helplines for younger
 * children in their country (kept in the query cache on the way here; they come from the crisis
 * data, as every number on the page does) and the crisis lines.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { TUnderMinimumAge } from '@common/schemas';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';

/** Where the refusal's body waits for the page (never fetched: only set by useUnderMinimumAge). */
const REFUSAL_KEY = ['under-minimum-age'] as const;

/**
 * A handler for the age screen's errors: on 403 `under_minimum_age` it keeps the server's answer
 * for the page, forgets the signed-in person (their account is closed) and goes to /under-13.
 * @returns a function taking the mutation's error and returning true when it handled it
 */
export function useUnderMinimumAge(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  const [, setLocation] = useLocation();
  return (error) => {
    if (!(error instanceof ApiError) || error.serverCode !== 'under_minimum_age') return false;
    try {
      queryClient.setQueryData(REFUSAL_KEY, JSON.parse(error.bodyText) as TUnderMinimumAge);
    } catch {
      // The page has its own words and lines when the body cannot be read.
    }
    setLocation('/under-13');
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
    return true;
  };
}

/** The page at /under-13. */
export function UnderThirteenPage() {
  const { t, rich } = useI18n();
  const { data: refusal } = useQuery<TUnderMinimumAge | null>({ queryKey: REFUSAL_KEY, queryFn: () => null, staleTime: Infinity });
  const helplines = refusal?.helplines ?? [];
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">{t('underThirteen.title')}</h1>
      <p>{refusal?.message ?? t('underThirteen.closed')}</p>
      {!refusal && <p>{t('underThirteen.talk')}</p>}
      {helplines.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">{t('underThirteen.helplines')}</h2>
          <ul className="space-y-2">
            {helplines.map((line) => (
              <li key={line.name} className="rounded-lg border bg-card p-3">
                <p className="font-semibold">{line.name}</p>
                <p className="text-sm text-muted-foreground">
                  {line.phone && (
                    <>
                      {rich('underThirteen.call', {
                        phone: line.phone,
                        call: (chunks) => (
                          <a dir="ltr" className="font-semibold text-foreground underline" href={`tel:${line.phone?.replace(/[ -]/g, '')}`}>
                            {chunks}
                          </a>
                        ),
                      })}{' '}
                    </>
                  )}
                  {line.url && (
                    <a className="font-semibold text-foreground underline" href={line.url} target="_blank" rel="noopener noreferrer">
                      {new URL(line.url).host}
                    </a>
                  )}{' '}
                  {line.hours}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CrisisResources headingLevel="h2" />
      <p>
        <a href="/" className="underline">
          {t('underThirteen.home')}
        </a>
      </p>
    </div>
  );
}
