/**
 * The scale generator at a small size: what members see through the app (answer, vote and
 * comment counts, topic counts, reputation, anonymous authors, follows and the Following feed)
 * matches the rows written, and the stored trending rank is the one the server's formula gives.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type ApiResponse, type TestContext, type TestUser } from '../test/harness';
import { execute } from '../db/execute';
import { hotRankSql } from '../shared/ranking';
import { COUNSEL_CHAT_FILE as DATA_FILE } from '../import/counsel-chat';
import { createSession, SESSION_COOKIE } from '../auth/session';
import { users } from '../db/schema/index';
import { generateScale, loadScaleCorpus, type ScaleCorpus, type ScaleSummary } from './scale';

const QUESTIONS = 130;
const ANSWERS = 420;

let ctx: TestContext;
let viewer: TestUser;
let corpus: ScaleCorpus;
let summary: ScaleSummary;

type Row = Record<string, string | number | boolean | null>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return execute<Row>(ctx.database.db, query);
}

/** Every question of the recent feed, page after page, as the app sends them. */
async function wholeFeed() {
  const items: ApiResponse<'GET /api/questions'>['body']['items'] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<'GET /api/questions'> = await ctx.api(viewer, 'GET /api/questions', { query: { sortBy: 'recent', cursor } });
    expect(res.statusCode).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

/** A generated member, signed in (generated members have no session of their own). */
async function signedIn(id: number): Promise<TestUser> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return { ...row, cookie: `${SESSION_COOKIE}=${await createSession(ctx.database.db, id)}` };
}

/** Every question of a member's Following feed, newest first, page after page, as the app sends them. */
async function wholeFollowingFeed(user: TestUser): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<'GET /api/questions'> = await ctx.api(user, 'GET /api/questions', {
      query: { sortBy: 'recent', following: 'true', cursor },
    });
    expect(res.statusCode).toBe(200);
    ids.push(...res.body.items.map((q) => q.id));
    cursor = res.body.nextCursor;
  } while (cursor);
  return ids;
}

beforeAll(async () => {
  ctx = await createTestContext();
  corpus = await loadScaleCorpus(DATA_FILE);
  // Small chunks, so the answer budget is split over several transactions.
  summary = await generateScale(ctx.database, corpus, { questions: QUESTIONS, answers: ANSWERS, users: 40, chunkSize: 40, seed: 7 });
  viewer = await ctx.createUser();
}, 120_000);
afterAll(async () => ctx?.close());

