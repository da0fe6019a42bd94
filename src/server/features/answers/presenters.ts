/**
 * Turns answer and comment rows into the wire shapes of docs/api.md. The author of an
 * anonymous answer is hidden here (through presentPostAuthor), once for every route.
 */
import { canSeeAuthor, commentAbilities, postAbilities, type Actor } from '../../auth/policy';
import { presentPostAuthor, presentWarningText } from '../../shared/presenters';
import { postHtml } from '../../shared/post-html';
import { hiddenReason, type ReaderView } from '../../shared/restrictions';
import type { Role, VoteType } from '../../../common/constants';
import { commentCursor, type AnswerWithAuthor, type CommentWithAuthor, type ThreadPageAnswer } from './queries';
import type { TAnswer, TComment } from '../../../common/schemas/index';
import { displayName } from '../../shared/names';

/** A comment author's first name as shown (the name rules' fallback: null, read as 'User'). */
const shownName = (author: { firstName: string | null; role: Role }) => displayName({ ...author, lastName: null }).firstName;

/** The fields of a Comment that are the same for every reader, in the wire's key order (ZComment). */
function commentSharedFields(row: CommentWithAuthor) {
  return {
    head: { id: row.comment.id, answerId: row.comment.answerId, content: row.comment.content, isAnonymous: row.thread.byAnonymousAsker },
    tail: {
      createdAt: row.comment.createdAt.toISOString(),
      editedAt: row.comment.editedAt?.toISOString() ?? null,
      hiddenPendingReview: row.comment.hiddenAt !== null,
    },
  };
}

/** The fields of a Comment that depend on who reads it: `author` and the closing `hiddenReason`, `abilities`. */
function commentReaderFields(row: CommentWithAuthor, viewer: Actor, reader?: ReaderView) {
  const isAnonymous = row.thread.byAnonymousAsker;
  const named = canSeeAuthor(viewer, { authorId: row.comment.authorId, isAnonymous });
  return {
    author: named ? { id: row.author.id, firstName: shownName(row.author) } : null,
    end: {
      hiddenReason: hiddenReason(reader, {
        type: 'comment',
        id: row.comment.id,
        authorId: row.comment.authorId,
        isAnonymous,
        text: row.comment.content,
        ...(isAnonymous ? { anonymousQuestionId: row.thread.questionId } : {}),
      }),
      abilities: commentAbilities(viewer, { id: row.comment.id, authorId: row.comment.authorId, authorRole: row.author.role, isAnonymous }),
    },
  };
}

/**
 * A comment as everyone sees it: the commenter's id and first name only, and the viewer's
 * abilities on it. A comment by the asker on their own anonymous question is anonymous like the
 * question: `author` is null for everyone but the asker (`canSeeAuthor`), shown 'Anonymous (asker)'.
 * @param row the comment, its author's id and first name, and its thread (question, anonymous asker)
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters (decision 0024); left out, nothing is collapsed
 */
export function presentComment(row: CommentWithAuthor, viewer: Actor, reader?: ReaderView): TComment {
  const shared = commentSharedFields(row);
  const own = commentReaderFields(row, viewer, reader);
  return { ...shared.head, author: own.author, ...shared.tail, ...own.end };
}

/**
 * The fields of an Answer that are the same for every reader, in the wire's key order (ZAnswer), around the reader's.
 * @param a the answer row
 * @param inList true on a profile list, which shows a preview: `contentHtml` with line breaks off (decision 0053)
 */
function answerSharedFields(a: AnswerWithAuthor['answer'], inList = false) {
  return {
    head: {
      id: a.id,
      questionId: a.questionId,
      content: a.content,
      contentHtml: postHtml(a.content, { breaks: !inList }),
      isAnonymous: a.isAnonymous,
      hasContentWarning: a.hasContentWarning,
    },
    counts: {
      upvotes: a.upvotes,
      downvotes: a.downvotes,
      score: a.upvotes - a.downvotes,
      commentCount: a.commentCount,
      createdAt: a.createdAt.toISOString(),
      editedAt: a.editedAt?.toISOString() ?? null,
    },
    hiddenPendingReview: a.hiddenAt !== null,
  };
}

