import { useLocation } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AskQuestionForm } from './ask-question-form';

/** /questions/new: the Ask a Question form on its own page; Cancel goes to '/'. */
export function AskQuestionPage() {
  const [, navigate] = useLocation();
  useDocumentTitle('Ask a Question');
  return (
    <div className="mx-auto max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Ask a Question
          </CardTitle>
          <CardDescription>Ask the community anything about mental health. You can post anonymously.</CardDescription>
        </CardHeader>
        <CardContent>
          <AskQuestionForm onCancel={() => navigate('/')} />
        </CardContent>
      </Card>
    </div>
  );
}
