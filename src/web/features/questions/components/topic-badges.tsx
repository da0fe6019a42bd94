import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import type { Question } from '@/types/api';

/** A question's topics as badges linking to the feed filtered by that topic. */
export function TopicBadges({ topics }: { topics: Question['topics'] }) {
  if (topics.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
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
