/**
 * Live-events benchmark: N signed-in SSE clients on one server instance and a stream of direct
 * messages between them. Prints, per database engine:
 *   - delivery latency p50 / p90 / p99 / max (ms): from sending the POST to the recipient's
 *     `message.created` frame;
 *   - the POST's own response time p50 / p99 (ms), to tell writing from delivering;
 *   - messages per second delivered (first send to last delivery);
 *   - server memory per connection: (VmRSS with N streams open − VmRSS before) / N, in KiB,
 *     read from /proc/<pid>/status of the server child.
 *
 * The server is a child process (`node --import tsx src/server/main.ts`) on 127.0.0.1; the
 * bench prepares its database first (users, sessions and one direct conversation per pair of
 * clients): for PGlite in a temporary DATA_DIR opened here and closed before the server starts
 * (PGlite is one process at a time), for PostgreSQL in a private throwaway cluster
 * (scripts/lib/postgres.mjs). Bounded: a fixed number of messages at a capped rate, with a
 * time limit; everything it started is stopped and removed at the end, also on failure.
 *
 * Run: npm run bench -- sse [--engine pglite|postgres|both] [--clients 2000] [--messages 2000]
 *      [--rate 200] [--in-flight 32]
 */
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../src/server/db/connect';
import { conversationParticipants, conversations, users } from '../src/server/db/schema/index';
import { createSession, SESSION_COOKIE } from '../src/server/auth/session';
import { directKey } from '../src/server/shared/conversations';
import { startServerProcess, type ServerProcess } from '../src/server/test/server-process';
import { startCluster, type Cluster } from '../scripts/lib/postgres.mjs';

type Engine = 'pglite' | 'postgres';
type Options = { engines: Engine[]; clients: number; messages: number; rate: number; inFlight: number };
type Person = { id: number; cookie: string };
type Pair = { conversationId: number; a: Person; b: Person };

/** Longest a run may take after its last send before undelivered messages count as lost (ms). */
const DRAIN_MS = 30_000;
/** SSE streams opened at once while connecting the clients. */
const OPEN_BATCH = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Parses the command line.
 * @param argv arguments after `sse`
 * @returns the options, with defaults
 * @throws Error on an unknown flag or a value that is not a positive number
 */
function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string', default: 'both' },
      clients: { type: 'string', default: '2000' },
      messages: { type: 'string', default: '2000' },
      rate: { type: 'string', default: '200' },
      'in-flight': { type: 'string', default: '32' },
    },
  });
  const positive = (name: string, raw: string | undefined) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  const engine = values.engine;
  if (engine !== 'both' && engine !== 'pglite' && engine !== 'postgres') throw new Error('--engine must be pglite, postgres or both');
  const clients = positive('clients', values.clients);
  if (clients < 2 || clients % 2 !== 0) throw new Error('--clients must be an even number of at least 2 (clients talk in pairs)');
  return {
    engines: engine === 'both' ? ['pglite', 'postgres'] : [engine],
    clients,
    messages: positive('messages', values.messages),
    rate: positive('rate', values.rate),
    inFlight: positive('in-flight', values['in-flight']),
  };
}

/**
 * Writes users, sessions and one direct conversation per pair into a database.
 * @param connect what to open (PGlite folder or PostgreSQL URL); the database is closed again
 * @param clients how many people (even)
 * @returns the pairs with their session cookies
 */
async function prepareDatabase(connect: { dataDir?: string; databaseUrl?: string }, clients: number): Promise<Pair[]> {
  const database = await connectDatabase(connect);
  try {
    const { db } = database;
    const people: Person[] = [];
    const CHUNK = 500;
    for (let start = 0; start < clients; start += CHUNK) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(CHUNK, clients - start) }, (_, i) => ({
            firstName: `Bench${start + i}`,
            lastName: 'Client',
            email: `bench${start + i}@bench.invalid`,
          })),
        )
        .returning({ id: users.id });
      for (const row of rows) people.push({ id: row.id, cookie: '' });
    }
    await db.transaction(async (tx) => {
      for (const p of people) p.cookie = `${SESSION_COOKIE}=${await createSession(tx, p.id)}`;
    });
    const pairs: Pair[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < people.length; i += 2) {
        const [a, b] = [people[i], people[i + 1]];
        const [c] = await tx
          .insert(conversations)
          .values({ isGroup: false, directKey: directKey(a.id, b.id) })
          .returning({ id: conversations.id });
        await tx.insert(conversationParticipants).values([
          { conversationId: c.id, userId: a.id },
          { conversationId: c.id, userId: b.id },
        ]);
        pairs.push({ conversationId: c.id, a, b });
      }
    });
    return pairs;
  } finally {
    await database.close();
  }
}

