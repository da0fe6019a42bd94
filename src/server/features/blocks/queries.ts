/**
 * Mutes and blocks: adding, removing and listing a member's own. How they
 * apply to reads and writes is in `shared/restrictions.ts`; reading a member's lists is in
 * `shared/restriction-lists.ts` (the settings page and the data export use them).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { emitEvent } from '../../events/outbox';
import { answers, questions, userRestrictions, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Role } from '../../../common/constants';
import { live } from '../../shared/live';

export type RestrictionKind = 'mute' | 'block';
export type PostRef = { type: 'question' | 'answer'; id: number };

/**
 * Adds a mute or block (nothing happens when it exists already), with a `reader.changed` event
 * addressed to the member (read caches drop what they keep of the member's reader view).
 * @param db database or transaction
 * @param params userId who mutes or blocks; targetUserId whom; kind; via the anonymous post it
 *   was made from (null: the person)
 */
export async function addRestriction(
  db: Db,
  params: { userId: number; targetUserId: number; kind: RestrictionKind; via: PostRef | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userRestrictions)
      .values({
        userId: params.userId,
        targetUserId: params.targetUserId,
        kind: params.kind,
        viaType: params.via?.type ?? null,
        viaId: params.via?.id ?? null,
      })
      .onConflictDoNothing();
    await emitEvent(tx, { type: 'reader.changed', userId: params.userId, payload: {} });
  });
}

/**
 * Removes a mute or block (nothing happens when there is none), with a `reader.changed` event
 * addressed to the member.
 * @param params userId whose; kind; either targetUserId (one made by name) or via (one made from that post)
 */
export async function removeRestriction(
  db: Db,
  params: { userId: number; kind: RestrictionKind } & (
    { targetUserId: number; via?: undefined } | { via: PostRef; targetUserId?: undefined }
  ),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(userRestrictions)
      .where(
        and(
          eq(userRestrictions.userId, params.userId),
          eq(userRestrictions.kind, params.kind),
          params.via
            ? and(eq(userRestrictions.viaType, params.via.type), eq(userRestrictions.viaId, params.via.id))
            : and(eq(userRestrictions.targetUserId, params.targetUserId), isNull(userRestrictions.viaType)),
        ),
      );
    await emitEvent(tx, { type: 'reader.changed', userId: params.userId, payload: {} });
  });
}

/**
 * A live (open) member's role.
 * @throws AppError 404 'User was not found' when missing or closed
 */
export async function findLiveUser(db: Db, userId: number): Promise<{ id: number; role: Role }> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), live(users)));
  if (!row) throw notFound('User');
  return row;
}

/**
 * The author of a live question or answer, for muting or blocking them from the post. Stays on
 * the server: no route sends it back.
 * @returns the author's id and role, and whether the post is anonymous
 * @throws AppError 404 'Question/Answer was not found' when missing or deleted (an answer also when its question is)
 */
export async function findPostAuthor(db: Db, ref: PostRef): Promise<{ authorId: number; authorRole: Role; isAnonymous: boolean }> {
  if (ref.type === 'question') {
    const [row] = await db
      .select({ authorId: questions.authorId, authorRole: users.role, isAnonymous: questions.isAnonymous })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.authorId))
      .where(and(eq(questions.id, ref.id), live(questions)));
    if (!row) throw notFound('Question');
    return row;
  }
  const [row] = await db
    .select({ authorId: answers.authorId, authorRole: users.role, isAnonymous: answers.isAnonymous })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), live(questions)))
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(and(eq(answers.id, ref.id), live(answers)));
  if (!row) throw notFound('Answer');
  return row;
}

/**
 * The id of the author of a question or answer whatever its state (to undo a mute made by name
 * through the post).
 * @returns the author's id, or null when there is no such post
 */
export async function authorIdOf(db: Db, ref: PostRef): Promise<{ authorId: number; isAnonymous: boolean } | null> {
  const table = ref.type === 'question' ? questions : answers;
  const [row] = await db.select({ authorId: table.authorId, isAnonymous: table.isAnonymous }).from(table).where(eq(table.id, ref.id));
  return row ?? null;
}
