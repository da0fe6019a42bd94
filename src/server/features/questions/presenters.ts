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

/** The fields of a Question that are the same for every reader. */
type SharedQuestionFields = Omit<TQuestion, 'author' | 'isOwn' | 'myVote' | 'hiddenReason' | 'abilities'>;

/**
 * The fields of a Question that are the same for every reader (no author: that one the policy
 * decides per reader).
 * @param record the question's record
 * @returns every Question field but author, isOwn, myVote, hiddenReason and abilities
 */
function presentSharedFields(record: QuestionRecord): SharedQuestionFields {
  const q = record.question;
  return {
    id: q.id,
    title: q.title,
    content: q.content,
    previewCut: record.previewCut,
    isAnonymous: q.isAnonymous,
    hasContentWarning: q.hasContentWarning,
    contentWarningText: q.hasContentWarning ? q.contentWarningText : null,
    topics: record.topics.map((t) => ({ topic: { id: t.id, name: t.name, slug: t.slug } })),
    upvotes: q.upvotes,
    downvotes: q.downvotes,
    score: q.upvotes - q.downvotes,
    viewCount: q.viewCount,
    answerCount: q.answerCount,
    createdAt: q.createdAt.toISOString(),
    editedAt: q.editedAt?.toISOString() ?? null,
    hiddenPendingReview: q.hiddenAt !== null,
  };
}

/** The fields of a Question that depend on who reads it. */
function presentReaderFields(
  record: QuestionRecord,
  viewer: Actor,
  reader?: ReaderView,
): Pick<TQuestion, 'author' | 'isOwn' | 'myVote' | 'hiddenReason' | 'abilities'> {
  const q = record.question;
  const post = { type: 'question' as const, id: q.id, isAnonymous: q.isAnonymous, authorId: q.authorId };
  const { author, isOwn } = presentPostAuthor(post, record.author, viewer);
  return {
    author,
    isOwn,
    myVote: record.myVote,
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
 * @param record the question, its raw author, topics and the viewer's vote
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters (decision 0024); left out, nothing is collapsed
 * @returns the Question (content a preview with previewCut true when the list query cut it): author null and isOwn false for someone else's anonymous question;
 *   contentWarningText null unless hasContentWarning; score = upvotes − downvotes;
 *   hiddenReason; abilities
 */
export function presentQuestion(record: QuestionRecord, viewer: Actor, reader?: ReaderView): TQuestion {
  return { ...presentSharedFields(record), ...presentReaderFields(record, viewer, reader) };
}

/** Each shared record's shared fields as JSON text, made once (cached records are never changed). */
const sharedJson = new WeakMap<QuestionRecord, string>();

/**
 * A page of shared records as the JSON text of `{ items: Question[], nextCursor }` for one
 * reader (decision 0032): each card's shared fields are serialized once per cached record and
 * the reader's fields (author as the policy lets them see it, isOwn, myVote, hiddenReason,
 * abilities) appended per request — the same JSON `presentQuestionPage` and the route's
 * serializer give (feed-cache.test.ts compares them), without parsing the page again.
 * @param records the page's shared records (myVote null; never changed once cached)
 * @param nextCursor the page's next cursor
 * @param viewer who is asking; reader their mutes and filters; votes their votes by question id
 * @returns the page as JSON text
 */
export function questionPageJson(
  records: QuestionRecord[],
  nextCursor: string | null,
  viewer: Actor,
  reader: ReaderView,
  votes: Map<number, TQuestion['myVote'] & string>,
): string {
  const cards = records.map((record) => {
    let shared = sharedJson.get(record);
    if (shared === undefined) {
      shared = JSON.stringify(presentSharedFields(record));
      sharedJson.set(record, shared);
    }
    const own = presentReaderFields({ ...record, myVote: votes.get(record.question.id) ?? null }, viewer, reader);
    return `${shared.slice(0, -1)},${JSON.stringify(own).slice(1)}`;
  });
  return `{"items":[${cards.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
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
