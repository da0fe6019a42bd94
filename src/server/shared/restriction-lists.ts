/**
 * Reading a member's own mutes and blocks, the one way for every feature:
 * GET /api/users/me/mutes and /blocks, and the data export. A restriction made
 * from an anonymous post lists the post, never its author.
 */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { answers, questions, userRestrictions, users } from '../db/schema/index';
import { authorColumns, presentAuthor, type AuthorFields } from './presenters';
import type { TRestrictionList } from '../../common/schemas/index';

/** One entry of a member's list: the person (made by name) or the post (made from an anonymous post). */
export type RestrictionRecord = {
  user: AuthorFields | null;
  post: { type: 'question' | 'answer'; id: number; questionId: number; title: string } | null;
  createdAt: Date;
};

const answerQuestion = alias(questions, 'answer_question');

/** A member's mutes or blocks, newest first; the author behind one made from an anonymous post is never selected. */
async function listRestrictions(db: Db, userId: number, kind: 'mute' | 'block'): Promise<RestrictionRecord[]> {
  const rows = await db
    .select({
      viaType: userRestrictions.viaType,
      viaId: userRestrictions.viaId,
      createdAt: userRestrictions.createdAt,
      person: authorColumns,
      questionTitle: questions.title,
      answerQuestionId: answers.questionId,
      answerQuestionTitle: answerQuestion.title,
    })
    .from(userRestrictions)
    .innerJoin(users, eq(users.id, userRestrictions.targetUserId))
    .leftJoin(questions, and(eq(userRestrictions.viaType, 'question'), eq(questions.id, userRestrictions.viaId)))
    .leftJoin(answers, and(eq(userRestrictions.viaType, 'answer'), eq(answers.id, userRestrictions.viaId)))
    .leftJoin(answerQuestion, eq(answerQuestion.id, answers.questionId))
    .where(and(eq(userRestrictions.userId, userId), eq(userRestrictions.kind, kind)))
    .orderBy(desc(userRestrictions.createdAt), desc(userRestrictions.id));
  return rows.map((r) => {
    if (!r.viaType || r.viaId == null) return { user: r.person, post: null, createdAt: r.createdAt };
    const post =
      r.viaType === 'question'
        ? { type: 'question' as const, id: r.viaId, questionId: r.viaId, title: r.questionTitle ?? '' }
        : { type: 'answer' as const, id: r.viaId, questionId: r.answerQuestionId ?? 0, title: r.answerQuestionTitle ?? '' };
    return { user: null, post, createdAt: r.createdAt };
  });
}

/**
 * A member's mutes, newest first (GET /api/users/me/mutes; the data export).
 * @param db database or transaction
 * @param userId the member
 * @returns one record per mute: the person, or (made from an anonymous post) the post and no person
 */
export function listMutes(db: Db, userId: number): Promise<RestrictionRecord[]> {
  return listRestrictions(db, userId, 'mute');
}

/**
 * A member's blocks, newest first (GET /api/users/me/blocks; the data export).
 * @param db database or transaction
 * @param userId the member
 * @returns one record per block: the person, or (made from an anonymous post) the post and no person
 */
export function listBlocks(db: Db, userId: number): Promise<RestrictionRecord[]> {
  return listRestrictions(db, userId, 'block');
}

/**
 * The wire shape of a member's list (the author behind a post is not part of a record).
 * @param records from `listMutes` or `listBlocks`
 * @returns `{ items: [{ user, post, createdAt }] }`
 */
export function presentRestrictionList(records: RestrictionRecord[]): TRestrictionList {
  return {
    items: records.map((r) => ({ user: r.user ? presentAuthor(r.user) : null, post: r.post, createdAt: r.createdAt.toISOString() })),
  };
}
