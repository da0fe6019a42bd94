import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const DEBOUNCE_MS = 300;

/** '/' with the given search text, keeping the other feed params (topic, sort) when on '/'. */
function feedUrl(search: string, currentSearch: string, onFeed: boolean): string {
  const params = new URLSearchParams(onFeed ? currentSearch : '');
  if (search) params.set('search', search);
  else params.delete('search');
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/**
 * 'Search questions...' (spec §2). On the feed it filters as you type (the URL's ?search=);
 * elsewhere Enter goes to the feed with that search.
 */
export function SearchBox({ className, onSubmitted }: { className?: string; onSubmitted?: () => void }) {
  const id = useId();
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const searchString = useSearch();
  const onFeed = location === '/';
  const urlValue = onFeed ? (new URLSearchParams(searchString).get('search') ?? '') : '';
  const [value, setValue] = useState(urlValue);
  const lastWritten = useRef(urlValue);

  // Follow the URL when it changes from elsewhere (e.g. 'Clear filters', back button).
  useEffect(() => {
    if (urlValue !== lastWritten.current) {
      lastWritten.current = urlValue;
      setValue(urlValue);
    }
  }, [urlValue]);

  // On the feed, typing updates ?search= after a short pause (replacing the history entry).
  useEffect(() => {
    if (!onFeed) return;
    const trimmed = value.trim();
    if (trimmed === lastWritten.current.trim()) return;
    const timer = setTimeout(() => {
      lastWritten.current = trimmed;
      navigate(feedUrl(trimmed, searchString, true), { replace: true });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, onFeed, navigate, searchString]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    lastWritten.current = trimmed;
    navigate(feedUrl(trimmed, searchString, onFeed), { replace: onFeed });
    onSubmitted?.();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('shell.search.label')}
      </label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={`${id}-search`}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('shell.search.placeholder')}
        maxLength={200}
        className="ps-9"
      />
    </form>
  );
}
