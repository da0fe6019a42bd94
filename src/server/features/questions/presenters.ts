/**
 * Turns question records into the wire shape of docs/api.md ("Question"). The author goes
 * through presentPostAuthor (the policy's `canSeeAuthor` hides an anonymous question's author
 * from everyone but its author) and the viewer's abilities come from the policy.
 */
import { postAbilities, type Actor } from '../../auth/policy';
import { presentPostAuthor, presentWarningText } from '../../shared/presenters';
import { postHtml } from '../../shared/post-html';
import { hiddenReason, type ReaderView } from '../../shared/restrictions';
import { type TQuestion, type TQuestionPage } from '../../../common/schemas/index';
import { API } from '../../../common/contract';
import { JsonText, splicedJson, type SharedText } from '../../shared/spliced-json';
import type { QuestionPageRecords, QuestionRecord } from './queries';

/**
 * Where a question is shown: on its own (the question page, create and edit replies; line breaks
 * kept) or as a card in a list (a preview: line breaks off, '…' when cut).
 */
type QuestionView = 'question' | 'list';

/** The fields of a Question that are the same for every reader. */
type SharedQuestionFields = Omit<TQuestion, ReaderKey>;
/** The fields of a Question the reader decides. */
const READER_KEYS = ['contentWarningText', 'author', 'isOwn', 'myVote', 'hiddenReason', 'abilities'] as const;
type ReaderKey = (typeof READER_KEYS)[number];

/**
 * The fields of a Question that are the same for every reader (no author: that one the policy
 * decides per reader).
 * @param record the question's record
 * @param view 'question' for the question itself, 'list' for a card (`contentHtml` renders the card's preview)
 * @returns every Question field but contentWarningText, author, isOwn, myVote, hiddenReason and abilities
 */
function presentSharedFields(record: QuestionRecord, view: QuestionView): SharedQuestionFields {
  const q = record.question;
  return {
    id: q.id,
    title: q.title,
    content: q.content,
    contentHtml: view === 'question' ? postHtml(q.content) : postHtml(record.previewCut ? `${q.content}…` : q.content, { breaks: false }),
    previewCut: record.previewCut,
    isAnonymous: q.isAnonymous,
    hasContentWarning: q.hasContentWarning,
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
function presentReaderFields(record: QuestionRecord, viewer: Actor, reader?: ReaderView): Pick<TQuestion, ReaderKey> {
  const q = record.question;
  const post = { type: 'question' as const, id: q.id, isAnonymous: q.isAnonymous, authorId: q.authorId };
  const { author, isOwn } = presentPostAuthor(post, record.author, viewer);
  return {
    contentWarningText: presentWarningText(q, viewer),
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
 * @param reader the viewer's mutes and filters; left out, nothing is collapsed
 * @param view 'question' (default) for the question itself; 'list' for a card, whose `contentHtml` is its preview's
 * @returns the Question (content a preview with previewCut true when the list query cut it): author null and isOwn false for someone else's anonymous question;
 *   contentWarningText null unless hasContentWarning; score = upvotes − downvotes;
 *   hiddenReason; abilities
 */
export function presentQuestion(record: QuestionRecord, viewer: Actor, reader?: ReaderView, view: QuestionView = 'question'): TQuestion {
  return { ...presentSharedFields(record, view), ...presentReaderFields(record, viewer, reader) };
}

/** A Question's JSON text from the route's own schema (shared/spliced-json.ts): shared fields once per record, the reader's per request. */
const questionText = splicedJson(API['GET /api/questions/:id'].response[200], READER_KEYS);
/** A feed page's JSON text from the route's own schema; its items come already written. */
const pageText = splicedJson(API['GET /api/questions'].response[200], ['items', 'nextCursor'], ['items']);
const pageShared = pageText.shared({});

/** Each shared feed record's text, made once (cached feed records are never changed). */
const feedShared = new WeakMap<QuestionRecord, SharedText>();

/**
 * A page of shared records as the JSON text of `{ items: Question[], nextCursor }` for one
 * reader: each card's shared fields are encoded once per cached record and the
 * reader's fields (author as the policy lets them see it, isOwn, myVote, hiddenReason,
 * abilities) per request, by the route's schema (splicedJson) — the very text
 * `presentQuestionPage` and the route's serializer give (feed-cache.test.ts compares them),
 * without parsing the page again.
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
    let shared = feedShared.get(record);
    if (shared === undefined) {
      shared = questionText.shared(presentSharedFields(record, 'list'));
      feedShared.set(record, shared);
    }
    return questionText.write(shared, presentReaderFields({ ...record, myVote: votes.get(record.question.id) ?? null }, viewer, reader));
  });
  return pageText.write(pageShared, { items: new JsonText(`[${cards.join(',')}]`), nextCursor });
}

/** A question record's shared text, with the view count it was made with (the one field a counted view changes in place). */
const questionShared = new WeakMap<QuestionRecord, { viewCount: number; shared: SharedText }>();

/**
 * One question as the JSON text of a Question for one reader (GET /api/questions/:id from the
 * read cache): the record's shared fields encoded once per record and view count
 * (a counted view raises the cached record's count in place), the reader's fields (author as
 * the policy lets them see it, isOwn, myVote, hiddenReason, abilities) per call, by the route's
 * schema (splicedJson) — the very text `presentQuestion` and the route's serializer give
 * (question-cache.test.ts compares them byte for byte).
 * @param record the cached question record (whole text; its myVote is ignored)
 * @param myVote the reader's vote on it, or null
 * @param viewer who is asking; reader their mutes and filters
 * @returns the Question as JSON text
 */
export function questionJson(record: QuestionRecord, myVote: TQuestion['myVote'], viewer: Actor, reader: ReaderView): string {
  let made = questionShared.get(record);
  if (made === undefined || made.viewCount !== record.question.viewCount) {
    made = { viewCount: record.question.viewCount, shared: questionText.shared(presentSharedFields(record, 'question')) };
    questionShared.set(record, made);
  }
  return questionText.write(made.shared, presentReaderFields({ ...record, myVote }, viewer, reader));
}

/**
 * A page of records as `{ items: Question[], nextCursor }`.
 * @param page the records and the next cursor from a list query
 * @param viewer who is asking
 * @param reader the viewer's mutes and filters
 */
export function presentQuestionPage(page: QuestionPageRecords, viewer: Actor, reader?: ReaderView): TQuestionPage {
  return { items: page.records.map((r) => presentQuestion(r, viewer, reader, 'list')), nextCursor: page.nextCursor };
}
