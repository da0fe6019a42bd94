/**
 * Counsel Chat importer: streams a CSV (either published layout), converts each record
 * (counsel-chat-rows.ts) and writes questions, answers, topics and therapist profiles in
 * batches, one transaction per batch. Idempotent: questions are keyed by source_url, answers
 * by source_key, therapists by their identity; a second run adds nothing.
 * Decisions: docs/decisions/0005-counsel-chat-import.md.
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse, type CsvError, type Parser } from 'csv-parse';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { answers, identities, questionTopics, questions, topics, users } from '../db/schema/index';
import { hotRankSql } from '../shared/ranking';
import { ensureTopic, slugify } from '../features/topics/queries';
import { REPUTATION } from '../../common/constants';
import {
  answerDate,
  convertRecord,
  detectLayout,
  type CounselChatLayout,
  type CounselChatRow,
  type RowResult,
  type SkippedRow,
  type TherapistProfile,
  type TopicRef,
} from './counsel-chat-rows';
import { COUNSEL_CHAT_COMMUNITY_SUBJECT, COUNSEL_CHAT_ISSUER } from './issuers';
import { isLiveRow, live } from '../shared/live';

export { COUNSEL_CHAT_ISSUER, COUNSEL_CHAT_COMMUNITY_SUBJECT };
/** Rows written per transaction. */
export const DEFAULT_BATCH_SIZE = 200;

/**
 * MindSpace's own copy of the Counsel Chat data set (2020-03-25 layout, gzipped, MIT licence):
 * what the tests, the scale generator and the benchmarks read. See fixtures/counsel-chat/README.md.
 */
export const COUNSEL_CHAT_FILE = fileURLToPath(new URL('../../../fixtures/counsel-chat/counsel_chat_2020-03-25.csv.gz', import.meta.url));

/** The first two bytes of every gzip member (RFC 1952, section 2.3.1). */
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Opens a Counsel Chat file for reading, plain CSV or gzipped: gzip is recognised by its content
 * (the RFC 1952 magic bytes), not its name, and decompressed with zlib.
 * @param filePath any path
 * @returns `text`, the CSV's bytes; `fileBytesRead()`, the bytes of the file itself read so far
 *   (compressed bytes for a gzip file), for progress against the file's size
 * @throws the file system's error (ENOENT, EISDIR…) when the file cannot be opened
 */
export function openCounselChatFile(filePath: string): { text: Readable; fileBytesRead: () => number } {
  const head = Buffer.alloc(GZIP_MAGIC.length);
  const fd = openSync(filePath, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const file = createReadStream(filePath);
  const gzipped = GZIP_MAGIC.every((byte, i) => head[i] === byte);
  // pipeline, not pipe: a read error reaches the reader, and a reader that stops closes the file.
  const text = gzipped ? pipeline(file, createGunzip(), () => {}) : file;
  return { text, fileBytesRead: () => file.bytesRead };
}

/** Outcome of an import run. Counts are of rows created by this run. */
export type ImportSummary = {
  layout: CounselChatLayout | null;
  /** Records read (imported, repeated or skipped). */
  rows: number;
  questions: number;
  answers: number;
  topics: number;
  therapists: number;
  /** Valid rows that added no answer: a repeat (same question, therapist and text) or already imported. */
  repeated: number;
  /** Imported questions whose source had no question text (the title is used). */
  questionTextFromTitle: number;
  /** Rows not imported, with the CSV line where each starts, in file order. */
  skipped: SkippedRow[];
};

export type ImportOptions = {
  /** Rows per transaction (default 200). */
  batchSize?: number;
  /** Called after each committed batch with the running summary. */
  onBatch?: (summary: Readonly<ImportSummary>) => void;
};

/** A record read from the file, with the bytes of input parsed so far (for progress bars). */
export type ReadRecord = RowResult & { bytes: number };

/** Why csv-parse refused a record, without quoting it (post bodies are never logged). */
function csvErrorReason(err: CsvError | undefined): string {
  switch (err?.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'unreadable CSV record: a quote is never closed';
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return 'unreadable CSV record: wrong number of fields';
    default:
      return `unreadable CSV record${err?.code ? ` (${err.code})` : ''}`;
  }
}

/**
 * Physical line numbers of a byte stream, built as its chunks pass: where each line starts and
 * whether it is blank. A line ends at LF, CRLF or a lone CR (as editors count them).
 */
export class LineIndex {
  /** Byte offset where each line starts (line 1 at 0). */
  private readonly starts: number[] = [0];
  /** Per finished line: true when it held nothing but its line break. */
  private readonly blank: boolean[] = [];
  private offset = 0;
  private lineHasContent = false;
  private pendingCR = false;

  /** Adds the next chunk of the stream. */
  feed(chunk: Buffer): void {
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i];
      const at = this.offset + i;
      if (this.pendingCR) {
        this.pendingCR = false;
        if (b === 0x0a) {
          this.endLine(at + 1);
          continue;
        }
        this.endLine(at);
      }
      if (b === 0x0d) this.pendingCR = true;
      else if (b === 0x0a) this.endLine(at + 1);
      else this.lineHasContent = true;
    }
    this.offset += chunk.length;
  }

  private endLine(nextStart: number): void {
    this.blank.push(!this.lineHasContent);
    this.starts.push(nextStart);
    this.lineHasContent = false;
  }

  /**
   * The physical line (1-based) of the first non-blank line at or after a byte offset: where a
   * record begins when the previous one ended at `offset` (csv-parse skips empty lines).
   */
  firstLineFrom(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    while (this.blank[lo]) lo += 1;
    return lo + 1;
  }
}

