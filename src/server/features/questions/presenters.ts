/**
 * Turns question records into the wire shape of docs/api.md ("Question"). The author goes
 * through presentPostAuthor, which hides an anonymous question's author from everyone but
 * its author.
 */
import type { Actor } from '../../auth/policy';
import { presentPostAuthor } from '../../shared/presenters';
import type { QuestionPageRecords, QuestionRecord } from './queries';
import type { QuestionPage, QuestionView } from './schemas';

/**
 * @param record the question, its raw author, topics and the viewer's vote
 * @param viewer who is asking
 * @returns the Question: author null and isOwn false for someone else's anonymous question;
 *   contentWarningText null unless hasContentWarning; score = upvotes − downvotes
 */
export function presentQuestion(record: QuestionRecord, viewer: Actor): QuestionView {
  const q = record.question;
  const { author, isOwn } = presentPostAuthor({ isAnonymous: q.isAnonymous, authorId: q.authorId }, record.author, viewer);
  return {
    id: q.id,
    title: q.title,
    content: q.content,
    isAnonymous: q.isAnonymous,
    hasContentWarning: q.hasContentWarning,
    contentWarningText: q.hasContentWarning ? q.contentWarningText : null,
    topics: record.topics.map((t) => ({ topic: { id: t.id, name: t.name, slug: t.slug } })),
    author,
    isOwn,
    upvotes: q.upvotes,
    downvotes: q.downvotes,
    score: q.upvotes - q.downvotes,
    viewCount: q.viewCount,
    answerCount: q.answerCount,
    createdAt: q.createdAt.toISOString(),
    myVote: record.myVote,
  };
}

/** A page of records as `{ items: Question[], nextCursor }`. */
export function presentQuestionPage(page: QuestionPageRecords, viewer: Actor): QuestionPage {
  return { items: page.records.map((r) => presentQuestion(r, viewer)), nextCursor: page.nextCursor };
}
