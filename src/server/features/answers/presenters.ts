/**
 * Turns answer and comment rows into the wire shapes of docs/api.md. The author of an
 * anonymous answer is hidden here (through presentPostAuthor), once for every route.
 */
import type { Actor } from '../../auth/policy';
import { presentPostAuthor } from '../../shared/presenters';
import type { VoteType } from '../../../common/constants';
import type { AnswerWithAuthor, CommentWithAuthor } from './queries';
import type { AnswerView, CommentView } from './schemas';

/** A comment as everyone sees it: the commenter's id and first name only (comments are never anonymous). */
export function presentComment(row: CommentWithAuthor): CommentView {
  return {
    id: row.comment.id,
    answerId: row.comment.answerId,
    content: row.comment.content,
    author: { id: row.author.id, firstName: row.author.firstName },
    createdAt: row.comment.createdAt.toISOString(),
  };
}

/**
 * An answer as a viewer may see it.
 * @param row the answer and its author's row
 * @param viewer who is asking (decides `author`/`isOwn` for anonymous answers)
 * @param extra the viewer's vote, the answer's comments (already presented, oldest first)
 *   and, on profile lists, the parent question
 */
export function presentAnswer(
  row: AnswerWithAuthor,
  viewer: Actor,
  extra: { myVote: VoteType | null; comments: CommentView[]; question?: { id: number; title: string } },
): AnswerView {
  const a = row.answer;
  const { author, isOwn } = presentPostAuthor(a, row.author, viewer);
  return {
    id: a.id,
    questionId: a.questionId,
    content: a.content,
    isAnonymous: a.isAnonymous,
    author,
    isOwn,
    upvotes: a.upvotes,
    downvotes: a.downvotes,
    score: a.upvotes - a.downvotes,
    commentCount: a.commentCount,
    createdAt: a.createdAt.toISOString(),
    myVote: extra.myVote,
    comments: extra.comments,
    ...(extra.question ? { question: { id: extra.question.id, title: extra.question.title } } : {}),
  };
}

/**
 * Presents a question's answers with their comments, grouped per answer.
 * @param rows answers in display order; comments in display order (any answers); votes by answer id
 */
export function presentAnswerThread(
  rows: AnswerWithAuthor[],
  commentRows: CommentWithAuthor[],
  myVotes: Map<number, VoteType>,
  viewer: Actor,
): AnswerView[] {
  const byAnswer = new Map<number, CommentView[]>();
  for (const c of commentRows) {
    const list = byAnswer.get(c.comment.answerId) ?? [];
    list.push(presentComment(c));
    byAnswer.set(c.comment.answerId, list);
  }
  return rows.map((r) =>
    presentAnswer(r, viewer, { myVote: myVotes.get(r.answer.id) ?? null, comments: byAnswer.get(r.answer.id) ?? [] }),
  );
}
