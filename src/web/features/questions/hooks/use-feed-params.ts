/**
 * The feed's filters live in the URL (spec §2: '/?topic={topic}'; the header search box writes
 * '?search='): topic (id or slug), search, sort ('trending' when absent), and `feed=following` for
 * the Following feed (questions in the topics and the questions the member follows).
 */
import { useSearchParams } from 'wouter';
import { SORT_MODES, type SortMode } from '@common/constants';
import type { Topic } from '@/types/api';

export type FeedParams = {
  /** Raw ?topic= value: a topic id or slug. */
  topic: string | null;
  search: string;
  sortBy: SortMode;
  /** The Following feed (`?feed=following`). */
  following: boolean;
  setSortBy: (sort: SortMode) => void;
};

/**
 * The feed's filters read from the URL, and a setter for the sort.
 * @returns `{ topic, search, sortBy, following, setSortBy }`; sortBy is 'trending' unless ?sort= names another mode
 */
export function useFeedParams(): FeedParams {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sortBy: SortMode = (SORT_MODES as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortMode) : 'trending';
  return {
    topic: params.get('topic'),
    search: params.get('search')?.trim() ?? '',
    sortBy,
    following: params.get('feed') === 'following',
    setSortBy: (sort) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (sort === 'trending') next.delete('sort');
          else next.set('sort', sort);
          return next;
        },
        { replace: true },
      ),
  };
}

/**
 * Resolves a ?topic= value against the topic list.
 * @returns the topic when found; `undefined` while the list is loading or no topic is asked for;
 *   null when the value names no known topic.
 */
export function resolveTopic(topicParam: string | null, topics: Topic[] | undefined): Topic | null | undefined {
  if (!topicParam) return undefined;
  if (!topics) return undefined;
  const asId = /^\d+$/.test(topicParam) ? Number(topicParam) : null;
  return topics.find((t) => (asId !== null ? t.id === asId : t.slug === topicParam)) ?? null;
}
