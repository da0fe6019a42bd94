/** Wire schemas of topics (docs/api.md "Topic"). */
import { z } from 'zod';
import { said } from '../i18n/validation';
import { LIMITS } from '../constants';
import { zClearableText, zId, zName, zOptionalText } from './common';

export const ZFollowTopic = z.object({ topicId: zId('topicId') });

export const ZCreateTopic = z.object({
  name: zName('validation.field.topicName', LIMITS.topicName),
  description: zOptionalText('validation.field.description', LIMITS.topicDescription),
  parentId: zId('parentId').nullish(),
});
export type TCreateTopic = z.input<typeof ZCreateTopic>;

/** `PATCH /api/topics/:id`: a new name, a new description (null or '' clears it), or both. */
export const ZUpdateTopic = z
  .object({
    name: zName('validation.field.topicName', LIMITS.topicName).optional(),
    description: zClearableText('validation.field.description', LIMITS.topicDescription),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined, { message: said('validation.nameOrDescription') });

export const ZTopic = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.number().nullable(),
  questionsCount: z.number(),
  followersCount: z.number(),
});
export type TTopic = z.infer<typeof ZTopic>;

export const ZTopicList = z.array(ZTopic);
/** The ids of the topics the caller follows. */
export const ZFollowedTopicIds = z.array(z.number());
export const ZFollowResult = z.object({ topicId: z.number(), following: z.boolean() });
