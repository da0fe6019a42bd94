import { useI18n } from '@/lib/i18n';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any unknown path: '404 Page Not Found' (spec §2). */
export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('notFound.title'));
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild className="mt-6">
        <Link href="/">{t('notFound.home')}</Link>
      </Button>
    </Card>
  );
}
