/**
 * Turns answer and comment rows into the wire shapes of docs/api.md. The author of an
 * anonymous answer is hidden here (through presentPostAuthor), once for every route.
 */
import { canSeeAuthor, commentAbilities, postAbilities, type Actor } from '../../auth/policy';
import { presentAuthorName, presentPostAuthor, presentWarningText } from '../../shared/presenters';
import { postHtml } from '../../shared/post-html';
import { hiddenReason, type ReaderView } from '../../shared/restrictions';
import type { VoteType } from '../../../common/constants';
import { commentCursor, type AnswerWithAuthor, type CommentWithAuthor, type ThreadPageAnswer } from './queries';
import type { TAnswer, TComment } from '../../../common/schemas/index';
import { API } from '../../../common/contract';
import { JsonText, splicedJson, type SharedText } from '../../shared/spliced-json';

/** The fields of a Comment that are the same for every reader. */
function commentSharedFields(row: CommentWithAuthor): Omit<TComment, CommentReaderKey> {
  return {
    id: row.comment.id,
    answerId: row.comment.answerId,
    content: row.comment.content,
    isAnonymous: row.thread.byAnonymousAsker,
    createdAt: row.comment.createdAt.toISOString(),
    editedAt: row.comment.editedAt?.toISOString() ?? null,
    hiddenPendingReview: row.comment.hiddenAt !== null,
  };
}

/** The fields of a Comment that depend on who reads it. */
const COMMENT_READER_KEYS = ['author', 'hiddenReason', 'abilities'] as const;
type CommentReaderKey = (typeof COMMENT_READER_KEYS)[number];