describe('gen:scale', () => {
  it('writes exactly the questions and answers asked for, with corpus texts', async () => {
    expect(summary).toMatchObject({ users: 40, questions: QUESTIONS, answers: ANSWERS });
    const [counts] = await rows(sql`select (select count(*) from questions) as q, (select count(*) from answers) as a`);
    expect(Number(counts.q)).toBe(QUESTIONS);
    expect(Number(counts.a)).toBe(ANSWERS);
    const feed = await wholeFeed();
    expect(feed).toHaveLength(QUESTIONS);
    const titles = new Set(corpus.questions.map((q) => q.title));
    expect(feed.every((q) => titles.has(q.title))).toBe(true);
  });

  it('shows answer and vote counts that match the rows, on every card of the feed', async () => {
    const truth = new Map(
      (
        await rows(sql`select q.id,
          (select count(*) from answers a where a.question_id = q.id and a.deleted_at is null) as answers,
          (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.vote_type = 'upvote') as up,
          (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.vote_type = 'downvote') as down
          from questions q`)
      ).map((r) => [Number(r.id), { answerCount: Number(r.answers), upvotes: Number(r.up), downvotes: Number(r.down) }]),
    );
    const feed = await wholeFeed();
    for (const q of feed)
      expect({ id: q.id, answerCount: q.answerCount, upvotes: q.upvotes, downvotes: q.downvotes }).toEqual({
        id: q.id,
        ...truth.get(q.id),
      });
    expect(feed.reduce((n, q) => n + q.answerCount, 0)).toBe(ANSWERS);
    // Plausible shares: some questions unanswered, some voted, some anonymous (their author hidden).
    expect(feed.some((q) => q.answerCount === 0)).toBe(true);
    expect(feed.some((q) => q.upvotes > 0)).toBe(true);
    const anonymous = feed.filter((q) => q.isAnonymous);
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((q) => q.author === null)).toBe(true);
  });

  it('lists as many answers in a thread as its card says, with matching vote and comment counts', async () => {
    const [busiest] = await rows(sql`select id from questions order by answer_count desc, id limit 1`);
    const question = (await ctx.api(viewer, 'GET /api/questions/:id', { params: { id: Number(busiest.id) } })).body;
    const listed = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<'GET /api/questions/:id/answers'> = await ctx.api(viewer, 'GET /api/questions/:id/answers', {
        params: { id: Number(busiest.id) },
        query: { cursor },
      });
      expect(res.statusCode).toBe(200);
      listed.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(listed).toHaveLength(question.answerCount);
    const truth = new Map(
      (
        await rows(sql`select a.id,
          (select count(*) from comments c where c.answer_id = a.id and c.deleted_at is null) as comments,
          (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.vote_type = 'upvote') as up,
          (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.vote_type = 'downvote') as down
          from answers a where a.question_id = ${Number(busiest.id)}`)
      ).map((r) => [Number(r.id), { commentCount: Number(r.comments), upvotes: Number(r.up), downvotes: Number(r.down) }]),
    );
    for (const a of listed)
      expect({ id: a.id, commentCount: a.commentCount, upvotes: a.upvotes, downvotes: a.downvotes }).toEqual({
        id: a.id,
        ...truth.get(a.id),
      });
    const [all] =
      await rows(sql`select count(*) filter (where a.comment_count <> (select count(*) from comments c where c.answer_id = a.id)) as wrong,
      count(*) filter (where a.upvotes <> (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.vote_type = 'upvote')) as wrong_votes
      from answers a`);
    expect({ wrong: Number(all.wrong), wrongVotes: Number(all.wrong_votes) }).toEqual({ wrong: 0, wrongVotes: 0 });
  });

  it('stores the trending rank the server computes, and the trending feed follows it', async () => {
    const ranks = await rows(sql`select id, hot_rank as stored, (${hotRankSql}) as computed from questions`);
    for (const r of ranks) expect(Math.abs(Number(r.stored) - Number(r.computed)) / Number(r.computed)).toBeLessThan(0.01);
    const res: ApiResponse<'GET /api/questions'> = await ctx.api(viewer, 'GET /api/questions', { query: { sortBy: 'trending' } });
    const top = await rows(sql`select id from questions order by hot_rank desc, id desc limit ${res.body.items.length}`);
    expect(res.body.items.map((q: { id: number }) => q.id)).toEqual(top.map((r) => Number(r.id)));
  });

  it('gives topics their question counts and members the reputation of the votes on their named posts', async () => {
    const topics = (await ctx.api(viewer, 'GET /api/topics')).body as { id: number; questionsCount: number }[];
    const links = new Map(
      (await rows(sql`select topic_id, count(*) as n from question_topics group by topic_id`)).map((r) => [
        Number(r.topic_id),
        Number(r.n),
      ]),
    );
    expect(links.size).toBeGreaterThan(0);
    for (const t of topics)
      expect({ id: t.id, questionsCount: t.questionsCount }).toEqual({ id: t.id, questionsCount: links.get(t.id) ?? 0 });

    const [mismatch] = await rows(sql`with points as (
        select p.author_id, sum(case when v.vote_type = 'downvote' then -2 when v.target_type = 'answer' then 10 else 5 end) as n
        from votes v
        join (select 'question'::vote_target as t, id, author_id, is_anonymous from questions
              union all select 'answer'::vote_target, id, author_id, is_anonymous from answers) p
          on p.t = v.target_type and p.id = v.target_id and not p.is_anonymous
        group by p.author_id)
      select count(*) as n, min(u.id) as example from users u left join points on points.author_id = u.id
      where u.reputation <> coalesce(points.n, 0) and u.email is null`);
    expect(Number(mismatch.n)).toBe(0);
    const [active] = await rows(sql`select author_id from answers where not is_anonymous and upvotes > 0 limit 1`);
    const profile = await ctx.api(viewer, 'GET /api/users/:id', { params: { id: Number(active.author_id) } });
    const [own] = await rows(sql`select reputation from users where id = ${Number(active.author_id)}`);
    expect(profile.body.reputation).toBe(Number(own.reputation));
    expect(profile.body.reputation).toBeGreaterThan(0);
  });

  it('makes the asker and everyone who answers follow the question, as the app does', async () => {
    // The app's rule in SQL: one follow per (member, question) they asked or answered.
    const [expected] = await rows(sql`select count(*) as n from (
        select author_id, id from questions union select author_id, question_id from answers) f`);
    const [written] = await rows(sql`select count(*) as n from question_follows`);
    expect(Number(written.n)).toBe(Number(expected.n));
    expect(summary.questionFollows).toBe(Number(expected.n));

    const [busiest] = await rows(sql`select id, author_id from questions where answer_count > 1 order by answer_count desc, id limit 1`);
    const id = Number(busiest.id);
    const answerers = (await rows(sql`select distinct author_id from answers where question_id = ${id}`)).map((r) => Number(r.author_id));
    const [stranger] = await rows(sql`select u.id from users u where u.email is null and u.id <> ${Number(busiest.author_id)}
        and not exists (select 1 from answers a where a.question_id = ${id} and a.author_id = u.id) limit 1`);
    for (const member of [Number(busiest.author_id), ...answerers]) {
      const res = await ctx.api(await signedIn(member), 'GET /api/questions/:id/follow', { params: { id } });
      expect({ member, ...res.body }).toEqual({ member, following: true });
    }
    const res = await ctx.api(await signedIn(Number(stranger.id)), 'GET /api/questions/:id/follow', { params: { id } });
    expect(res.body).toEqual({ following: false });
  });

  it('makes some members follow topics, counted on each topic, and their Following feed lists what they follow', async () => {
    expect(summary.topicFollows).toBeGreaterThan(0);
    const [followers] = await rows(sql`select count(distinct user_id) as n from topic_follows`);
    expect(Number(followers.n)).toBeGreaterThan(0);
    expect(Number(followers.n)).toBeLessThan(summary.users);
    const topics = (await ctx.api(viewer, 'GET /api/topics')).body as { id: number; followersCount: number }[];
    const counted = new Map(
      (await rows(sql`select topic_id, count(*) as n from topic_follows group by topic_id`)).map((r) => [Number(r.topic_id), Number(r.n)]),
    );
    for (const t of topics)
      expect({ id: t.id, followersCount: t.followersCount }).toEqual({ id: t.id, followersCount: counted.get(t.id) ?? 0 });

    // A member who follows topics and asked or answered: their feed is exactly what they follow, newest first.
    const [member] = await rows(sql`select tf.user_id from topic_follows tf
        where exists (select 1 from question_follows qf where qf.user_id = tf.user_id) order by tf.user_id limit 1`);
    const memberId = Number(member.user_id);
    const truth = await rows(sql`select q.id from questions q
        where q.deleted_at is null and q.hidden_at is null
          and (exists (select 1 from question_follows f where f.user_id = ${memberId} and f.question_id = q.id)
            or exists (select 1 from question_topics qt join topic_follows tf on tf.topic_id = qt.topic_id and tf.user_id = ${memberId}
                       where qt.question_id = q.id))
        order by q.created_at desc, q.id desc`);
    const listed = await wholeFollowingFeed(await signedIn(memberId));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(truth.map((r) => Number(r.id)));
  });

  it('refuses counts that make no sense, writing nothing', async () => {
    const before = await rows(sql`select count(*) as n from questions`);
    await expect(generateScale(ctx.database, corpus, { questions: 0 })).rejects.toThrow(/questions/);
    await expect(generateScale(ctx.database, corpus, { questions: 5, users: 1 })).rejects.toThrow(/users/);
    expect(await rows(sql`select count(*) as n from questions`)).toEqual(before);
  });
});
