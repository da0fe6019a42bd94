/**
 * Response shapes of the topics feature (docs/api.md "Topic"). Routes declare them, so the
 * serializer checks every reply and drops any field not listed here.
 */
import { z } from 'zod';

export const ZTopicView = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.number().nullable(),
  questionsCount: z.number(),
  followersCount: z.number(),
});
export type TopicView = z.infer<typeof ZTopicView>;

export const ZFollowResult = z.object({ topicId: z.number(), following: z.boolean() });