/** The fields of a Comment that depend on who reads it: `author`, `hiddenReason`, `abilities`. */
function commentReaderFields(row: CommentWithAuthor, viewer: Actor, reader?: ReaderView): Pick<TComment, CommentReaderKey> {
  const isAnonymous = row.thread.byAnonymousAsker;
  const named = canSeeAuthor(viewer, { authorId: row.comment.authorId, isAnonymous });
  return {
    author: named ? presentAuthorName(row.author) : null,
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
 * A comment as everyone sees it: the commenter's id and first name only, and the viewer's
 * abilities on it. A comment by the asker on their own anonymous question is anonymous like the
 * question: `author` is null for everyone but the asker (`canSeeAuthor`), shown 'Anonymous (asker)'.
 * @param row the comment, its author's id and first name, and its thread (question, anonymous asker)
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters; left out, nothing is collapsed
 */
export function presentComment(row: CommentWithAuthor, viewer: Actor, reader?: ReaderView): TComment {
  return { ...commentSharedFields(row), ...commentReaderFields(row, viewer, reader) };
}

/** The fields of an Answer that depend on who reads it (or, for comments and the question, where it is shown). */
const ANSWER_READER_KEYS = [
  'contentWarningText',
  'author',
  'isOwn',
  'myVote',
  'comments',
  'commentsCursor',
  'question',
  'hiddenReason',
  'abilities',
] as const;
type AnswerReaderKey = (typeof ANSWER_READER_KEYS)[number];

/**
 * The fields of an Answer that are the same for every reader.
 * @param a the answer row
 * @param inList true on a profile list, which shows a preview: `contentHtml` with line breaks off
 */
function answerSharedFields(a: AnswerWithAuthor['answer'], inList = false): Omit<TAnswer, AnswerReaderKey> {
  return {
    id: a.id,
    questionId: a.questionId,
    content: a.content,
    contentHtml: postHtml(a.content, { breaks: !inList }),
    isAnonymous: a.isAnonymous,
    hasContentWarning: a.hasContentWarning,
    upvotes: a.upvotes,
    downvotes: a.downvotes,
    score: a.upvotes - a.downvotes,
    commentCount: a.commentCount,
    createdAt: a.createdAt.toISOString(),
    editedAt: a.editedAt?.toISOString() ?? null,
    hiddenPendingReview: a.hiddenAt !== null,
  };
}

/** The fields of an Answer that depend on who reads it (contentWarningText, author, isOwn, hiddenReason, abilities). */
function answerReaderFields(
  row: AnswerWithAuthor,
  viewer: Actor,
  reader?: ReaderView,
): Pick<TAnswer, 'contentWarningText' | 'author' | 'isOwn' | 'hiddenReason' | 'abilities'> {
  const a = row.answer;
  const post = { type: 'answer' as const, id: a.id, isAnonymous: a.isAnonymous, authorId: a.authorId };
  const { author, isOwn } = presentPostAuthor(post, row.author, viewer);
  return {
    contentWarningText: presentWarningText(a, viewer),
    author,
    isOwn,
    hiddenReason: hiddenReason(reader, { ...post, text: a.content }),
    abilities: postAbilities(viewer, post, row.author.role),
  };
}

/**
 * An answer as a viewer may see it.
 * @param row the answer and its author's row
 * @param viewer who is asking (decides `author`/`isOwn` for anonymous answers)
 * @param extra the viewer's vote, the answer's comments (already presented, oldest first)
 *   and, on profile lists, the parent question (then `contentHtml` has line breaks off, as the preview)
 * @param reader the viewer's mutes and filters; left out, nothing is collapsed
 */
export function presentAnswer(
  row: AnswerWithAuthor,
  viewer: Actor,
  extra: { myVote: VoteType | null; comments: TComment[]; question?: { id: number; title: string } },
  reader?: ReaderView,
): TAnswer {
  return {
    ...answerSharedFields(row.answer, extra.question !== undefined),
    ...answerReaderFields(row, viewer, reader),
    myVote: extra.myVote,
    comments: extra.comments,
    ...(extra.question ? { question: { id: extra.question.id, title: extra.question.title } } : {}),
  };
}

/** The cursor where 'Show more comments' continues, or null when the preview holds them all. */
const commentsCursorOf = (r: ThreadPageAnswer, preview: number) =>
  r.firstComments.length > preview ? commentCursor(r.firstComments[preview - 1]) : null;

/**
 * Presents one page of a thread: each answer with the viewer's vote, its first comments and,
 * when it has more, the cursor where 'Show more comments' continues.
 * @param rows answers in display order, each with the viewer's vote and up to `preview + 1`
 *   of its first comments (display order)
 * @param viewer who is asking
 * @param preview how many comments each answer carries (COMMENT_PREVIEW)
 * @param reader the viewer's mutes and filters
 */
export function presentThreadPage(rows: ThreadPageAnswer[], viewer: Actor, preview: number, reader?: ReaderView): TAnswer[] {
  return rows.map((r) => {
    const shown = r.firstComments.slice(0, preview);
    const view = presentAnswer(r, viewer, { myVote: r.myVote, comments: shown.map((c) => presentComment(c, viewer, reader)) }, reader);
    return { ...view, commentsCursor: commentsCursorOf(r, preview) };
  });
}

/** The route's schemas (shared/spliced-json.ts): a thread page, its answers and their comments. */
const threadSchema = API['GET /api/questions/:id/answers'].response[200];
const pageText = splicedJson(threadSchema, ['items', 'nextCursor'], ['items']);
const pageShared = pageText.shared({});
const answerText = splicedJson(threadSchema.shape.items.element, ANSWER_READER_KEYS, ['comments']);
const commentText = splicedJson(threadSchema.shape.items.element.shape.comments.element, COMMENT_READER_KEYS);

/** The shared text of each cached answer and comment, made once per cached row (cached rows are never changed). */
const sharedText = new WeakMap<object, SharedText>();

/** The shared text of a cached row, made on first use. */
function sharedOf<R extends object>(row: R, make: (row: R) => SharedText): SharedText {
  let text = sharedText.get(row);
  if (!text) sharedText.set(row, (text = make(row)));
  return text;
}

/**
 * One page of a thread as the JSON text of `{ items: Answer[], nextCursor }` for one reader:
 * the fields that are the same for every reader (texts, counters, dates) are
 * encoded once per cached row, and the reader's own (author as the policy lets them see it,
 * isOwn, myVote, hiddenReason, abilities — of each answer and comment — and the comments cursor)
 * per request, by the same functions `presentThreadPage` uses and the route's schema
 * (splicedJson): the same text the route's serializer gives for `presentThreadPage`
 * (thread-cache.test.ts compares them).
 * @param rows the page's answers in display order: rows of a cached read with the reader's vote
 *   and their readable first comments (up to `preview + 1`); the answer and comment objects
 *   themselves must be the cached ones (never changed), as the encoded fields are kept by object
 * @param nextCursor the page's next cursor; viewer who reads; preview COMMENT_PREVIEW; reader their mutes and filters
 * @returns the page as JSON text
 */
export function threadPageJson(
  rows: ThreadPageAnswer[],
  nextCursor: string | null,
  viewer: Actor,
  preview: number,
  reader: ReaderView,
): string {
  const items = rows.map((r) => {
    const comments = r.firstComments.slice(0, preview).map((c) =>
      commentText.write(
        sharedOf(c.comment, () => commentText.shared(commentSharedFields(c))),
        commentReaderFields(c, viewer, reader),
      ),
    );
    return answerText.write(
      sharedOf(r.answer, (a) => answerText.shared(answerSharedFields(a))),
      {
        ...answerReaderFields(r, viewer, reader),
        myVote: r.myVote,
        comments: new JsonText(`[${comments.join(',')}]`),
        commentsCursor: commentsCursorOf(r, preview),
      },
    );
  });
  return pageText.write(pageShared, { items: new JsonText(`[${items.join(',')}]`), nextCursor });
}
