/**
 * API throughput against its own ceiling. One run starts, on 127.0.0.1:
 *  - the real server in a child process (src/server/main.ts) on PostgreSQL and/or PGlite, filled
 *    with the demo content plus either the Counsel Chat import (default, ~860 questions) or a
 *    generated community of `--questions N` (src/server/seed/scale.ts, as `npm run gen:scale`);
 *  - a bare Fastify route in another child process (bench/bare-route.ts) that sends the very
 *    bytes the server sent for a recent feed page: what the stack could do with no work at all.
 * Then it loads every endpoint, in `--rounds` interleaved rounds of `--seconds` each (bare route
 * first in each round), reads at `--connections`, writes at `--write-connections`, and prints per
 * endpoint the medians over the rounds of req/s, p50, p95 and p99, the ratio of its req/s to
 * the bare route's req/s of the same run, and the answering process's CPU time per response (ms,
 * from /proc: the server's, with PGlite's queries in it; PostgreSQL's own is not counted). With
 * `--database-url` it uses an existing PostgreSQL database that holds the demo content (`npm run
 * gen:scale` run on it beforehand) instead of a throwaway cluster, so one large community can
 * serve several runs.
 *
 * Usage: `npm run bench -- api [--questions N] [--answers M] [--engine postgres|pglite|both]
 *   [--database-url URL] [--rounds 3] [--seconds 5] [--connections 50] [--write-connections 10]
 *   [--only vote,answer] [--accept-encoding 'gzip, deflate, br, zstd']` (--only: just the endpoints
 *   whose name contains one of the words; --accept-encoding: sent with every read, as a browser
 *   sends it, so compressed replies are measured; the bare route still sends its bytes as they are)
 * Load goes only to 127.0.0.1, runs for a bounded time and removes what it started.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { connectDatabase, type Database } from '../src/server/db/connect';
import { answers, questions, sanctions, topics, users } from '../src/server/db/schema/index';
import { sanctionInForceSql } from '../src/server/shared/standing';
import { createSession, SESSION_COOKIE } from '../src/server/auth/session';
import { seedDemo } from '../src/server/seed/seed';
import { COUNSEL_CHAT_FILE as DATA_FILE, importCounselChatFile } from '../src/server/import/counsel-chat';
import { generateScale, loadScaleCorpus } from '../src/server/seed/scale';
import { startServerProcess } from '../src/server/test/server-process';
import { startCluster } from '../scripts/lib/postgres.mjs';
import { buildFeedQuery, type FeedParams } from '../src/server/features/questions/queries';
import { FEED_INDEX } from '../src/server/features/questions/feed-plans';
import { explain } from '../src/server/db/explain';
import { loadReaderView } from '../src/server/shared/restrictions';

type Engine = 'pglite' | 'postgres';
/**
 * One endpoint to load. `perMember`: one connection per entry, each with its own member's cookie
 * and body (several members writing at once, each on their own post), instead of `connections`
 * connections all sending Alice's cookie and `body`.
 */
type Target = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  write?: boolean;
  bare?: boolean;
  perMember?: { cookie: string; body: string }[];
};
/** One endpoint's round: req/s, latency percentiles (ms), failed responses, and the answering process's CPU per response (ms). */
type Sample = { rps: number; p50: number; p95: number; p99: number; errors: number; cpuMs: number };
type Row = Sample & { engine: Engine; name: string; connections: number; ratio: number };

/** Members who write side by side, each on a post of their own choosing (bench lines "10 members on …"). */
type Writers = { cookie: string; answerId: number; questionId: number }[];

type Ids = {
  cookie: string;
  /** Alice's user id: the reader of every read, whose Following feed is measured and EXPLAINed. */
  aliceId: number;
  questionId: number;
  answerCount: number;
  answerId: number;
  topicId: number;
  questionCount: number;
  writers: Writers;
};

/** How many members write at once in the per-member lines (as many as the write connections of the same-post lines). */
const WRITERS = 10;

