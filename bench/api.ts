/**
 * API throughput: requests per second and latency of the reads people make most (the feed in
 * each sort, search, a question with its answers) and of a write (a vote), against the real
 * server in a child process, on PGlite and on PostgreSQL. The database holds the demo content
 * plus the Counsel Chat import (~860 questions, ~2,070 answers).
 *
 * Usage: `npm run bench -- api [--engine pglite|postgres|both] [--seconds 8] [--connections 16]`
 * Load goes only to 127.0.0.1, runs for a bounded time per endpoint and stops by itself.
 * Figures are for one machine at one time: compare endpoints and engines within one run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { desc, eq } from 'drizzle-orm';
import { connectDatabase } from '../src/server/db/connect';
import { answers, questions, users } from '../src/server/db/schema/index';
import { createSession, SESSION_COOKIE } from '../src/server/auth/session';
import { seedDemo } from '../src/server/seed/seed';
import { importCounselChatFile } from '../src/server/import/counsel-chat';
import { startServerProcess } from '../src/server/test/server-process';
import { startCluster } from '../scripts/lib/postgres.mjs';

const DATA_FILE = path.resolve('../shared/data/counsel_chat_2020-03-25.csv');

type Engine = 'pglite' | 'postgres';
type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: string };
type Row = { engine: Engine; name: string; rps: number; p50: number; p99: number; errors: number };

/** Fills a database and returns a signed-in cookie and the ids the endpoints need. */
async function prepare(connect: { dataDir?: string; databaseUrl?: string }) {
  const database = await connectDatabase(connect);
  try {
    const { db } = database;
    await seedDemo(db);
    await importCounselChatFile(db, DATA_FILE, {});
    const [alice] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@mindspace.local'));
    const cookie = `${SESSION_COOKIE}=${await createSession(db, alice.id)}`;
    const [busy] = await db.select({ id: questions.id }).from(questions).orderBy(desc(questions.answerCount)).limit(1);
    const [someoneElses] = await db
      .select({ id: answers.id })
      .from(answers)
      .where(eq(answers.questionId, busy.id))
      .limit(1);
    return { cookie, questionId: busy.id, answerId: someoneElses.id };
  } finally {
    await database.close();
  }
}

function targets(ids: { questionId: number; answerId: number }): Target[] {
  return [
    { name: 'feed, trending', method: 'GET', path: '/api/questions?sortBy=trending' },
    { name: 'feed, recent', method: 'GET', path: '/api/questions?sortBy=recent' },
    { name: 'feed, most answers', method: 'GET', path: '/api/questions?sortBy=mostAnswers' },
    { name: 'search "anxiety"', method: 'GET', path: '/api/questions?search=anxiety' },
    { name: 'question', method: 'GET', path: `/api/questions/${ids.questionId}` },
    { name: 'answers of a question (first page)', method: 'GET', path: `/api/questions/${ids.questionId}/answers` },
    {
      name: 'vote (toggle)',
      method: 'POST',
      path: '/api/votes',
      body: JSON.stringify({ targetType: 'answer', targetId: ids.answerId, voteType: 'upvote' }),
    },
  ];
}

async function measure(base: string, cookie: string, t: Target, seconds: number, connections: number) {
  const result = await autocannon({
    url: base + t.path,
    method: t.method,
    body: t.body,
    // Writes carry the site's Origin, as a browser on MindSpace's pages sends it.
    headers: { cookie, ...(t.body ? { 'content-type': 'application/json', origin: base } : {}) },
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function runEngine(engine: Engine, seconds: number, connections: number): Promise<Row[]> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mindspace-bench-api-'));
  const cluster = engine === 'postgres' ? await startCluster() : null;
  const connect = cluster ? { databaseUrl: cluster.url } : { dataDir: tmp };
  try {
    const ids = await prepare(connect);
    const server = await startServerProcess({
      ...(cluster ? { DATABASE_URL: cluster.url } : { DATA_DIR: tmp }),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      RATE_LIMIT_READS_PER_MINUTE: '100000000',
      RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '100000000',
      LOG_LEVEL: 'error',
    });
    try {
      const rows: Row[] = [];
      for (const t of targets(ids)) {
        await measure(server.base, ids.cookie, t, 1, connections); // warm-up
        rows.push({ engine, name: t.name, ...(await measure(server.base, ids.cookie, t, seconds, connections)) });
        const r = rows[rows.length - 1];
        console.log(`  ${engine.padEnd(8)} ${t.name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ''}`);
      }
      return rows;
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
      engine: { type: 'string', default: 'both' },
      seconds: { type: 'string', default: '8' },
      connections: { type: 'string', default: '16' },
    },
  });
  const engines: Engine[] = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  if (!engines.every((e) => e === 'pglite' || e === 'postgres')) throw new Error('--engine must be pglite, postgres or both');
  if (!(seconds > 0 && connections > 0)) throw new Error('--seconds and --connections must be positive numbers');
  console.log(`API throughput: ${connections} connections, ${seconds} s per endpoint, Node ${process.version}, ${os.cpus().length} cores`);
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await runEngine(engine, seconds, connections)));
  console.log('\n| engine | endpoint | req/s | p50 ms | p99 ms |\n|---|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.engine} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
}
