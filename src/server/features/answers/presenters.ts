/**
 * Turns answer and comment rows into the wire shapes of docs/api.md. The author of an
 * anonymous answer is hidden here (through presentPostAuthor), once for every route.
 */
import { canSeeAuthor, commentAbilities, postAbilities, type Actor } from '../../auth/policy';
import { presentPostAuthor } from '../../shared/presenters';
import { hiddenReason, type ReaderView } from '../../shared/restrictions';
import type { VoteType } from '../../../common/constants';
import { commentCursor, type AnswerWithAuthor, type CommentWithAuthor, type ThreadPageAnswer } from './queries';
import type { TAnswer, TComment } from '../../../common/schemas/index';

/**
 * A comment as everyone sees it: the commenter's id and first name only, and the viewer's
 * abilities on it. A comment by the asker on their own anonymous question is anonymous like the
 * question: `author` is null for everyone but the asker (`canSeeAuthor`), shown 'Anonymous (asker)'.
 * @param row the comment, its author's id and first name, and its thread (question, anonymous asker)
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters (decision 0024); left out, nothing is collapsed
 */
export function presentComment(row: CommentWithAuthor, viewer: Actor, reader?: ReaderView): TComment {
  const isAnonymous = row.thread.byAnonymousAsker;
  const named = canSeeAuthor(viewer, { authorId: row.comment.authorId, isAnonymous });
  return {
    id: row.comment.id,
    answerId: row.comment.answerId,
    content: row.comment.content,
    isAnonymous,
    author: named ? { id: row.author.id, firstName: row.author.firstName } : null,
    createdAt: row.comment.createdAt.toISOString(),
    editedAt: row.comment.editedAt?.toISOString() ?? null,
    hiddenPendingReview: row.comment.hiddenAt !== null,
    hiddenReason: hiddenReason(reader, {
      type: 'comment',
      id: row.comment.id,
      authorId: row.comment.authorId,
      isAnonymous,
      text: row.comment.content,
      ...(isAnonymous ? { anonymousQuestionId: row.thread.questionId } : {}),
    }),
    abilities: commentAbilities(viewer, { id: row.comment.id, authorId: row.comment.authorId, authorRole: row.author.role, isAnonymous }),
  };
}

/**
 * An answer as a viewer may see it.
 * @param row the answer and its author's row
 * @param viewer who is asking (decides `author`/`isOwn` for anonymous answers)
 * @param extra the viewer's vote, the answer's comments (already presented, oldest first)
 *   and, on profile lists, the parent question
 * @param reader the viewer's mutes and filters (decision 0024); left out, nothing is collapsed
 */
export function presentAnswer(
  row: AnswerWithAuthor,
  viewer: Actor,
  extra: { myVote: VoteType | null; comments: TComment[]; question?: { id: number; title: string } },
  reader?: ReaderView,
): TAnswer {
  const a = row.answer;
  const post = { type: 'answer' as const, id: a.id, isAnonymous: a.isAnonymous, authorId: a.authorId };
  const { author, isOwn } = presentPostAuthor(post, row.author, viewer);
  return {
    id: a.id,
    questionId: a.questionId,
    content: a.content,
    isAnonymous: a.isAnonymous,
    hasContentWarning: a.hasContentWarning,
    contentWarningText: a.hasContentWarning ? a.contentWarningText : null,
    author,
    isOwn,
    upvotes: a.upvotes,
    downvotes: a.downvotes,
    score: a.upvotes - a.downvotes,
    commentCount: a.commentCount,
    createdAt: a.createdAt.toISOString(),
    editedAt: a.editedAt?.toISOString() ?? null,
    myVote: extra.myVote,
    hiddenPendingReview: a.hiddenAt !== null,
    comments: extra.comments,
    ...(extra.question ? { question: { id: extra.question.id, title: extra.question.title } } : {}),
    hiddenReason: hiddenReason(reader, { ...post, text: a.content }),
    abilities: postAbilities(viewer, post, row.author.role),
  };
}

/**
 * Presents one page of a thread: each answer with the viewer's vote, its first comments and,
 * when it has more, the cursor where 'Show more comments' continues.
 * @param rows answers in display order, each with the viewer's vote and up to `preview + 1`
 *   of its first comments (display order)
 * @param viewer who is asking
 * @param preview how many comments each answer carries (COMMENT_PREVIEW)
 * @param reader the viewer's mutes and filters
 * @returns the answers, each object's keys in the order of the wire schema (ZAnswer)
 */
export function presentThreadPage(rows: ThreadPageAnswer[], viewer: Actor, preview: number, reader?: ReaderView): TAnswer[] {
  return rows.map((r) => {
    const shown = r.firstComments.slice(0, preview);
    const view = presentAnswer(r, viewer, { myVote: r.myVote, comments: shown.map((c) => presentComment(c, viewer, reader)) }, reader);
    const { comments, hiddenReason, abilities, ...head } = view;
    // In the wire's key order (ZAnswer), so a cached page's JSON.stringify sends what the serializer would.
    const commentsCursor = r.firstComments.length > preview ? commentCursor(shown[shown.length - 1]) : null;
    return { ...head, comments, commentsCursor, hiddenReason, abilities };
  });
}