/**
 * Parses a Counsel Chat CSV stream (RFC 4180, csv-parse): BOM stripped, layout recognised from
 * the header, quotes relaxed, no record size limit (fields exceed 128 KB), unreadable records
 * skipped with their line instead of stopping the run. Every row carries the physical line of
 * the file where its record starts (a record with line breaks in quoted fields spans several).
 * @param input the file's bytes
 * @param onLayout called once with the layout found in the header
 * @returns converted rows and skipped rows, in file order
 * @throws CounselChatHeaderError when the header is neither layout; stream errors (e.g. ENOENT)
 */
export async function* readCounselChatCsv(input: Readable, onLayout?: (layout: CounselChatLayout) => void): AsyncGenerator<ReadRecord> {
  let layout: CounselChatLayout = '2020-03-25';
  const lines = new LineIndex();
  // Byte offset where the previous record (header, row or refused record) ended; csv-parse
  // calls columns, on_record and on_skip in file order, before the rows reach this loop.
  let previousEnd = 0;
  const parser: Parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const detected = detectLayout(header);
      layout = detected.layout;
      onLayout?.(layout);
      previousEnd = parser.info.bytes;
      return detected.columns;
    },
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // 0 = no limit (the default, stated on purpose): some answers exceed csv-parse's old 128 KB guard.
    max_record_size: 0,
    on_record: (record: Record<string, string>, context: { bytes: number }): ParsedItem => {
      const item = { kind: 'row' as const, record, line: lines.firstLineFrom(previousEnd), bytes: context.bytes };
      previousEnd = context.bytes;
      return item;
    },
    on_skip: (err: CsvError | undefined) => {
      const end = (err as { bytes?: number } | undefined)?.bytes ?? previousEnd;
      refused.push({ kind: 'refused', line: lines.firstLineFrom(previousEnd), reason: csvErrorReason(err), bytes: end });
      previousEnd = end;
    },
  });
  const refused: Extract<ParsedItem, { kind: 'refused' }>[] = [];
  input.on('error', (err) => parser.destroy(err));
  input.on('data', (chunk: Buffer | string) => lines.feed(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  input.pipe(parser);
  let bytes = 0;
  // Refused records come through on_skip, ahead of the rows already parsed: put them back in file order.
  function* refusedBefore(end: number): Generator<ReadRecord> {
    while (refused.length > 0 && refused[0].bytes <= end) {
      const r = refused.shift()!;
      yield { ok: false, skipped: { line: r.line, reason: r.reason }, bytes };
    }
  }
  try {
    for await (const item of parser as AsyncIterable<ParsedItem & { kind: 'row' }>) {
      yield* refusedBefore(item.bytes);
      bytes = item.bytes;
      yield { ...convertRecord(layout, item.record, item.line), bytes };
    }
    yield* refusedBefore(Number.POSITIVE_INFINITY);
  } finally {
    // Stopped early (an error, or the consumer gave up): release the file.
    input.destroy();
  }
}

/** A record as on_record passes it on, or one csv-parse refused; `bytes` is where it ends. */
type ParsedItem =
  | { kind: 'row'; record: Record<string, string>; line: number; bytes: number }
  | { kind: 'refused'; line: number; reason: string; bytes: number };

/**
 * Imports a Counsel Chat CSV file, plain or gzipped.
 * @param db the database (each batch runs in its own transaction)
 * @param filePath the CSV (`.csv` or `.csv.gz`), either layout
 * @param options batch size; `onBatch` for progress; `onRecord` after each record read, with the
 *   bytes of the file read so far (compressed bytes for a gzip file)
 * @returns the summary (rows created, rows skipped with their lines)
 * @throws CounselChatHeaderError for a file that is not Counsel Chat; file and database errors
 */
export async function importCounselChatFile(
  db: Db,
  filePath: string,
  options: ImportOptions & { onRecord?: (bytes: number) => void } = {},
): Promise<ImportSummary> {
  let layout: CounselChatLayout | null = null;
  const { text, fileBytesRead } = openCounselChatFile(filePath);
  const records = readCounselChatCsv(text, (l) => {
    layout = l;
  });
  async function* tap(): AsyncGenerator<RowResult> {
    for await (const r of records) {
      options.onRecord?.(fileBytesRead());
      yield r;
    }
  }
  const summary = await importCounselChatRecords(db, tap(), options);
  summary.layout = layout;
  return summary;
}

/** Caches kept across the batches of one run. */
type RunState = {
  /** slug, 'name:<lowercase name>' and slugify(name) → topic id */
  topicIds: Map<string, number>;
  therapistIds: Map<string, number>;
  communityUserId: number | null;
  /** Questions created by this run: their view count may still rise with later rows. */
  createdQuestionIds: Set<number>;
};

function emptySummary(): ImportSummary {
  return { layout: null, rows: 0, questions: 0, answers: 0, topics: 0, therapists: 0, repeated: 0, questionTextFromTitle: 0, skipped: [] };
}

/**
 * Imports converted rows (pure-ish core: no file access), `batchSize` rows per transaction.
 * Skipped rows are recorded in the summary, never thrown.
 * @param db the database
 * @param records rows from readCounselChatCsv (or built by hand in tests)
 * @returns the summary of what this run created
 */
export async function importCounselChatRecords(
  db: Db,
  records: AsyncIterable<RowResult> | Iterable<RowResult>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const summary = emptySummary();
  const state: RunState = { topicIds: new Map(), therapistIds: new Map(), communityUserId: null, createdQuestionIds: new Set() };
  for (const t of await db.select({ id: topics.id, name: topics.name, slug: topics.slug }).from(topics)) rememberTopic(state, t);

  let batch: CounselChatRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const result = await db.transaction((tx) => importBatch(tx, rows, state));
    summary.questions += result.questions;
    summary.answers += result.answers;
    summary.topics += result.topics;
    summary.therapists += result.therapists;
    summary.questionTextFromTitle += result.questionTextFromTitle;
    summary.repeated += rows.length - result.answers;
    options.onBatch?.(summary);
  };

  for await (const r of records) {
    summary.rows += 1;
    if (!r.ok) {
      summary.skipped.push(r.skipped);
      continue;
    }
    batch.push(r.row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return summary;
}

function rememberTopic(state: RunState, t: { id: number; name: string; slug: string }) {
  for (const key of [t.slug, `name:${t.name.toLowerCase()}`, slugify(t.name)]) {
    if (!state.topicIds.has(key)) state.topicIds.set(key, t.id);
  }
}

/** Topic id for a reference: an existing topic by slug or name (case-insensitive), else a new one. */
async function resolveTopic(tx: Db, state: RunState, ref: TopicRef): Promise<{ id: number; created: boolean }> {
  const known =
    state.topicIds.get(ref.slug) ?? state.topicIds.get(`name:${ref.name.toLowerCase()}`) ?? state.topicIds.get(slugify(ref.name));
  if (known !== undefined) return { id: known, created: false };
  const before = new Set(state.topicIds.values());
  const row = await ensureTopic(tx, ref.name);
  rememberTopic(state, row);
  state.topicIds.set(ref.slug, row.id);
  return { id: row.id, created: !before.has(row.id) };
}

/** Users behind importer identities, by subject. */
async function usersForSubjects(tx: Db, subjects: string[]): Promise<Map<string, number>> {
  if (subjects.length === 0) return new Map();
  const rows = await tx
    .select({ subject: identities.subject, userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.issuer, COUNSEL_CHAT_ISSUER), inArray(identities.subject, subjects)));
  return new Map(rows.map((r) => [r.subject, r.userId]));
}

type ImportedUser = { subject: string; firstName: string; lastName: string | null; bio: string | null; status: 'therapist' | null };

/**
 * Finds or creates the users of importer identities (issuer 'counselchat'), three statements
 * for any number of people.
 * @param people one entry per subject
 * @returns subject → user id, and how many users this call created
 */
async function ensureImportedUsers(tx: Db, people: ImportedUser[]): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = await usersForSubjects(
    tx,
    people.map((p) => p.subject),
  );
  const missing = people.filter((p) => !ids.has(p.subject));
  if (missing.length === 0) return { ids, created: 0 };
  const inserted = await tx
    .insert(users)
    .values(missing.map(({ firstName, lastName, bio, status }) => ({ firstName, lastName, bio, status })))
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, bio: users.bio });
  // RETURNING lists the rows in VALUES order; checked, since the id ↔ subject pairing relies on it
  // (people with identical fields are interchangeable).
  inserted.forEach((u, i) => {
    const p = missing[i];
    if (u.firstName !== p.firstName || u.lastName !== p.lastName || u.bio !== p.bio) {
      throw new Error('Counsel Chat import: inserted users came back in an unexpected order');
    }
  });
  const linked = await tx
    .insert(identities)
    .values(missing.map((p, i) => ({ userId: inserted[i].id, issuer: COUNSEL_CHAT_ISSUER, subject: p.subject })))
    .onConflictDoNothing()
    .returning({ subject: identities.subject, userId: identities.userId });
  for (const l of linked) ids.set(l.subject, l.userId);
  if (linked.length < missing.length) {
    // Another import created some of the same identities meanwhile: theirs are the users.
    const lost = missing.map((p, i) => ({ p, id: inserted[i].id })).filter(({ p }) => !ids.has(p.subject));
    await tx.delete(users).where(
      inArray(
        users.id,
        lost.map((l) => l.id),
      ),
    );
    const theirs = await usersForSubjects(
      tx,
      lost.map((l) => l.p.subject),
    );
    for (const [subject, id] of theirs) ids.set(subject, id);
  }
  return { ids, created: linked.length };
}

