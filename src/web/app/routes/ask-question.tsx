import { AskQuestionPage } from '@/features/questions/components/ask-question-page';

/** /questions/new — the Ask a Question form on its own page. */
export default function AskQuestionRoute() {
  return <AskQuestionPage />;
}
