/**
 * Fixtures and a request helper for the security suites (authorization matrix, anonymity,
 * fuzzing): a small world of people in every role, with content each of them owns, written
 * straight into the database so the suites do not depend on the routes they test.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { appeals, moderationLog, notifications, reports, sanctions } from '../db/schema/index';
import { makeAnswer, makeComment, makeMessage, makeQuestion, makeTopic } from './factories';
import type { TestContext, TestUser } from './harness';
import { execute } from '../db/execute';

/** The columns of the matrix: who is asking. `author` is a member who owns the content asked about. */
export const ACTORS = ['signedOut', 'member', 'author', 'moderator', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export type World = {
  author: TestUser;
  member: TestUser;
  moderator: TestUser;
  admin: TestUser;
  /** Another member: the author's conversation partner and the author of `otherQuestion`. */
  partner: TestUser;
  topic: { id: number };
  /** The author's question, answer (on it) and comment (on the answer). */
  question: { id: number };
  answer: { id: number };
  comment: { id: number };
  /** A question by the partner. */
  otherQuestion: { id: number };
  /** The direct conversation of author and partner, and the partner's message in it. */
  conversation: { id: number };
  message: { id: number };
  /** A notification of the author. */
  notification: { id: number };
  /** A pending report by the partner against the author's question. */
  report: { id: number };
  /** Two decisions about the author (warnings the moderator gave: moderation_log ids); the second one's pending appeal. */
  decision: { id: number };
  appealedDecision: { id: number };
  appeal: { id: number };
};

let worldSeq = 0;

/**
 * Creates a fresh world: five people (three members, a moderator, an admin) and content.
 * @param ctx an open test context
 */
export async function makeWorld(ctx: TestContext): Promise<World> {
  const db = ctx.database.db;
  const n = ++worldSeq;
  const author = await ctx.createUser({ firstName: `Author${n}` });
  const member = await ctx.createUser({ firstName: `Member${n}` });
  const moderator = await ctx.createUser({ firstName: `Moderator${n}`, role: 'moderator' });
  const admin = await ctx.createUser({ firstName: `Admin${n}`, role: 'admin' });
  const partner = await ctx.createUser({ firstName: `Partner${n}` });
  const topic = await makeTopic(db, `World topic ${n} ${Math.random().toString(36).slice(2, 8)}`);
  const question = await makeQuestion(db, author.id, { topicIds: [topic.id] });
  const answer = await makeAnswer(db, author.id, question.id);
  const comment = await makeComment(db, author.id, answer.id);
  const otherQuestion = await makeQuestion(db, partner.id, { topicIds: [topic.id] });
  const message = await makeMessage(db, partner.id, author.id);
  const [notification] = await db
    .insert(notifications)
    .values({ userId: author.id, type: 'answer', content: 'Someone answered', link: `/questions/${question.id}` })
    .returning();
  const [report] = await db
    .insert(reports)
    .values({ reporterId: partner.id, targetType: 'question', targetId: question.id, reason: 'spam' })
    .returning();
  const warn = async () => {
    const [sanction] = await db
      .insert(sanctions)
      .values({ userId: author.id, type: 'warn', reason: 'Please be kind', createdById: moderator.id })
      .returning({ id: sanctions.id });
    const [row] = await db
      .insert(moderationLog)
      .values({
        actorId: moderator.id,
        action: 'sanction-added',
        targetType: 'user',
        targetId: author.id,
        reason: 'Please be kind',
        details: { sanctionId: sanction.id, type: 'warn', endsAt: null },
      })
      .returning({ id: moderationLog.id });
    return row;
  };
  const decision = await warn();
  const appealedDecision = await warn();
  const [appeal] = await db
    .insert(appeals)
    .values({ decisionId: appealedDecision.id, userId: author.id, text: 'Please look again' })
    .returning({ id: appeals.id });
  return {
    decision,
    appealedDecision,
    appeal,
    author,
    member,
    moderator,
    admin,
    partner,
    topic,
    question,
    answer,
    comment,
    otherQuestion,
    conversation: { id: message.conversationId },
    message,
    notification,
    report,
  };
}

export type Sent = {
  statusCode: number;
  /** The parsed JSON answer (or its text): read it through `ctx.api` when the route is known. */
  body: unknown;
  text: string;
  headers: Record<string, unknown>;
};

/**
 * Sends one request through `app.inject` as a browser on the site would: with the site's
 * `Origin` (writes without it are refused as cross-site), JSON in and out.
 * @param ctx the test context
 * @param user who is asking, or null when signed out
 * @param method HTTP method
 * @param url path and query
 * @param body a value sent as JSON, or a string sent as it is
 */
export async function send(ctx: TestContext, user: { cookie: string } | null, method: string, url: string, body?: unknown): Promise<Sent> {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: {
      origin: new URL(ctx.config.publicUrl).origin,
      ...(user ? { cookie: user.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  let parsed: unknown = null;
  try {
    parsed = res.body ? JSON.parse(res.body) : null;
  } catch {
    parsed = res.body;
  }
  return { statusCode: res.statusCode, body: parsed, text: res.body, headers: res.headers };
}

/** The tables whose rows a request can change (everything but migrations bookkeeping). */
export async function listTables(database: Database): Promise<string[]> {
  const res = await execute<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return res.map((r) => r.tablename);
}

/**
 * A fingerprint of the whole database's content: per table, the row count and an md5 of all
 * rows. Two equal fingerprints mean no row was added, removed or changed. One statement.
 * @param database the open test database
 * @param tables tables to include (see listTables)
 * @returns table name → "count:md5"
 */
export async function fingerprint(database: Database, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) => `select '${t}' as t, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${t}" r`,
  );
  const res = await execute<{ t: string; h: string }>(database.db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(res.map((r) => [r.t, r.h]));
}

/**
 * The database's WAL insert position (`pg_current_wal_insert_lsn`, as text). Every row written
 * moves it, so while it stands still nothing in any table has changed. (A read may move it too,
 * e.g. when it prunes a page: callers then only redo work they could have skipped.)
 * @param database the open test database
 */
export async function walPosition(database: Database): Promise<string> {
  const [row] = await execute<{ lsn: string }>(database.db, sql`select pg_current_wal_insert_lsn()::text as lsn`);
  return row.lsn;
}