/** Fills a database (demo content + import or generated community) and returns a signed-in cookie and the ids the endpoints need. */
async function prepare(database: Database, scale: { questions?: number; answers?: number }): Promise<Ids> {
  await seedDemo(database.db);
  if (scale.questions) {
    const started = performance.now();
    const corpus = await loadScaleCorpus(DATA_FILE);
    let last = 0;
    const s = await generateScale(database, corpus, {
      questions: scale.questions,
      answers: scale.answers,
      onProgress: (p) => {
        if (p.questions - last >= scale.questions! / 10) {
          last = p.questions;
          console.log(`    generated ${p.questions} questions, ${p.answers} answers`);
        }
      },
    });
    console.log(
      `  gen:scale: ${s.questions} questions, ${s.answers} answers, ${s.votes} votes in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } else {
    await importCounselChatFile(database.db, DATA_FILE, {});
  }
  return lookUpIds(database.db);
}

/** A signed-in cookie for Alice and the ids the endpoints need, from a database that holds the demo content. */
async function lookUpIds(db: Database['db']): Promise<Ids> {
  const [alice] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@mindspace.local'));
  const cookie = `${SESSION_COOKIE}=${await createSession(db, alice.id)}`;
  const [busy] = await db
    .select({ id: questions.id, answerCount: questions.answerCount })
    .from(questions)
    .where(sql`${questions.deletedAt} is null`)
    .orderBy(desc(questions.answerCount), desc(questions.createdAt), desc(questions.id))
    .limit(1);
  const [someoneElses] = await db.select({ id: answers.id }).from(answers).where(eq(answers.questionId, busy.id)).limit(1);
  const [topic] = await db.select({ id: topics.id }).from(topics).orderBy(desc(topics.questionsCount)).limit(1);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(questions);
  return {
    cookie,
    aliceId: alice.id,
    questionId: busy.id,
    answerCount: busy.answerCount,
    answerId: someoneElses.id,
    topicId: topic.id,
    questionCount: n,
    writers: await chooseWriters(db),
  };
}

/**
 * WRITERS members in good standing, each signed in and given a recent live question and one of
 * its answers that someone else wrote: member i votes on answer i and answers question i, so no
 * two of them touch the same row (what ten people writing at once on a community look like).
 * @throws Error when the database holds too few members or answered questions
 */
async function chooseWriters(db: Database['db']): Promise<Writers> {
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.role} = 'user' and ${users.deletedAt} is null and ${users.onboardedAt} is not null
        and ${users.email} is distinct from 'alice@mindspace.local'
        and not exists (select 1 from ${sanctions} where ${sanctions.userId} = ${users.id} and ${sanctionInForceSql})`,
    )
    .orderBy(asc(users.id))
    .limit(WRITERS);
  // Recent questions with answers (the recent index), each with its first live answer (raw SQL:
  // the subquery must name its tables, which a one-table drizzle select leaves out).
  const found = await db.execute(sql`
    select q.id as "questionId", first.id as "answerId", first.author_id as "answerAuthorId"
    from ${questions} as q
    cross join lateral (
      select a.id, a.author_id from ${answers} as a
      where a.question_id = q.id and a.deleted_at is null and a.hidden_at is null
      order by a.created_at, a.id limit 1) as first
    where q.deleted_at is null and q.hidden_at is null and q.answer_count > 0
    order by q.created_at desc, q.id desc
    limit ${WRITERS * 5}`);
  const posts = (found as unknown as { rows: { questionId: number; answerId: number; answerAuthorId: number }[] }).rows;
  const writers: Writers = [];
  const free = [...posts];
  for (const member of members) {
    const i = free.findIndex((p) => p.answerAuthorId !== member.id);
    if (i < 0) break;
    const [post] = free.splice(i, 1);
    writers.push({
      cookie: `${SESSION_COOKIE}=${await createSession(db, member.id)}`,
      answerId: post.answerId,
      questionId: post.questionId,
    });
  }
  if (writers.length < WRITERS) throw new Error(`the database needs ${WRITERS} members and ${WRITERS} answered questions`);
  return writers;
}

function targets(ids: Ids): Target[] {
  return [
    { name: 'bare Fastify route, same bytes as the feed', method: 'GET', path: '/feed', bare: true },
    { name: 'MindSpace /healthz', method: 'GET', path: '/healthz' },
    { name: 'feed, recent', method: 'GET', path: '/api/questions?sortBy=recent' },
    { name: 'feed, trending', method: 'GET', path: '/api/questions?sortBy=trending' },
    { name: 'feed, trending in one topic', method: 'GET', path: `/api/questions?sortBy=trending&topicId=${ids.topicId}` },
    { name: 'feed, unanswered', method: 'GET', path: '/api/questions?sortBy=unanswered' },
    { name: 'feed, following', method: 'GET', path: '/api/questions?following=true' },
    { name: "search 'anxiety'", method: 'GET', path: '/api/questions?search=anxiety' },
    { name: 'question', method: 'GET', path: `/api/questions/${ids.questionId}` },
    { name: `answers of a question (first page of ${ids.answerCount})`, method: 'GET', path: `/api/questions/${ids.questionId}/answers` },
    {
      name: 'vote (toggle)',
      method: 'POST',
      path: '/api/votes',
      body: JSON.stringify({ targetType: 'answer', targetId: ids.answerId, voteType: 'upvote' }),
      write: true,
    },
    {
      name: 'post answer',
      method: 'POST',
      path: '/api/answers',
      body: JSON.stringify({ questionId: ids.questionId, content: ANSWER_TEXT }),
      write: true,
    },
    {
      name: `vote (toggle), ${ids.writers.length} members on ${ids.writers.length} answers`,
      method: 'POST',
      path: '/api/votes',
      write: true,
      perMember: ids.writers.map((w) => ({
        cookie: w.cookie,
        body: JSON.stringify({ targetType: 'answer', targetId: w.answerId, voteType: 'upvote' }),
      })),
    },
    {
      name: `post answer, ${ids.writers.length} members on ${ids.writers.length} questions`,
      method: 'POST',
      path: '/api/answers',
      write: true,
      perMember: ids.writers.map((w) => ({ cookie: w.cookie, body: JSON.stringify({ questionId: w.questionId, content: ANSWER_TEXT }) })),
    },
  ];
}

const ANSWER_TEXT = 'Thank you for sharing this. You are not alone, and it is brave to ask.';

/**
 * CPU time a process has used so far (user + system), in ms, from Linux's /proc/<pid>/stat
 * (fields 14 and 15, in clock ticks of 1/100 s, the USER_HZ every Linux build reports to user
 * space: proc(5)); NaN where there is no /proc.
 */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The value at a percentile (nearest rank) of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Loads one URL for `seconds`; latencies are every response's time (ms), so p95 is exact. A
 * target with `perMember` runs one connection per member at the same time (one autocannon each)
 * and pools their responses. `pid` is the process that answers: its CPU time over the round,
 * divided by the responses, is the sample's cpuMs (steadier than latency on a shared host).
 */
async function measure(
  url: string,
  cookie: string,
  t: Target,
  seconds: number,
  connections: number,
  pid: number,
  acceptEncoding?: string,
): Promise<Sample> {
  const times: number[] = [];
  const cpuBefore = processCpuMs(pid);
  const loads = t.perMember ?? [{ cookie, body: t.body }];
  const results = await Promise.all(
    loads.map(
      (load) =>
        new Promise<{ errors: number }>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              method: t.method,
              body: load.body,
              // Writes carry the site's Origin, as a browser on MindSpace's pages sends it.
              headers: {
                cookie: load.cookie,
                ...(load.body ? { 'content-type': 'application/json', origin: new URL(url).origin } : {}),
                // Reads as a browser asks for them, when asked (--accept-encoding).
                ...(acceptEncoding && !load.body ? { 'accept-encoding': acceptEncoding } : {}),
              },
              connections: t.perMember ? 1 : connections,
              duration: seconds,
            },
            (err, result) => (err ? reject(err) : resolve({ errors: result.errors + result.non2xx + result.timeouts })),
          );
          instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
        }),
    ),
  );
  const cpuMs = times.length > 0 ? (processCpuMs(pid) - cpuBefore) / times.length : NaN;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
    cpuMs,
  };
}

