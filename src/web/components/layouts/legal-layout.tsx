import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Date shown on the privacy policy and the terms (spec §2). */
export const LEGAL_LAST_UPDATED = 'October 10, 2025';

/** Layout for the privacy policy and terms: title, last-updated date, text, back-to-home links. */
export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link href="/">
          <ArrowLeft aria-hidden /> Back to home
        </Link>
      </Button>
      <Card className="p-6 sm:p-10">
        <article className="legal space-y-6 leading-relaxed">
          <header className="space-y-2 border-b pb-6">
            <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">Last updated {updated}</p>
          </header>
          {children}
        </article>
      </Card>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/">
          <ArrowLeft aria-hidden /> Back to home
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
