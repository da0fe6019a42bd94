import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Globe, MessageSquareText, Phone, Siren } from 'lucide-react';
import type { TCrisisLine, TCrisisResources } from '@common/schemas/crisis';
import { LoadBoundary } from '@/components/error-boundary';
import { dateTimeFormat, useI18n, type MessageId } from '@/lib/i18n';
import type { Locale } from '@common/i18n/locales';
import { intlText } from '@/lib/intl-texts';
import { cn } from '@/lib/utils';
import { useCrisisCountry, useCrisisResources } from './crisis-country';

/** The country chooser (its list comes from the API): loaded when asked for. */
const CountryChooser = lazy(() => import('./country-chooser'));

const LINK = 'font-semibold text-foreground underline underline-offset-2';

/** A number as a `tel:`/`sms:` address: its digits (and a leading +). */
const dialled = (number: string) => number.replace(/[^\d+]/g, '');

/** A service's site as people read it: its host without `www.`. */
const siteOf = (url: string) => new URL(url).host.replace(/^www\./, '');

/**
 * A tappable number or address inside a translated sentence. Numbers read left to right in
 * every language (`dir="ltr"`), so "1-800-273-8255" keeps its order in Arabic.
 */
const link = (href: string, external = false) =>
  function CrisisLink(chunks: ReactNode[]) {
    return (
      <a
        className={cn(LINK, 'whitespace-nowrap')}
        href={href}
        dir="ltr"
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {chunks}
      </a>
    );
  };

/**
 * The day a line was checked, in the reader's words ("27 Nov 2026"). The day is the data file's,
 * read in UTC, so no time zone moves it (nor makes the prerendered page differ from the client's).
 */
function checkedOn(locale: Locale, day: string): string {
  return intlText(`${locale} day ${day}`, () =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
  );
}

/** A country's name in the reader's words ("Germany", "Deutschland"); empty when Intl has none. */
function countryName(locale: string, country: string): string {
  return intlText(`${locale} region ${country}`, () => new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? '');
}

/** How to reach a line: its phone (or phone and SMS on one number), SMS and site, each a sentence. */
function Reach({ line }: { line: TCrisisLine }) {
  const { rich } = useI18n();
  const parts: [string, ReactNode][] = [];
  const smsOnPhone = line.sms !== undefined && line.sms === line.phone && !line.smsKeyword;
  if (line.phone) {
    const call = link(`tel:${dialled(line.phone)}`);
    const id: MessageId = line.altPhone
      ? smsOnPhone
        ? 'crisis.line.callOrTextAlso'
        : 'crisis.line.callAlso'
      : smsOnPhone
        ? 'crisis.line.callOrText'
        : 'crisis.line.call';
    parts.push([
      'phone',
      rich(id, { call, callOld: link(`tel:${dialled(line.altPhone ?? '')}`), phone: line.phone, altPhone: line.altPhone ?? '' }),
    ]);
  }
  if (line.sms && !smsOnPhone) {
    const body = line.smsKeyword ? `?&body=${encodeURIComponent(line.smsKeyword)}` : '';
    const text = link(`sms:${dialled(line.sms)}${body}`);
    parts.push([
      'sms',
      line.smsKeyword
        ? rich('crisis.line.textKeyword', { text, keyword: line.smsKeyword, sms: line.sms })
        : rich('crisis.line.text', { text, sms: line.sms }),
    ]);
  }
  if (line.url) parts.push(['url', rich('crisis.line.site', { site: link(line.url, true), name: siteOf(line.url) })]);
  return (
    <>
      {parts.map(([key, part], index) => (
        <span key={key}>
          {index > 0 && ' '}
          {part}
        </span>
      ))}
    </>
  );
}