/** Median of the rounds that had responses (a round where nothing came back has no latency). */
function median(values: number[]): number {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * Waits until the server answers /healthz within 100 ms three times in a row (at most
 * SETTLE_MAX_MS): requests still queued from the previous endpoint must not be charged to the
 * next one. On PGlite this matters most: its one WASM connection runs the queued queries back to
 * back on the event loop (a finished query hands the connection to the next waiter without
 * yielding to I/O), so the server answers nothing, not even /healthz, until the queue left by
 * the previous endpoint's 50 connections has drained — which took longer than the former 15 s
 * limit and made whole rounds measure 0 req/s.
 * @returns the milliseconds it waited, and whether the server settled
 */
async function settle(base: string): Promise<{ ms: number; settled: boolean }> {
  const started = performance.now();
  let fast = 0;
  while (performance.now() - started < SETTLE_MAX_MS) {
    const t = performance.now();
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(SETTLE_MAX_MS) }).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    fast = ok && performance.now() - t < 100 ? fast + 1 : 0;
    if (fast >= 3) return { ms: performance.now() - started, settled: true };
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ms: performance.now() - started, settled: false };
}

/** Longest wait for a server to drain the previous endpoint's queue (ms). */
const SETTLE_MAX_MS = 120_000;

/**
 * Prints the plans (EXPLAIN ANALYZE) of the Unanswered and Following feeds as Alice reads them
 * (her filters, her follows), the exact SQL the route runs, and whether each is served by its
 * sort's partial index with no Sort node (issue 31's "Must hold": index use at full size).
 * @param database the filled database, before the server starts
 * @param engine for the printed label
 * @param aliceId the reader
 */
