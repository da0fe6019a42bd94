import { useI18n } from '@/lib/i18n';
import { CommunityGuidelines } from '@/components/community-guidelines';
import { FeedbackCard } from '@/features/feedback/components/feedback-dialog';
import { QuestionDetail, QuestionNotFound } from '@/features/questions/components/question-detail';
import { TopicSidebar } from '@/features/questions/components/topic-sidebar';
import { ReportButton } from '@/features/reports/components/report-dialog';
import { MEDIA } from '@common/constants';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * /questions/{id} (spec §2): topics on the left (hidden on small screens), the question with its
 * answers in the middle, guidelines and feedback on the right (wide screens only). Questions,
 * answers and comments get a Report button from the reports feature. A column that CSS hides at
 * the screen's width is not rendered either.
 */
export default function QuestionRoute({ id }: { id: string }) {
  const { t } = useI18n();
  const questionId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  const lg = useMediaQuery(MEDIA.lg);
  const xl = useMediaQuery(MEDIA.xl);
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_17.5rem]">
      <aside className="hidden lg:block" aria-label={t('feed.topicsAside')}>
        {lg && (
          <div className="sticky top-22">
            <TopicSidebar highlightSelected={false} />
          </div>
        )}
      </aside>
      <div className="min-w-0">
        {questionId === null ? (
          <QuestionNotFound />
        ) : (
          <QuestionDetail key={questionId} questionId={questionId} renderReport={(target) => <ReportButton {...target} />} />
        )}
      </div>
      <aside className="hidden xl:block" aria-label={t('feed.communityAside')}>
        {xl && (
          <div className="sticky top-22 space-y-4">
            <CommunityGuidelines />
            <FeedbackCard />
          </div>
        )}
      </aside>
    </div>
  );
}
