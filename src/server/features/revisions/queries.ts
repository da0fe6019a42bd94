/**
 * Reading the earlier versions of an edited post (staff only, decided by the
 * route's policy 'revisions:read'). Revisions of a deleted post stay readable to staff when staff
 * removed it or it was reported before it was deleted; a post its author took back unreported
 * is gone from moderation too.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { answers, comments, questions, revisions, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { byAnonymousAsker } from '../../shared/anonymous-asker';
import { heldForModeration } from '../../shared/removal';
import { presentAuthorName } from '../../shared/presenters';
import type { RevisionTarget } from '../../shared/revisions';
import type { TRevision } from '../../../common/schemas/index';
import type { RowPolicy } from '../../auth/policy';
import { isDeletedRow } from '../../shared/live';

const LABELS = { question: 'Question', answer: 'Answer', comment: 'Comment' } as const;

/**
 * Every earlier version of a question, answer or comment, oldest first, with the editor who
 * replaced it (`byAuthor` when it was the author; `editor` null when the policy keeps the
 * author from the reader, as it does for the author of an anonymous post).
 * @param policy the reader's row policy; @param type what the id names; @param id the post
 * @returns the revisions (empty when it was never edited)
 * @throws AppError 404 when no such post was ever written
 */
export async function listRevisions(db: Db, policy: RowPolicy, type: RevisionTarget, id: number): Promise<TRevision[]> {
  const post = await loadPost(db, type, id);
  if (!post || (isDeletedRow(post) && !(await heldForModeration(db, type, id, post.deletedAt)))) throw notFound(LABELS[type]);
  const rows = await db
    .select({
      id: revisions.id,
      snapshot: revisions.snapshot,
      writtenAt: revisions.writtenAt,
      replacedAt: revisions.replacedAt,
      editor: { id: users.id, firstName: users.firstName, role: users.role },
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.editorId))
    .where(and(eq(revisions.targetType, type), eq(revisions.targetId, id)))
    .orderBy(asc(revisions.id));
  return rows.map((r) => {
    const byAuthor = r.editor?.id === post.authorId;
    return {
      ...r.snapshot,
      id: r.id,
      writtenAt: r.writtenAt.toISOString(),
      replacedAt: r.replacedAt.toISOString(),
      byAuthor,
      // Staff edits are always named; the author only to whom the policy shows them.
      editor: r.editor === null || (byAuthor && !policy.seesAuthor(post)) ? null : { ...presentAuthorName(r.editor), role: r.editor.role },
    };
  });
}

/**
 * The author and anonymity of a post, deleted or not. A comment is anonymous when its author is
 * the asker of an anonymous question.
 */
async function loadPost(
  db: Db,
  type: RevisionTarget,
  id: number,
): Promise<{ authorId: number; isAnonymous: boolean; deletedAt: Date | null } | undefined> {
  if (type === 'comment') {
    const [row] = await db
      .select({
        authorId: comments.authorId,
        isAnonymous: byAnonymousAsker(comments.authorId),
        deletedAt: comments.deletedAt,
      })
      .from(comments)
      .innerJoin(answers, eq(answers.id, comments.answerId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(comments.id, id));
    return row;
  }
  const table = type === 'question' ? questions : answers;
  const [row] = await db
    .select({ authorId: table.authorId, isAnonymous: table.isAnonymous, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
}
