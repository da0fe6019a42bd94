import { useI18n } from '@/lib/i18n';
import { CommunityGuidelines } from '@/components/community-guidelines';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FeedbackCard } from '@/features/feedback/components/feedback-dialog';
import { QuestionFeed } from '@/features/questions/components/question-feed';
import { TopicChips, TopicSidebar } from '@/features/questions/components/topic-sidebar';
import type { User } from '@/types/api';
import { MEDIA } from '@common/constants';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * '/' signed in: the home feed (spec §2). Left: topics; centre: the feed; right: Community
 * Guidelines and the 'Got ideas?' feedback dialog (below the feed on narrower screens). The topic
 * column is rendered only where it shows; narrower screens get the topic chips.
 */
export default function HomeRoute({ user }: { user: User }) {
  const { t } = useI18n();
  useDocumentTitle(null);
  const lg = useMediaQuery(MEDIA.lg);
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_17.5rem]">
      <aside className="hidden lg:block" aria-label={t('feed.topicsAside')}>
        {lg && (
          <div className="sticky top-22">
            <TopicSidebar />
          </div>
        )}
      </aside>
      <div className="min-w-0 space-y-4">
        {!lg && <TopicChips />}
        {/* 'Skip to content' lands here, past the topics. */}
        <div id="feed" data-skip-target tabIndex={-1} className="outline-none">
          <QuestionFeed user={user} />
        </div>
      </div>
      <aside className="space-y-4 lg:col-start-2 xl:col-start-3 xl:row-start-1" aria-label={t('feed.communityAside')}>
        <div className="space-y-4 xl:sticky xl:top-22">
          <CommunityGuidelines />
          <FeedbackCard />
        </div>
      </aside>
    </div>
  );
}