/** The 'Counsel Chat' system user that owns imported questions (posted anonymously). */
async function ensureCommunityUser(tx: Db, state: RunState): Promise<number> {
  if (state.communityUserId !== null) return state.communityUserId;
  const { ids } = await ensureImportedUsers(tx, [
    {
      subject: COUNSEL_CHAT_COMMUNITY_SUBJECT,
      firstName: 'Counsel',
      lastName: 'Chat',
      bio: 'System account holding the questions imported from the Counsel Chat data set (counselchat.com). The people who asked them are anonymous.',
      status: null,
    },
  ]);
  state.communityUserId = ids.get(COUNSEL_CHAT_COMMUNITY_SUBJECT)!;
  return state.communityUserId;
}

/**
 * User ids of the therapists of a batch, creating the missing ones (status 'therapist').
 * @returns subject → user id, and how many were created
 */
async function ensureTherapists(tx: Db, state: RunState, rows: CounselChatRow[]): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>();
  const needed = new Map<string, TherapistProfile>();
  for (const { therapist } of rows) {
    const cached = state.therapistIds.get(therapist.subject);
    if (cached !== undefined) ids.set(therapist.subject, cached);
    else if (!needed.has(therapist.subject)) needed.set(therapist.subject, therapist);
  }
  const { ids: found, created } = await ensureImportedUsers(
    tx,
    [...needed.values()].map((t) => ({ ...t, status: 'therapist' as const })),
  );
  for (const [subject, id] of found) {
    ids.set(subject, id);
    state.therapistIds.set(subject, id);
  }
  return { ids, created };
}

