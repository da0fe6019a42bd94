import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/page-loader';
import { useI18n } from '@/lib/i18n';

// Loaded as its own chunk, as in the feed's dialog: imported here directly, the bundler grouped the
// form (and with it every validation schema) with the thread page's code.
const AskQuestionForm = lazy(() => import('./ask-question-form').then((m) => ({ default: m.AskQuestionForm })));

/** /questions/new: the Ask a Question form on its own page; Cancel goes to '/'. */
export function AskQuestionPage() {
  const [, navigate] = useLocation();
  const { t } = useI18n();
  useDocumentTitle(t('ask.title'));
  return (
    <div className="mx-auto max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('ask.title')}
          </CardTitle>
          <CardDescription>{t('ask.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<PageLoader className="min-h-64" />}>
            <AskQuestionForm onCancel={() => navigate('/')} />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
