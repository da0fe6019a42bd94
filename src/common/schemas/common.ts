/**
 * Building blocks shared by every domain's wire schemas: text and id fields, the error body,
 * cursor pages and the author of a post. Naming: Z<Thing> for a schema, T<Thing> for its type.
 * Messages are written for people: they are shown as-is in the 400 response.
 */
import { z } from 'zod';
import { BADGE_STATUSES, ROLES } from '../constants';

// No code generation: the web client runs under a CSP without 'unsafe-eval', where zod's
// `new Function` probe would be reported as a violation on every page (and the server has no
// use for eval either).
z.config({ jitless: true });

/**
 * A required text field: trimmed, non-blank, at most `max` characters.
 * @param label the field's name as people read it ('Title')
 * @param max the most characters allowed (after trimming)
 */
export const zText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/**
 * A positive 32-bit integer id, from JSON or from a path/query string.
 * @param label the field's name in messages
 */
export const zId = (label = 'id') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is too large`);

export const ZIdParams = z.object({ id: zId('id') });

export const ZUserIdParams = z.object({ userId: zId('userId') });

/** `?cursor=`: the `nextCursor` of the previous page; opaque to clients. */
export const ZCursorQuery = z.object({
  cursor: z.string().max(200).optional(),
});

/** Every non-2xx body (docs/api.md "Errors"). */
export const ZErrorBody = z.object({ message: z.string(), code: z.string().optional() });

/** `{ ok: true }`: a write that has nothing else to say. */
export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** A response without a body (204, and the redirects of the sign-in flow). */
export const ZNoBody = z.null().describe('no body');

/**
 * A cursor page: pass `nextCursor` back as `?cursor=` for the next page; null on the last page.
 * @param item the schema of one item
 */
export const zPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** The public face of a person attached to content (spec §3 Question.author). */
export const ZAuthor = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: z.enum(BADGE_STATUSES).nullable(),
  role: z.enum(ROLES),
});
export type TAuthor = z.infer<typeof ZAuthor>;

/**
 * Added to the create responses of questions, answers, comments and messages: true when the
 * text contained crisis language, so the writer's screen offers support (decision 0020).
 * Only the writer ever receives it.
 */
export const ZCrisisSupport = z.object({ crisisSupport: z.boolean() });

/**
 * What the viewer may do with a post (question, answer or comment), decided by the server's
 * policy: `edit`, `delete`, `report`, `vote` (questions and answers only), `seeAuthor` (the
 * author is shown to this viewer; false for someone else's anonymous post), `muteAuthor` and
 * `blockAuthor` (someone else's post: through `/users/{id}/mute|block` for a named post, through
 * `/{questions|answers}/{id}/mute-author|block-author` for an anonymous one; decision 0024).
 */
export const ZPostAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  report: z.boolean(),
  vote: z.boolean(),
  seeAuthor: z.boolean(),
  muteAuthor: z.boolean(),
  blockAuthor: z.boolean(),
});

/**
 * Why a post is shown collapsed to this viewer, or null: 'muted' (from a member the viewer
 * muted or blocked: 'Hidden: from a member you muted — Show'), 'filtered' (matches the viewer's
 * hidden topics or words). The post is still sent whole: the viewer may choose to show it.
 */
export const ZHiddenReason = z.enum(['muted', 'filtered']).nullable();
export type THiddenReason = z.infer<typeof ZHiddenReason>;
export type TPostAbilities = z.infer<typeof ZPostAbilities>;
