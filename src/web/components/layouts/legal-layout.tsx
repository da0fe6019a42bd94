import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Languages } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loadCatalog, useI18n, WordsIn, type MessageId } from '@/lib/i18n';

/** Day the privacy policy and the terms were last changed (spec §2: 'October 10, 2025' in English), YYYY-MM-DD. */
export const LEGAL_LAST_UPDATED = '2025-10-10';

/**
 * The rich-text tags the legal texts use: `<b>` for a list item's lead words, `<privacy>` and
 * `<terms>` for links to the other legal page.
 */
export const LEGAL_TAGS = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  privacy: (chunks: ReactNode[]) => <Link href="/privacy">{chunks}</Link>,
  terms: (chunks: ReactNode[]) => <Link href="/terms">{chunks}</Link>,
};

/** The English catalog while the reader has asked for the English text, else null. */
type English = Awaited<ReturnType<typeof loadCatalog>> | null;

/**
 * Layout for the privacy policy, terms and guidelines: title, last-updated date, text,
 * back-to-home links. In any language but English a line says the English text governs, with a
 * button showing the English text in place.
 * @param props.titleId the title's message id; props.updated the day the text last changed,
 *   YYYY-MM-DD (shown in the reader's words, read in UTC)
 */
export function LegalLayout({ titleId, updated, children }: { titleId: MessageId; updated: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  const [english, setEnglish] = useState<English>(null);
  useDocumentTitle(t(titleId));
  const text = (
    <article className="legal space-y-6 leading-relaxed">
      <LegalHeader titleId={titleId} updated={updated} />
      {children}
    </article>
  );
  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-ms-2 mb-4">
        <Link href="/">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('legal.backHome')}
        </Link>
      </Button>
      {locale !== 'en' && (
        <aside className="mb-4 flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('legal.governing')}</p>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            aria-pressed={english !== null}
            onClick={() => {
              if (english) setEnglish(null);
              else void loadCatalog('en', { all: true }).then(setEnglish);
            }}
          >
            <Languages aria-hidden /> {english ? t('legal.showTranslation') : t('legal.showEnglish')}
          </Button>
        </aside>
      )}
      <Card className="p-6 sm:p-10">
        {english ? (
          <div lang="en" dir="ltr">
            <WordsIn locale="en" catalog={english}>
              {text}
            </WordsIn>
          </div>
        ) : (
          text
        )}
      </Card>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('legal.backHome')}
        </Link>
      </Button>
    </div>
  );
}

/** A legal page's title and last-updated date, in the language of the text below them. */
function LegalHeader({ titleId, updated }: { titleId: MessageId; updated: string }) {
  const { t, locale } = useI18n();
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <header className="space-y-2 border-b pb-6">
      <h1 className="text-3xl font-bold tracking-tight">{t(titleId)}</h1>
      <p className="text-sm text-muted-foreground">{t('legal.updated', { date: day })}</p>
    </header>
  );
}

/** One numbered or titled section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="space-y-3 text-[0.95rem] text-foreground/90 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}
