/**
 * Scale generator: fills a database with a large, realistic community for benchmarks
 * (`npm run gen:scale`, bench/api.ts). Questions and answers take their texts from the Counsel
 * Chat corpus; members, topics, votes, comments, anonymous and content-warned posts come in
 * plausible shares, and every counter is consistent with the rows written: answer, comment and
 * vote counts, topic question and follower counts, reputation (DESIGN §4) and the trending rank
 * (shared/ranking.ts, computed here with the same formula at the generation time). Follows are
 * the app's: the asker and everyone who answers follow the question (decision 0076), and a share
 * of the members follow a few topics.
 *
 * Rows go in with COPY (text format): pg-copy-streams on PostgreSQL, PGlite's `/dev/blob` on the
 * embedded engine. Ids are reserved from each table's identity sequence first, so rows can point
 * at each other without a round trip. The work is cut into chunks of questions, each written in
 * one transaction; PostgreSQL writes two chunks at a time on two connections.
 * Decision: docs/decisions/0033-scale-generator.md.
 */
import { subDays } from 'date-fns';
import { millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/connect';
import { ensureTopic } from '../features/topics/queries';
import { openCounselChatFile, readCounselChatCsv } from '../import/counsel-chat';
import { REPUTATION } from '../../common/constants';

/** Texts the generator draws from, already escaped for COPY's text format. */
export type ScaleCorpus = {
  questions: { title: string; content: string; topics: string[] }[];
  answers: string[];
  /** Short replies (first sentences of answers) used as comments. */
  comments: string[];
  /** Topic names used by the questions. */
  topicNames: string[];
};

export type ScaleOptions = {
  questions: number;
  /** Answers in total (default 3 per question). */
  answers?: number;
  /** Members who write and vote (default one per 10 questions, at least 50). */
  users?: number;
  /** Questions are spread over this many days up to now (default 730). */
  days?: number;
  /** Seed of the pseudo-random generator (default 1): the same seed gives the same community. */
  seed?: number;
  /** Questions per chunk (one transaction each; default 5,000). */
  chunkSize?: number;
  /** Called after each committed chunk with the totals written so far. */
  onProgress?: (done: ScaleSummary) => void;
  /** The generation time (default now): ages and trending ranks are computed against it. */
  now?: Date;
};

/** Rows written by one run. */
export type ScaleSummary = {
  users: number;
  questions: number;
  answers: number;
  comments: number;
  votes: number;
  questionFollows: number;
  topicFollows: number;
};

/** Shares of the generated community. */
export const SCALE_SHARES = {
  anonymousQuestion: 0.2,
  anonymousAnswer: 0.08,
  contentWarning: 0.1,
  /** Share of answers that get 1–3 comments. */
  commented: 0.12,
  upvote: 0.88,
  /** Mean votes per question and per answer. */
  questionVotes: 2,
  answerVotes: 1.5,
  /** Share of questions that become busy threads (100–400 answers) while the budget allows. */
  busy: 0.0005,
  /** Share of members who follow topics (each follows 1 to TOPICS_FOLLOWED of them). */
  topicFollower: 0.3,
} as const;

/** The most topics one generated member follows. */
const TOPICS_FOLLOWED = 3;

const CONTENT_WARNINGS = ['Mentions self-harm', 'Suicidal thoughts', 'Abuse', 'Eating disorder', 'Grief and loss', 'Trauma'];
const FIRST_NAMES = [
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Maya', 'Noor', 'Priya', 'Theo', 'Lena', 'Omar', 'Iris', 'Kai', 'Rosa', 'Ben', 'Chloe', 'Dev',
  'Ella', 'Finn', 'Grace', 'Hana', 'Ivan', 'Jade', 'Leo', 'Mia', 'Nia', 'Owen', 'Pia', 'Quinn', 'Ravi', 'Sara', 'Tom', 'Uma', 'Vera',
  'Will', 'Yara', 'Zoe', 'Amir', 'Bea', 'Cyrus', 'Dana',
]; // prettier-ignore

/** Escapes a value for COPY's text format (backslash, tab, line breaks). */
function copyText(s: string): string {
  return s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * Reads the corpus from a Counsel Chat CSV (either layout) with the importer's parser.
 * @param file path of the Counsel Chat CSV, plain or gzipped
 * @returns distinct questions (title, markdown text, topic names), every answer, short comments
 * @throws when the file cannot be read, is not Counsel Chat, or holds no usable row
 */
export async function loadScaleCorpus(file: string): Promise<ScaleCorpus> {
  const questions = new Map<string, ScaleCorpus['questions'][number]>();
  const answers: string[] = [];
  const comments = new Set<string>();
  const topicNames = new Set<string>();
  for await (const r of readCounselChatCsv(openCounselChatFile(file).text)) {
    if (!r.ok) continue;
    const { row } = r;
    if (!questions.has(row.questionUrl)) {
      row.topics.forEach((t) => topicNames.add(t.name));
      questions.set(row.questionUrl, { title: copyText(row.title), content: copyText(row.content), topics: row.topics.map((t) => t.name) });
    }
    answers.push(copyText(row.answer));
    const first = /^[^.!?\n]{20,200}[.!?]/.exec(row.answer)?.[0];
    if (first) comments.add(copyText(first));
  }
  if (questions.size === 0 || answers.length === 0) throw new Error(`No usable question and answer in ${file}`);
  return { questions: [...questions.values()], answers, comments: [...comments], topicNames: [...topicNames] };
}

/** mulberry32: a small, fast seeded generator (public domain, Tommy Ettinger). @returns floats in [0, 1) */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Trending rank as shared/ranking.ts computes it in SQL (Lemmy's hot formula):
 * log10(max(2, score + answers + 2)) / (age_hours + 2) ^ 1.8.
 */
export function hotRank(upvotes: number, downvotes: number, answerCount: number, ageMs: number): number {
  return Math.log10(Math.max(2, upvotes - downvotes + answerCount + 2)) / Math.pow(ageMs / millisecondsInHour + 2, 1.8);
}

type Copy = (table: string, columns: string, lines: string[]) => Promise<void>;

/** Where rows go: COPY text into a table, inside one transaction per chunk. */
type Writer = {
  /** Runs `fn` in a transaction; `copy` writes rows (lines of COPY text) into a table, `exec` runs a statement. */
  transaction(fn: (copy: Copy, exec: (text: string) => Promise<void>) => Promise<void>): Promise<void>;
  query(text: string): Promise<Record<string, unknown>[]>;
  /** Chunks written at the same time. */
  parallel: number;
};

function writerFor(database: Database): Writer {
  if (database.kind === 'postgres') {
    const pool = database.pool!;
    return {
      parallel: 2,
      query: async (text) => (await pool.query(text)).rows,
      transaction: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await fn(
            async (table, columns, lines) => {
              // Many lines per stream chunk: one write per row would cost more than the rows.
              const pieces: string[] = [];
              for (let i = 0; i < lines.length; i += 500) pieces.push(lines.slice(i, i + 500).join(''));
              await pipeline(Readable.from(pieces), client.query(copyFrom(`copy ${table} (${columns}) from stdin`)));
            },
            async (text) => {
              await client.query(text);
            },
          );
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      },
    };
  }
  const pglite = database.pglite!;
  return {
    parallel: 1,
    query: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
    transaction: (fn) =>
      pglite.transaction(async (tx) => {
        await fn(
          async (table, columns, lines) => {
            if (lines.length === 0) return;
            await tx.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: new Blob(lines) });
          },
          async (text) => {
            await tx.exec(text);
          },
        );
      }),
  };
}

