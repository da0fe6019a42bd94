/** Turns topic rows into the wire shape of docs/api.md ("Topic"). */
import type { TopicRow } from '../../db/schema/index';
import type { TTopic } from '../../../common/schemas/index';

/**
 * @param t a topics row
 * @returns `{ id, name, slug, description, parentId, questionsCount, followersCount }`
 */
export function presentTopic(t: TopicRow): TTopic {
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    description: t.description,
    parentId: t.parentId,
    questionsCount: t.questionsCount,
    followersCount: t.followersCount,
  };
}