/** Resident memory of a process (KiB), from /proc/<pid>/status. */
function rssKiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

type Stream = { close(): void };

/**
 * Opens one SSE stream and reports each message.created frame's message id.
 * @returns once the response headers arrived (status 200)
 * @throws Error when the server answers anything but 200
 */
function openStream(base: string, agent: http.Agent, person: Person, onMessage: (messageId: number) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/events`, { agent, headers: { cookie: person.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`SSE open failed: ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.includes('event: message.created')) continue;
          const data = /\ndata: (.*)/.exec(frame)?.[1];
          if (data) onMessage((JSON.parse(data) as { messageId: number }).messageId);
        }
      });
      res.on('error', () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/**
 * Sends one message.
 * @returns the new message's id
 * @throws Error when the server does not answer 201
 */
function postMessage(base: string, agent: http.Agent, sender: Person, conversationId: number, text: string): Promise<number> {
  const body = JSON.stringify({ body: text });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/conversations/${conversationId}/messages`,
      {
        method: 'POST',
        agent,
        headers: { cookie: sender.cookie, origin: base, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (raw += c));
        res.on('end', () =>
          res.statusCode === 201 ? resolve((JSON.parse(raw) as { id: number }).id) : reject(new Error(`POST answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

type Result = {
  engine: Engine;
  clients: number;
  sent: number;
  delivered: number;
  failedSends: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  postP50: number;
  postP99: number;
  messagesPerSecond: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  kibPerConnection: number;
  connectSeconds: number;
};

/** One engine: prepare, start the server, connect the clients, send, measure, stop. */
async function runEngine(engine: Engine, opts: Options): Promise<Result> {
  let cluster: Cluster | undefined;
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  const streams: Stream[] = [];
  const sseAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const postAgent = new http.Agent({ keepAlive: true, maxSockets: opts.inFlight });
  try {
    console.log(`\n[${engine}] preparing ${opts.clients} users, sessions and ${opts.clients / 2} conversations`);
    let env: Record<string, string>;
    let pairs: Pair[];
    if (engine === 'pglite') {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'mindspace-bench-'));
      pairs = await prepareDatabase({ dataDir }, opts.clients);
      env = { DATA_DIR: dataDir };
    } else {
      cluster = await startCluster({ serverOptions: ['-c max_connections=100'] });
      pairs = await prepareDatabase({ databaseUrl: cluster.url }, opts.clients);
      env = { DATABASE_URL: cluster.url };
    }
    server = await startServerProcess({
      ...env,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
      LOG_LEVEL: 'error',
    });
    const base = server.base;

    // Warm up (code paths compiled, pools filled) before the baseline memory reading.
    for (let i = 0; i < 20; i += 1)
      await postMessage(base, postAgent, pairs[i % pairs.length].a, pairs[i % pairs.length].conversationId, 'warm-up');
    await sleep(1_000);
    const rssBefore = rssKiB(server.pid);

    // Recipient frames: `${userId}:${messageId}` → arrival time.
    const arrivals = new Map<string, number>();
    const waiting = new Map<string, (t: number) => void>();
    const people = pairs.flatMap((p) => [p.a, p.b]);
    const connectStarted = performance.now();
    for (let i = 0; i < people.length; i += OPEN_BATCH) {
      const batch = people.slice(i, i + OPEN_BATCH);
      streams.push(
        ...(await Promise.all(
          batch.map((person) =>
            openStream(base, sseAgent, person, (messageId) => {
              const key = `${person.id}:${messageId}`;
              const now = performance.now();
              const waiter = waiting.get(key);
              if (waiter) {
                waiting.delete(key);
                waiter(now);
              } else arrivals.set(key, now);
            }),
          ),
        )),
      );
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(2_000);
    const rssAfter = rssKiB(server.pid);
    console.log(
      `[${engine}] ${streams.length} streams open in ${connectSeconds.toFixed(1)} s; sending ${opts.messages} messages at ≤ ${opts.rate}/s`,
    );

    const latencies: number[] = [];
    const postLatencies: number[] = [];
    let failedSends = 0;
    let lastDelivery = 0;
    const deliveries: Promise<void>[] = [];
    const interval = 1000 / opts.rate;
    const started = performance.now();
    let inFlight = 0;
    for (let k = 0; k < opts.messages; k += 1) {
      // Paced: message k leaves no earlier than k / rate seconds after the start.
      const due = started + k * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight >= opts.inFlight) await sleep(1);
      const pair = pairs[k % pairs.length];
      const [sender, recipient] = Math.floor(k / pairs.length) % 2 === 0 ? [pair.a, pair.b] : [pair.b, pair.a];
      inFlight += 1;
      const sentAt = performance.now();
      deliveries.push(
        postMessage(base, postAgent, sender, pair.conversationId, `bench message ${k}`)
          .then(
            (messageId) =>
              new Promise<void>((resolve) => {
                postLatencies.push(performance.now() - sentAt);
                const key = `${recipient.id}:${messageId}`;
                const record = (t: number) => {
                  latencies.push(t - sentAt);
                  lastDelivery = Math.max(lastDelivery, t);
                  resolve();
                };
                const arrived = arrivals.get(key);
                if (arrived !== undefined) {
                  arrivals.delete(key);
                  record(arrived);
                } else {
                  waiting.set(key, record);
                  setTimeout(() => {
                    if (waiting.delete(key)) resolve();
                  }, DRAIN_MS).unref();
                }
              }),
            () => {
              failedSends += 1;
            },
          )
          .finally(() => {
            inFlight -= 1;
          }),
      );
    }
    await Promise.all(deliveries);
    const sorted = [...latencies].sort((x, y) => x - y);
    const sortedPosts = [...postLatencies].sort((x, y) => x - y);
    const seconds = (lastDelivery - started) / 1000;
    return {
      engine,
      clients: streams.length,
      sent: opts.messages - failedSends,
      delivered: latencies.length,
      failedSends,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      postP50: percentile(sortedPosts, 50),
      postP99: percentile(sortedPosts, 99),
      messagesPerSecond: latencies.length / seconds,
      rssBeforeMiB: rssBefore / 1024,
      rssAfterMiB: rssAfter / 1024,
      kibPerConnection: (rssAfter - rssBefore) / streams.length,
      connectSeconds,
    };
  } finally {
    streams.forEach((s) => s.close());
    sseAgent.destroy();
    postAgent.destroy();
    const exit = await server?.stop();
    if (exit && exit.code !== 0) console.error(`[${engine}] server exited with ${JSON.stringify(exit)}:\n${server?.output()}`);
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs the benchmark for each engine and prints a table.
 * @param argv arguments after `sse`
 * @throws Error on bad arguments or when a run fails
 */
export async function main(argv: string[]): Promise<void> {
  const opts = parseOptions(argv);
  const results: Result[] = [];
  for (const engine of opts.engines) results.push(await runEngine(engine, opts));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nSSE benchmark — ${opts.clients} clients, ${opts.messages} messages at ≤ ${opts.rate}/s (≤ ${opts.inFlight} in flight); ` +
      `Node ${process.version}, ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB\n`,
  );
  console.log(
    '| engine | clients | delivered / sent | p50 ms | p90 ms | p99 ms | max ms | POST p50 / p99 ms | msg/s | RSS before → with streams (MiB) | KiB per connection |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.clients} | ${r.delivered} / ${r.sent}${r.failedSends ? ` (${r.failedSends} failed)` : ''} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.postP50.toFixed(1)} / ${r.postP99.toFixed(1)} | ${r.messagesPerSecond.toFixed(0)} | ${r.rssBeforeMiB.toFixed(0)} → ${r.rssAfterMiB.toFixed(0)} | ${r.kibPerConnection.toFixed(1)} |`,
    );
  }
}