/**
 * Reserves `count` consecutive ids from a table's identity sequence.
 * @returns the first reserved id
 */
async function reserveIds(w: Writer, table: string, count: number): Promise<number> {
  const [row] = await w.query(
    `select setval(pg_get_serial_sequence('${table}', 'id'), nextval(pg_get_serial_sequence('${table}', 'id')) + ${count - 1}) - ${count - 1} as first`,
  );
  return Number(row.first);
}

/**
 * Generates a community at scale into an open, migrated database (existing rows are kept; the
 * new ones are added beside them). Not for a database the server is writing to at the same
 * time on PGlite (one process per folder).
 * @param database the database (PostgreSQL or PGlite)
 * @param corpus texts from loadScaleCorpus
 * @param options counts (questions ≥ 1; answers ≥ 0; users ≥ 2), time span, seed, chunk size, progress
 * @returns rows written
 * @throws on bad counts and on database errors (chunks committed before the error stay)
 */
export async function generateScale(database: Database, corpus: ScaleCorpus, options: ScaleOptions): Promise<ScaleSummary> {
  const N = options.questions;
  const M = options.answers ?? N * 3;
  const U = options.users ?? Math.max(50, Math.round(N / 10));
  const days = options.days ?? 730;
  const chunkSize = options.chunkSize ?? 5_000;
  if (!(Number.isInteger(N) && N >= 1)) throw new Error('questions must be a whole number ≥ 1');
  if (!(Number.isInteger(M) && M >= 0)) throw new Error('answers must be a whole number ≥ 0');
  if (!(Number.isInteger(U) && U >= 2)) throw new Error('users must be a whole number ≥ 2');
  if (!(days > 0)) throw new Error('days must be positive');
  const now = (options.now ?? new Date()).getTime();
  const start = subDays(now, days).getTime();
  const spanMs = now - start;
  const w = writerFor(database);
  const summary: ScaleSummary = { users: 0, questions: 0, answers: 0, comments: 0, votes: 0, questionFollows: 0, topicFollows: 0 };

  // Topics: the corpus's, created once (ensureTopic keeps existing ones).
  const topicIds = new Map<string, number>();
  for (const name of corpus.topicNames) topicIds.set(name, (await ensureTopic(database.db, name)).id);
  const topicCounts = new Map<number, number>();

  // Members, written first (everything points at them). Active members write more: r² skew.
  const firstUser = await reserveIds(w, 'users', U);
  const rand0 = random(options.seed ?? 1);
  for (let from = 0; from < U; from += 50_000) {
    const lines: string[] = [];
    for (let i = from; i < Math.min(U, from + 50_000); i += 1) {
      const name = FIRST_NAMES[Math.floor(rand0() * FIRST_NAMES.length)];
      const joined = new Date(start - rand0() * (start - subDays(start, 90).getTime())).toISOString();
      lines.push(`${firstUser + i}\t${name}\tuser\t${joined}\n`);
    }
    await w.transaction((copy) => copy('users', 'id, first_name, role, created_at', lines));
    summary.users += lines.length;
  }
  const reputation = new Int32Array(U);
  const author = (r: () => number) => firstUser + Math.floor(r() * r() * U);

  const firstQuestion = await reserveIds(w, 'questions', N);
  const firstAnswer = M > 0 ? await reserveIds(w, 'answers', M) : 0;
  const chunks = Math.ceil(N / chunkSize);
  // Each chunk gets its exact share of the answer budget, so the total is exactly M.
  const answerStart = (c: number) => Math.floor((M * Math.min(N, c * chunkSize)) / N);

  /** Distinct voters for one target, each with up or down; adds the points to the author. */
  function votesFor(
    r: () => number,
    mean: number,
    targetType: 'question' | 'answer',
    targetId: number,
    createdMs: number,
    authorIndex: number,
    anonymous: boolean,
    lines: string[],
  ): { up: number; down: number } {
    // Geometric number of votes with the given mean, capped at half the members.
    let k = Math.floor(Math.log(1 - r()) / Math.log(mean / (mean + 1)));
    k = Math.min(k, Math.floor(U / 2));
    const voters = new Set<number>();
    let up = 0;
    let down = 0;
    while (voters.size < k) {
      const v = Math.floor(r() * U);
      if (voters.has(v)) continue;
      voters.add(v);
      const isUp = r() < SCALE_SHARES.upvote;
      if (isUp) up += 1;
      else down += 1;
      const at = new Date(createdMs + r() * (now - createdMs)).toISOString();
      lines.push(`${firstUser + v}\t${targetType}\t${targetId}\t${isUp ? 'upvote' : 'downvote'}\t${at}\n`);
    }
    if (!anonymous) {
      const per = targetType === 'answer' ? REPUTATION.answerUpvote : REPUTATION.questionUpvote;
      reputation[authorIndex] += up * per + down * REPUTATION.downvote;
    }
    return { up, down };
  }

  async function writeChunk(c: number): Promise<void> {
    const r = random((options.seed ?? 1) * 1_000_003 + c + 1);
    const from = c * chunkSize;
    const to = Math.min(N, from + chunkSize);
    let answerId = firstAnswer + answerStart(c);
    let answerBudget = answerStart(c + 1) - answerStart(c);
    const q: string[] = [];
    const qt: string[] = [];
    const a: string[] = [];
    const cm: string[] = [];
    const v: string[] = [];
    const qf: string[] = [];
    let comments = 0;
    for (let i = from; i < to; i += 1) {
      const id = firstQuestion + i;
      const createdMs = Math.min(now - millisecondsInMinute, start + ((i + r()) / N) * spanMs);
      const source = corpus.questions[Math.floor(r() * corpus.questions.length)];
      const authorId = author(r);
      const anonymous = r() < SCALE_SHARES.anonymousQuestion;
      const warning = r() < SCALE_SHARES.contentWarning ? CONTENT_WARNINGS[Math.floor(r() * CONTENT_WARNINGS.length)] : null;
      // Answers: geometric around what is left of the chunk's budget per question, a few busy threads.
      const left = to - i;
      let k: number;
      if (left === 1) k = answerBudget;
      else if (r() < SCALE_SHARES.busy) k = Math.min(answerBudget, 100 + Math.floor(r() * 300));
      else {
        const mean = answerBudget / left;
        k = mean > 0 ? Math.min(answerBudget, Math.floor(Math.log(1 - r()) / Math.log(mean / (mean + 1)))) : 0;
      }
      answerBudget -= k;
      // Who follows the question (decision 0076): its asker, then each member who answers it, from their first answer.
      const created = new Date(createdMs).toISOString();
      const followers = new Set([authorId]);
      qf.push(`${authorId}\t${id}\t${created}\n`);
      for (let j = 0; j < k; j += 1) {
        const aId = answerId++;
        const aAuthor = author(r);
        const aAnonymous = r() < SCALE_SHARES.anonymousAnswer;
        const aCreatedMs = createdMs + Math.pow(r(), 4) * (now - createdMs);
        if (!followers.has(aAuthor)) {
          followers.add(aAuthor);
          qf.push(`${aAuthor}\t${id}\t${new Date(aCreatedMs).toISOString()}\n`);
        }
        let commentCount = 0;
        if (r() < SCALE_SHARES.commented) {
          commentCount = 1 + Math.floor(r() * 3);
          for (let n = 0; n < commentCount; n += 1) {
            const at = new Date(aCreatedMs + r() * (now - aCreatedMs)).toISOString();
            cm.push(`${aId}\t${author(r)}\t${corpus.comments[Math.floor(r() * corpus.comments.length)] ?? 'Thank you for this.'}\t${at}\n`);
          }
          comments += commentCount;
        }
        const av = votesFor(r, SCALE_SHARES.answerVotes, 'answer', aId, aCreatedMs, aAuthor - firstUser, aAnonymous, v);
        const text = corpus.answers[Math.floor(r() * corpus.answers.length)];
        a.push(
          `${aId}\t${id}\t${aAuthor}\t${text}\t${aAnonymous ? 't' : 'f'}\t${av.up}\t${av.down}\t${commentCount}\t${new Date(aCreatedMs).toISOString()}\n`,
        );
      }
      const qv = votesFor(r, SCALE_SHARES.questionVotes, 'question', id, createdMs, authorId - firstUser, anonymous, v);
      const views = k * 4 + (qv.up + qv.down) * 3 + Math.floor(r() * 40);
      const rank = hotRank(qv.up, qv.down, k, now - createdMs);
      q.push(
        `${id}\t${authorId}\t${source.title}\t${source.content}\t${anonymous ? 't' : 'f'}\t${warning ? 't' : 'f'}\t${warning ?? '\\N'}\t${qv.up}\t${qv.down}\t${k}\t${views}\t${rank}\t${created}\t${created}\n`,
      );
      for (const name of source.topics) {
        const topicId = topicIds.get(name)!;
        qt.push(`${id}\t${topicId}\n`);
        topicCounts.set(topicId, (topicCounts.get(topicId) ?? 0) + 1);
      }
    }
    await w.transaction(async (copy) => {
      await copy(
        'questions',
        'id, author_id, title, content, is_anonymous, has_content_warning, content_warning_text, upvotes, downvotes, answer_count, view_count, hot_rank, created_at, updated_at',
        q,
      );
      await copy('question_topics', 'question_id, topic_id', qt);
      await copy('answers', 'id, question_id, author_id, content, is_anonymous, upvotes, downvotes, comment_count, created_at', a);
      await copy('comments', 'answer_id, author_id, content, created_at', cm);
      await copy('votes', 'user_id, target_type, target_id, vote_type, created_at', v);
      await copy('question_follows', 'user_id, question_id, created_at', qf);
    });
    summary.questionFollows += qf.length;
    summary.questions += q.length;
    summary.answers += a.length;
    summary.comments += comments;
    summary.votes += v.length;
    options.onProgress?.({ ...summary });
  }

  let next = 0;
  const worker = async () => {
    while (next < chunks) await writeChunk(next++);
  };
  await Promise.all(Array.from({ length: Math.min(w.parallel, chunks) }, worker));

  // Topic follows: a share of the members, each following a few distinct topics (a stream of its own,
  // so the rest of the community is the same as without it).
  const rf = random((options.seed ?? 1) * 7_919 + 17);
  const allTopics = [...new Set(topicIds.values())];
  const topicFollowLines: string[] = [];
  const topicFollowers = new Map<number, number>();
  for (let i = 0; i < U; i += 1) {
    if (rf() >= SCALE_SHARES.topicFollower) continue;
    const chosen = new Set<number>();
    const wanted = Math.min(allTopics.length, 1 + Math.floor(rf() * TOPICS_FOLLOWED));
    while (chosen.size < wanted) chosen.add(allTopics[Math.floor(rf() * allTopics.length)]);
    for (const topicId of chosen) {
      topicFollowLines.push(`${firstUser + i}\t${topicId}\n`);
      topicFollowers.set(topicId, (topicFollowers.get(topicId) ?? 0) + 1);
    }
  }

  // Counters kept outside the chunks, with the topic follows: topic question and follower counts, members' reputation.
  await w.transaction(async (copy, exec) => {
    await copy('topic_follows', 'user_id, topic_id', topicFollowLines);
    await exec('create temporary table scale_topic_counts (topic_id integer, n integer) on commit drop');
    await exec('create temporary table scale_topic_followers (topic_id integer, n integer) on commit drop');
    await exec('create temporary table scale_reputation (user_id integer, points integer) on commit drop');
    await copy(
      'scale_topic_counts',
      'topic_id, n',
      [...topicCounts].map(([id, n]) => `${id}\t${n}\n`),
    );
    await copy(
      'scale_topic_followers',
      'topic_id, n',
      [...topicFollowers].map(([id, n]) => `${id}\t${n}\n`),
    );
    await copy(
      'scale_reputation',
      'user_id, points',
      [...reputation].flatMap((p, i) => (p !== 0 ? [`${firstUser + i}\t${p}\n`] : [])),
    );
    await exec('update topics set questions_count = topics.questions_count + c.n from scale_topic_counts c where topics.id = c.topic_id');
    await exec(
      'update topics set followers_count = topics.followers_count + c.n from scale_topic_followers c where topics.id = c.topic_id',
    );
    await exec('update users set reputation = users.reputation + r.points from scale_reputation r where users.id = r.user_id');
  });
  summary.topicFollows = topicFollowLines.length;
  await w.query('analyze');
  return summary;
}
