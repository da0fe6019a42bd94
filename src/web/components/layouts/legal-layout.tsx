import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/lib/i18n';

/** Day the privacy policy and the terms were last changed (spec §2: 'October 10, 2025' in English), YYYY-MM-DD. */
export const LEGAL_LAST_UPDATED = '2025-10-10';

/**
 * Layout for the privacy policy and terms: title, last-updated date, text, back-to-home links.
 * @param updated the day the text last changed, YYYY-MM-DD (shown in the reader's words, read in UTC)
 */
export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  useDocumentTitle(title);
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-ms-2 mb-4">
        <Link href="/">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('legal.backHome')}
        </Link>
      </Button>
      <Card className="p-6 sm:p-10">
        <article className="legal space-y-6 leading-relaxed">
          <header className="space-y-2 border-b pb-6">
            <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{t('legal.updated', { date: day })}</p>
          </header>
          {children}
        </article>
      </Card>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('legal.backHome')}
        </Link>
      </Button>
    </div>
  );
}

/** One numbered or titled section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="space-y-3 text-[0.95rem] text-foreground/90 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}