async function printFeedPlans(database: Database, engine: Engine, aliceId: number): Promise<void> {
  const reader = await loadReaderView(database.db, { id: aliceId, role: 'user' });
  const feeds: { title: string; params: FeedParams }[] = [
    { title: 'Unanswered (sortBy=unanswered)', params: { sortBy: 'unanswered', viewerId: aliceId, reader } },
    { title: 'Following (following=true, trending)', params: { sortBy: 'trending', viewerId: aliceId, reader, followerId: aliceId } },
    { title: 'Following, recent', params: { sortBy: 'recent', viewerId: aliceId, reader, followerId: aliceId } },
  ];
  for (const feed of feeds) {
    const started = performance.now();
    const plan = await explain(database, buildFeedQuery(database.db, feed.params).toSQL());
    const index = FEED_INDEX[feed.params.sortBy];
    const verdict =
      plan.some((l) => l.includes(index)) && !plan.some((l) => /\bSort\b/.test(l)) ? `uses ${index}, no Sort` : `NOT served by ${index}`;
    console.log(
      `  ${engine}: plan of ${feed.title}: ${verdict} (${(performance.now() - started).toFixed(0)} ms)\n    ${plan.join('\n    ')}`,
    );
  }
}

/** Starts bench/bare-route.ts with the bytes; resolves to its base URL, process id and a stop function. */
async function startBareRoute(bytesFile: string): Promise<{ base: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-route.ts'), bytesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`bare route exited (${code})`)));
  });
  process.on('exit', () => child.kill('SIGKILL'));
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

type Options = {
  /** An existing PostgreSQL database with the demo content (and usually gen:scale's rows): used as it is, nothing generated. */
  databaseUrl?: string;
  questions?: number;
  answers?: number;
  rounds: number;
  seconds: number;
  connections: number;
  writeConnections: number;
  /** Run only the endpoints whose name contains one of these words (the bare route always runs). */
  only?: string[];
  /** Sent as Accept-Encoding with every read (a browser's), so compressed replies are measured. */
  acceptEncoding?: string;
};