/** `(v1, v2), (v3, v4)` for an UPDATE ... FROM (VALUES ...). */
function valuesList(rows: [number, number][]): SQL {
  return sql.join(
    rows.map(([a, b]) => sql`(${a}::int, ${b}::int)`),
    sql`, `,
  );
}

type BatchResult = { questions: number; answers: number; topics: number; therapists: number; questionTextFromTitle: number };

/** Writes one batch in the caller's transaction and brings the counters of what it touched up to date. */
async function importBatch(tx: Db, rows: CounselChatRow[], state: RunState): Promise<BatchResult> {
  const result: BatchResult = { questions: 0, answers: 0, topics: 0, therapists: 0, questionTextFromTitle: 0 };
  const communityUserId = await ensureCommunityUser(tx, state);

  // Questions of this batch, keyed by URL: the first row's text, the highest views, every topic.
  type Group = { first: CounselChatRow; views: number; topicIds: Set<number> };
  const groups = new Map<string, Group>();
  for (const row of rows) {
    let g = groups.get(row.questionUrl);
    if (!g) {
      g = { first: row, views: 0, topicIds: new Set() };
      groups.set(row.questionUrl, g);
    }
    g.views = Math.max(g.views, row.views);
    for (const ref of row.topics) {
      const topic = await resolveTopic(tx, state, ref);
      if (topic.created) result.topics += 1;
      g.topicIds.add(topic.id);
    }
  }

  const therapists = await ensureTherapists(tx, state, rows);
  result.therapists = therapists.created;
  const therapistIds = therapists.ids;

  const urls = [...groups.keys()];
  const created = await tx
    .insert(questions)
    .values(
      [...groups.values()].map(({ first, views }) => ({
        authorId: communityUserId,
        title: first.title,
        content: first.content,
        isAnonymous: true,
        viewCount: views,
        sourceUrl: first.questionUrl,
        createdAt: first.questionCreatedAt,
        updatedAt: first.questionCreatedAt,
      })),
    )
    .onConflictDoNothing({ target: questions.sourceUrl })
    .returning({ id: questions.id, sourceUrl: questions.sourceUrl });
  result.questions = created.length;
  for (const q of created) {
    state.createdQuestionIds.add(q.id);
    if (groups.get(q.sourceUrl!)!.first.contentFromTitle) result.questionTextFromTitle += 1;
  }

  const stored = await tx
    .select({ id: questions.id, sourceUrl: questions.sourceUrl, createdAt: questions.createdAt, deletedAt: questions.deletedAt })
    .from(questions)
    .where(inArray(questions.sourceUrl, urls));
  // Deleted questions (moderation) get no new answers or topics.
  const liveQuestions = new Map(stored.filter((q) => isLiveRow(q)).map((q) => [q.sourceUrl!, q]));
  const liveIds = [...liveQuestions.values()].map((q) => q.id);

  // Views of a question seen again later in the file (only for questions this run created).
  const views = [...liveQuestions.entries()]
    .filter(([, q]) => state.createdQuestionIds.has(q.id))
    .map(([url, q]): [number, number] => [q.id, groups.get(url)!.views]);
  if (views.length > 0) {
    await tx.execute(
      sql`update ${questions} set view_count = greatest(${questions.viewCount}, v.views)
          from (values ${valuesList(views)}) as v(id, views) where ${questions.id} = v.id`,
    );
  }

  const links = [...liveQuestions.entries()].flatMap(([url, q]) =>
    [...groups.get(url)!.topicIds].map((topicId) => ({ questionId: q.id, topicId })),
  );
  if (links.length > 0) await tx.insert(questionTopics).values(links).onConflictDoNothing();

  const seenKeys = new Set<string>();
  const answerRows = rows.flatMap((row) => {
    const q = liveQuestions.get(row.questionUrl);
    if (!q || seenKeys.has(row.answerKey)) return [];
    seenKeys.add(row.answerKey);
    return [
      {
        questionId: q.id,
        authorId: therapistIds.get(row.therapist.subject)!,
        content: row.answer,
        upvotes: row.upvotes,
        sourceKey: row.answerKey,
        createdAt: answerDate(q.createdAt, row.answerKey),
      },
    ];
  });
  if (answerRows.length > 0) {
    const inserted = await tx
      .insert(answers)
      .values(answerRows)
      .onConflictDoNothing({ target: answers.sourceKey })
      .returning({ id: answers.id });
    result.answers = inserted.length;
  }

  // Counters from the rows themselves, for everything this batch touched.
  if (liveIds.length > 0) {
    await tx
      .update(questions)
      .set({
        answerCount: sql`(select count(*)::int from ${answers} where ${answers.questionId} = ${questions.id} and ${live(answers)})`,
      })
      .where(inArray(questions.id, liveIds));
    // A separate statement: hotRankSql reads the answer_count just written.
    await tx.update(questions).set({ hotRank: hotRankSql }).where(inArray(questions.id, liveIds));
  }
  const topicIds = [...new Set([...groups.values()].flatMap((g) => [...g.topicIds]))];
  if (topicIds.length > 0) {
    await tx
      .update(topics)
      .set({
        questionsCount: sql`(select count(*)::int from ${questionTopics} inner join ${questions} on ${questions.id} = ${questionTopics.questionId}
          where ${questionTopics.topicId} = ${topics.id} and ${live(questions)})`,
      })
      .where(inArray(topics.id, topicIds));
  }
  // Reputation (DESIGN §4) from the imported upvotes: +10 per answer upvote, −2 per downvote.
  const authorIds = [...new Set(therapistIds.values())];
  await tx
    .update(users)
    .set({
      reputation: sql`coalesce((select sum(${answers.upvotes} * ${REPUTATION.answerUpvote}::int + ${answers.downvotes} * ${REPUTATION.downvote}::int)::int
        from ${answers} where ${answers.authorId} = ${users.id} and ${live(answers)} and not ${answers.isAnonymous}), 0)`,
    })
    .where(inArray(users.id, authorIds));
  return result;
}