/** One crisis line: its name, how to reach it and, unless compact, its hours, audience and source. */
function Line({ line, compact, Heading }: { line: TCrisisLine; compact: boolean; Heading: 'h2' | 'h3' | 'h4' }) {
  const { t, rich, locale } = useI18n();
  const Icon = line.phone ? Phone : line.sms ? MessageSquareText : Globe;
  // The line's name and hours in the reader's language, from the crisis data (English is the data's own).
  const own = line.translations?.[locale];
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 space-y-1">
        <Heading className="font-semibold">{own?.name ?? line.name}</Heading>
        <p className="text-sm text-muted-foreground">
          <Reach line={line} />
        </p>
        {!compact && (
          <>
            <p className="text-sm text-muted-foreground">
              {own?.hours ?? line.hours}
              <span className="before:mx-1.5 before:content-['·']">
                {t(line.audience === 'young people' ? 'crisis.line.forYoungPeople' : 'crisis.line.forEveryone')}
              </span>
            </p>
            <p className="text-xs text-muted-foreground">
              {rich('crisis.line.source', {
                link: link(line.source, true),
                site: siteOf(line.source),
                date: checkedOn(locale, line.verifiedAt),
              })}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/** The emergency number of the country, or the words to call the local one. */
function Emergency({ resources, Heading }: { resources: TCrisisResources | undefined; Heading: 'h2' | 'h3' | 'h4' }) {
  const { t, rich } = useI18n();
  const number = resources?.emergencyNumber;
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3">
      <Siren className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div>
        <Heading className="font-semibold">{t('crisis.emergency.name')}</Heading>
        <p className="text-sm text-muted-foreground">
          {number ? rich('crisis.emergency.text', { call: link(`tel:${dialled(number)}`), number }) : t('crisis.emergency.local')}
        </p>
      </div>
    </li>
  );
}

/**
 * 'Not in {country}?': opens the chooser of the covered countries (its code and the list load
 * when pressed). A country the data does not list is not named: 'Choose your country'.
 */
function NotInCountry({ resources }: { resources: TCrisisResources | undefined }) {
  const { t, locale } = useI18n();
  const [choosing, setChoosing] = useState(false);
  const country = useCrisisCountry();
  if (choosing) {
    return (
      <LoadBoundary fallback={null}>
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('crisis.country.loading')}</p>}>
          <CountryChooser country={country} onDone={() => setChoosing(false)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  const listed = resources?.emergencyNumber != null;
  const name = listed ? countryName(locale, country) : undefined;
  return (
    <button type="button" className={cn(LINK, 'text-sm')} onClick={() => setChoosing(true)}>
      {name ? t('crisis.country.notIn', { country: name }) : t('crisis.country.choose')}
    </button>
  );
}

/**
 * Crisis resources for the person's country (useCrisisCountry), from the crisis data: each line
 * with how to reach it (tappable tel:/sms:/https links), its hours, who it is for and where and
 * when it was checked; the emergency number; and 'Not in {country}?' to choose another country.
 * An en-US reader gets the spec's lines: 988 (also given as 1-800-273-8255), text HOME to 741741
 * and 911. Until the lines arrive (or if they cannot), the emergency words without a number.
 * @param props.compact only how to reach each line (the note beside a draft)
 * @param props.headingLevel the level of each line's heading
 */
export function CrisisResources({
  className,
  headingLevel = 'h3',
  compact = false,
  listClassName,
  chooser = true,
}: {
  className?: string;
  /** Whether to offer 'Not in {country}?' (its list comes from the API: not offline). */
  chooser?: boolean;
  /** Extra classes for the list of lines (columns). */
  listClassName?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  compact?: boolean;
}) {
  const country = useCrisisCountry();
  const { data: resources } = useCrisisResources(country);
  return (
    <div className={cn('space-y-3', className)}>
      <ul className={cn('grid gap-3', compact && 'gap-2', listClassName)}>
        {resources?.lines.map((line) => (
          <Line key={line.name} line={line} compact={compact} Heading={headingLevel} />
        ))}
        <Emergency resources={resources} Heading={headingLevel} />
      </ul>
      {chooser && <NotInCountry resources={resources} />}
    </div>
  );
}