/** The fields of an Answer that depend on who reads it (contentWarningText, author, isOwn; hiddenReason, abilities). */
function answerReaderFields(row: AnswerWithAuthor, viewer: Actor, reader?: ReaderView) {
  const a = row.answer;
  const post = { type: 'answer' as const, id: a.id, isAnonymous: a.isAnonymous, authorId: a.authorId };
  const { author, isOwn } = presentPostAuthor(post, row.author, viewer);
  return {
    who: { contentWarningText: presentWarningText(a, viewer), author, isOwn },
    end: { hiddenReason: hiddenReason(reader, { ...post, text: a.content }), abilities: postAbilities(viewer, post, row.author.role) },
  };
}

/**
 * An answer as a viewer may see it.
 * @param row the answer and its author's row
 * @param viewer who is asking (decides `author`/`isOwn` for anonymous answers)
 * @param extra the viewer's vote, the answer's comments (already presented, oldest first)
 *   and, on profile lists, the parent question (then `contentHtml` has line breaks off, as the preview)
 * @param reader the viewer's mutes and filters (decision 0024); left out, nothing is collapsed
 */
export function presentAnswer(
  row: AnswerWithAuthor,
  viewer: Actor,
  extra: { myVote: VoteType | null; comments: TComment[]; question?: { id: number; title: string } },
  reader?: ReaderView,
): TAnswer {
  const shared = answerSharedFields(row.answer, extra.question !== undefined);
  const own = answerReaderFields(row, viewer, reader);
  return {
    ...shared.head,
    ...own.who,
    ...shared.counts,
    myVote: extra.myVote,
    hiddenPendingReview: shared.hiddenPendingReview,
    comments: extra.comments,
    ...(extra.question ? { question: { id: extra.question.id, title: extra.question.title } } : {}),
    ...own.end,
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

/** JSON text of shared fields, made once per cached row (cached rows are never changed). */
const sharedJson = new WeakMap<object, string[]>();

/** `{"a":1,"b":2}` → `"a":1,"b":2`: an object's members, to splice into a larger object. */
const members = (value: object) => JSON.stringify(value).slice(1, -1);

/**
 * One page of a thread as the JSON text of `{ items: Answer[], nextCursor }` for one reader
 * (decision 0039): the fields that are the same for every reader (texts, counters, dates) are
 * serialized once per cached row, and the reader's own (author as the policy lets them see it,
 * isOwn, myVote, hiddenReason, abilities — of each answer and comment — and the comments cursor)
 * per request, by the same functions `presentThreadPage` uses, in the wire's key order: the same
 * text the route's serializer gives for `presentThreadPage` (thread-cache.test.ts compares them).
 * @param rows the page's answers in display order: rows of a cached read with the reader's vote
 *   and their readable first comments (up to `preview + 1`); the answer and comment objects
 *   themselves must be the cached ones (never changed), as the serialized fields are kept by object
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
    let parts = sharedJson.get(r.answer);
    if (!parts) {
      const shared = answerSharedFields(r.answer);
      parts = [members(shared.head), members(shared.counts), JSON.stringify(shared.hiddenPendingReview)];
      sharedJson.set(r.answer, parts);
    }
    const comments = r.firstComments.slice(0, preview).map((c) => {
      let cp = sharedJson.get(c.comment);
      if (!cp) {
        const shared = commentSharedFields(c);
        cp = [members(shared.head), members(shared.tail)];
        sharedJson.set(c.comment, cp);
      }
      const own = commentReaderFields(c, viewer, reader);
      return `{${cp[0]},"author":${JSON.stringify(own.author)},${cp[1]},${members(own.end)}}`;
    });
    const own = answerReaderFields(r, viewer, reader);
    return (
      `{${parts[0]},${members(own.who)},${parts[1]},"myVote":${JSON.stringify(r.myVote)},"hiddenPendingReview":${parts[2]}` +
      `,"comments":[${comments.join(',')}],"commentsCursor":${JSON.stringify(commentsCursorOf(r, preview))},${members(own.end)}}`
    );
  });
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
