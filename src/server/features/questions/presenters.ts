/**
 * Turns question records into the wire shape of docs/api.md ("Question"). The author goes
 * through presentPostAuthor (the policy's `canSeeAuthor` hides an anonymous question's author
 * from everyone but its author) and the viewer's abilities come from the policy.
 */
import { postAbilities, type Actor } from '../../auth/policy';
import { presentPostAuthor } from '../../shared/presenters';
import { hiddenReason, type ReaderView } from '../../shared/restrictions';
import type { TQuestion, TQuestionPage } from '../../../common/schemas/index';
import type { QuestionPageRecords, QuestionRecord } from './queries';

/**
 * @param record the question, its raw author, topics and the viewer's vote
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters (decision 0024); left out, nothing is collapsed
 * @returns the Question (content a preview with previewCut true when the list query cut it): author null and isOwn false for someone else's anonymous question;
 *   contentWarningText null unless hasContentWarning; score = upvotes − downvotes;
 *   hiddenReason; abilities
 */
export function presentQuestion(record: QuestionRecord, viewer: Actor, reader?: ReaderView): TQuestion {
  const q = record.question;
  const post = { type: 'question' as const, id: q.id, isAnonymous: q.isAnonymous, authorId: q.authorId };
  const { author, isOwn } = presentPostAuthor(post, record.author, viewer);
  return {
    id: q.id,
    title: q.title,
    content: q.content,
    previewCut: record.previewCut,
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
    editedAt: q.editedAt?.toISOString() ?? null,
    myVote: record.myVote,
    hiddenPendingReview: q.hiddenAt !== null,
    hiddenReason: hiddenReason(reader, {
      ...post,
      text: `${q.title}\n${q.content}`,
      textMatchesHiddenWords: record.hiddenWordsMatch ?? undefined,
      topicIds: record.topics.map((t) => t.id),
    }),
    abilities: postAbilities(viewer, post, record.author.role),
  };
}

/**
 * A page of records as `{ items: Question[], nextCursor }`.
 * @param page the records and the next cursor from a list query
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters
 */
export function presentQuestionPage(page: QuestionPageRecords, viewer: Actor, reader?: ReaderView): TQuestionPage {
  return { items: page.records.map((r) => presentQuestion(r, viewer, reader)), nextCursor: page.nextCursor };
}