async function runEngine(engine: Engine, o: Options): Promise<Row[]> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mindspace-bench-api-'));
  const cluster = engine === 'postgres' && !o.databaseUrl ? await startCluster() : null;
  const databaseUrl = o.databaseUrl ?? cluster?.url;
  try {
    const database = await connectDatabase(databaseUrl ? { databaseUrl, poolMax: 3 } : { dataDir: tmp });
    let ids: Ids;
    try {
      ids = o.databaseUrl ? await lookUpIds(database.db) : await prepare(database, o);
      await printFeedPlans(database, engine, ids.aliceId);
    } finally {
      await database.close();
    }
    const server = await startServerProcess({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: tmp }),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      RATE_LIMIT_READS_PER_MINUTE: '100000000',
      RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '100000000',
      LOG_LEVEL: 'error',
    });
    try {
      // The bare route serves exactly what the server sends for a recent feed page.
      const feed = await fetch(`${server.base}/api/questions?sortBy=recent`, { headers: { cookie: ids.cookie } });
      const bytesFile = path.join(tmp, 'feed.json');
      writeFileSync(bytesFile, Buffer.from(await feed.arrayBuffer()));
      const bare = await startBareRoute(bytesFile);
      try {
        console.log(
          `  ${engine}: ${ids.questionCount} questions; feed page ${(Buffer.byteLength(await (await fetch(`${bare.base}/feed`)).text()) / 1024).toFixed(1)} KiB`,
        );
        const list = targets(ids).filter((t) => t.bare || !o.only || o.only.some((w) => t.name.includes(w)));
        const base = (t: Target) => (t.bare ? bare.base : server.base);
        const pid = (t: Target) => (t.bare ? bare.pid : server.pid);
        const conns = (t: Target) => t.perMember?.length ?? (t.write ? o.writeConnections : o.connections);
        for (const t of list) {
          await settle(server.base);
          await measure(base(t) + t.path, ids.cookie, t, 1, conns(t), pid(t), o.acceptEncoding); // warm-up
        }
        const samples = new Map<string, Sample[]>();
        for (let round = 1; round <= o.rounds; round += 1) {
          for (const t of list) {
            const calm = await settle(server.base);
            if (!calm.settled)
              console.log(`  ${engine}: the server was still busy after ${(calm.ms / 1000).toFixed(0)} s; measuring anyway`);
            const s = await measure(base(t) + t.path, ids.cookie, t, o.seconds, conns(t), pid(t), o.acceptEncoding);
            samples.set(t.name, [...(samples.get(t.name) ?? []), s]);
            console.log(
              `  ${engine} round ${round} ${t.name.padEnd(44)} ${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50} p95 ${s.p95} p99 ${s.p99} ms  CPU ${s.cpuMs.toFixed(2)} ms/req${s.errors ? `  errors ${s.errors}` : ''}`,
            );
          }
        }
        const med = (name: string, k: keyof Sample) => median(samples.get(name)!.map((s) => s[k]));
        const bareRps = med(list[0].name, 'rps');
        return list.map((t) => ({
          engine,
          name: t.name,
          connections: conns(t),
          rps: med(t.name, 'rps'),
          p50: med(t.name, 'p50'),
          p95: med(t.name, 'p95'),
          p99: med(t.name, 'p99'),
          cpuMs: med(t.name, 'cpuMs'),
          errors: samples.get(t.name)!.reduce((n, s) => n + s.errors, 0),
          ratio: med(t.name, 'rps') / bareRps,
        }));
      } finally {
        bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await cluster?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Entry point for `npm run bench -- api`. @param argv options after the bench name */
export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string', default: 'postgres' },
      'database-url': { type: 'string' },
      questions: { type: 'string' },
      answers: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      'write-connections': { type: 'string', default: '10' },
      only: { type: 'string' },
      'accept-encoding': { type: 'string' },
    },
  });
  const engines: Engine[] = values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine as Engine];
  if (!engines.every((e) => e === 'pglite' || e === 'postgres')) throw new Error('--engine must be postgres, pglite or both');
  if (values['database-url'] && values.engine !== 'postgres') throw new Error('--database-url runs PostgreSQL only (--engine postgres)');
  if (values['database-url'] && values.questions)
    throw new Error('--database-url uses the database as it is; fill it first with npm run gen:scale');
  const o: Options = {
    databaseUrl: values['database-url'],
    questions: values.questions ? Number(values.questions.replace(/_/g, '')) : undefined,
    answers: values.answers ? Number(values.answers.replace(/_/g, '')) : undefined,
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    writeConnections: Number(values['write-connections']),
    only: values.only ? values.only.split(',').map((w) => w.trim()) : undefined,
    acceptEncoding: values['accept-encoding'],
  };
  const { databaseUrl: _url, only: _only, acceptEncoding: _acceptEncoding, ...counts } = o;
  for (const [k, v] of Object.entries(counts)) {
    if (v !== undefined && !(Number.isInteger(v) && v > 0)) throw new Error(`--${k} must be a positive whole number`);
  }
  console.log(
    `API throughput: ${o.connections} connections for reads, ${o.writeConnections} for writes, ${o.rounds} interleaved rounds of ${o.seconds} s${o.acceptEncoding ? `, reads with Accept-Encoding: ${o.acceptEncoding}` : ''}, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await runEngine(engine, o)));
  console.log(
    '\n| engine | endpoint | connections | req/s | p50 ms | p95 ms | p99 ms | ratio to bare route | CPU ms/req | errors |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of rows) {
    console.log(
      `| ${r.engine} | ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.ratio.toFixed(2)} | ${r.cpuMs.toFixed(2)} | ${r.errors} |`,
    );
  }
  console.log(`\nload average after the run: ${os.loadavg()[0].toFixed(1)}`);
}
