import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { useI18n } from '@/lib/i18n';
import type { Question } from '@/types/api';

/** A question's topics as badges linking to the feed filtered by that topic. */
export function TopicBadges({ topics }: { topics: Question['topics'] }) {
  const { t } = useI18n();
  if (topics.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('feed.topicsAside')}>
      {topics.map(({ topic }) => (
        <li key={topic.id}>
          <Badge asChild variant="secondary" className="hover:bg-secondary/70">
            <Link href={`/?topic=${encodeURIComponent(topic.slug)}`}>{topic.name}</Link>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
