import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { countOf, openTestDatabase } from '../test/harness';
import { execute } from '../db/execute';
import type { Database } from '../db/connect';
import {
  answers,
  comments,
  conversationParticipants,
  identities,
  messages,
  notifications,
  questions,
  reports,
  topics,
  users,
  votes,
} from '../db/schema/index';
import { DEMO_ACCOUNTS, EMBEDDED_ISSUER } from '../auth/demo-accounts';
import { FIXED_TOPICS } from '../../common/constants';
import { ensureDefaultTopics, seedIfEmpty } from './seed';
import { importCounselChatRecords } from '../import/counsel-chat';
import { convertRecord } from '../import/counsel-chat-rows';

const silent = { info: () => {}, debug: () => {} };

/** Rows where a stored counter differs from the count of rows (the SQL must select a `n` column). */
describe('seedIfEmpty', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await seedIfEmpty(database.db, silent);
  });
  afterAll(() => drop());

  it('creates the demo users with their roles and identities; alice has no status', async () => {
    const { db } = database;
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ user: users })
        .from(identities)
        .innerJoin(users, eq(users.id, identities.userId))
        .where(and(eq(identities.issuer, EMBEDDED_ISSUER), eq(identities.subject, account.username)));
      if (account.newcomer) {
        // newbie has never signed in: the first sign-in creates them and onboarding follows.
        expect(row, account.username).toBeUndefined();
        continue;
      }
      expect(row, account.username).toBeDefined();
      expect(row.user.onboardedAt).not.toBeNull();
      expect(row.user.role).toBe(account.role);
      expect(row.user.firstName).toBe(account.givenName);
      expect(row.user.email).toBe(account.email);
      if (account.username === 'alice') expect(row.user.status).toBeNull();
      else if (account.username === 'bob' || account.username === 'carol') expect(row.user.status).not.toBeNull();
    }
    const [carol] = await db
      .select({ status: users.status, situation: users.statusSituation })
      .from(users)
      .where(eq(users.email, 'carol@mindspace.local'));
    expect(carol).toEqual({ status: 'healing', situation: 'Feeling stressed or overwhelmed' });
  });

  it('creates the fixed topics and demo content', async () => {
    const { db } = database;
    const names = (await db.select({ name: topics.name }).from(topics)).map((t) => t.name);
    for (const name of FIXED_TOPICS) expect(names).toContain(name);
    const count = async (table: PgTable) => Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0].n);
    expect(await count(questions)).toBeGreaterThanOrEqual(25);
    expect(await count(answers)).toBeGreaterThanOrEqual(50);
    expect(await count(comments)).toBeGreaterThanOrEqual(25);
    expect(await count(messages)).toBeGreaterThan(0);
    expect(await count(notifications)).toBeGreaterThan(0);
    const pending = await db.select().from(reports).where(eq(reports.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(3);

    const warned = await db.select().from(questions).where(eq(questions.hasContentWarning, true));
    expect(warned.length).toBeGreaterThanOrEqual(2);
    for (const q of warned) expect(q.contentWarningText).toBeTruthy();
    expect((await db.select().from(questions).where(eq(questions.isAnonymous, true))).length).toBeGreaterThan(0);
  });

  it('keeps every counter consistent with the rows', async () => {
    expect(
      await countOf(
        database,
        sql`select count(*) as n from questions q where q.answer_count <> (select count(*) from answers a where a.question_id = q.id and a.deleted_at is null)`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        database,
        sql`select count(*) as n from answers a where a.comment_count <> (select count(*) from comments c where c.answer_id = a.id and c.deleted_at is null)`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        database,
        sql`select count(*) as n from topics t where t.questions_count <> (select count(*) from question_topics qt join questions q on q.id = qt.question_id where qt.topic_id = t.id and q.deleted_at is null)`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        database,
        sql`select count(*) as n from topics t where t.followers_count <> (select count(*) from topic_follows f where f.topic_id = t.id)`,
      ),
    ).toBe(0);
    for (const [table, type] of [
      ['questions', 'question'],
      ['answers', 'answer'],
    ] as const) {
      expect(
        await countOf(
          database,
          sql`select count(*) as n from ${sql.raw(table)} x where
                x.upvotes <> (select count(*) from votes v where v.target_type = ${type} and v.target_id = x.id and v.vote_type = 'upvote')
             or x.downvotes <> (select count(*) from votes v where v.target_type = ${type} and v.target_id = x.id and v.vote_type = 'downvote')`,
        ),
      ).toBe(0);
    }
    expect(
      await countOf(
        database,
        sql`select count(*) as n from questions q where q.view_count <> (select count(*) from question_views w where w.question_id = q.id)`,
      ),
    ).toBe(0);
    // Nobody voted on their own post.
    expect(
      await countOf(
        database,
        sql`select count(*) as n from votes v
            left join questions q on v.target_type = 'question' and q.id = v.target_id
            left join answers a on v.target_type = 'answer' and a.id = v.target_id
            where v.user_id = coalesce(q.author_id, a.author_id)`,
      ),
    ).toBe(0);
    expect(await countOf(database, sql`select count(*) as n from questions where hot_rank <= 0`)).toBe(0);
  });

  it('gives reputation per DESIGN §4 and none for anonymous posts', async () => {
    const { db } = database;
    const rep = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
    const bob = await rep('bob@mindspace.local');
    const expected = await countOf(
      database,
      sql`select coalesce(sum(case when v.vote_type = 'downvote' then -2 when v.target_type = 'answer' then 10 else 5 end), 0) as n
          from votes v
          left join questions q on v.target_type = 'question' and q.id = v.target_id and not q.is_anonymous
          left join answers a on v.target_type = 'answer' and a.id = v.target_id and not a.is_anonymous
          where q.author_id = ${bob.id} or a.author_id = ${bob.id}`,
    );
    expect(bob.reputation).toBe(expected);
    expect(bob.reputation).toBeGreaterThan(0);
  });

  it('differs between Recent and Trending', async () => {
    const { db } = database;
    const recent = await db
      .select({ id: questions.id })
      .from(questions)
      .orderBy(sql`${questions.createdAt} desc`)
      .limit(5);
    const trending = await db
      .select({ id: questions.id })
      .from(questions)
      .orderBy(sql`${questions.hotRank} desc`)
      .limit(5);
    expect(trending.map((q) => q.id)).not.toEqual(recent.map((q) => q.id));
  });

  it('leaves alice with an unread message and unread notifications', async () => {
    const { db } = database;
    const [alice] = await db.select().from(users).where(eq(users.email, 'alice@mindspace.local'));
    const [unread] = await execute<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${messages} m join ${conversationParticipants} p on p.conversation_id = m.conversation_id
          where p.user_id = ${alice.id} and m.sender_id <> ${alice.id} and m.created_at > p.last_read_at`,
    );
    expect(Number(unread.n)).toBeGreaterThan(0);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, alice.id));
    expect(notes.some((n) => !n.isRead)).toBe(true);
  });

  it('adds nothing on a second call', async () => {
    const { db } = database;
    const snapshot = async () => ({
      users: (await db.select({ n: sql<number>`count(*)` }).from(users))[0].n,
      questions: (await db.select({ n: sql<number>`count(*)` }).from(questions))[0].n,
      votes: (await db.select({ n: sql<number>`count(*)` }).from(votes))[0].n,
      topics: (await db.select({ n: sql<number>`count(*)` }).from(topics))[0].n,
    });
    const before = await snapshot();
    await seedIfEmpty(db, silent);
    expect(await snapshot()).toEqual(before);
  });
});

describe('seedIfEmpty after a Counsel Chat import', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('still seeds (imported users do not count) and reuses the topics the import created', async () => {
    const row = convertRecord(
      'later',
      {
        title: 'Feeling small at work',
        text: 'My manager ignores my ideas.',
        url: 'https://counselchat.com/questions/feeling-small-at-work',
        topics: 'Self esteem, Stress',
        therapistName: 'Ann Lee, LPC',
        therapistUrl: 'https://counselchat.com/therapists/ann-lee',
        answer: '<p>That sounds hard.</p>',
        upvotes: '2',
      },
      2,
    );
    const summary = await importCounselChatRecords(database.db, [row]);
    expect(summary).toMatchObject({ questions: 1, answers: 1, topics: 2, therapists: 1 });

    await seedIfEmpty(database.db, silent);
    const { db } = database;
    const [alice] = await db
      .select()
      .from(identities)
      .where(and(eq(identities.issuer, EMBEDDED_ISSUER), eq(identities.subject, 'alice')));
    expect(alice).toBeDefined();
    const esteem = await db
      .select()
      .from(topics)
      .where(sql`${topics.slug} like 'self-esteem%'`);
    expect(esteem).toHaveLength(1);
    expect(esteem[0].description).toBeTruthy();
    expect(
      await countOf(
        database,
        sql`select count(*) as n from topics t where t.questions_count <> (select count(*) from question_topics qt where qt.topic_id = t.id)`,
      ),
    ).toBe(0);
  });
});

describe('ensureDefaultTopics (a deployment with a real sign-in provider)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('creates the fixed feed topics and no demo people or posts, once', async () => {
    await ensureDefaultTopics(database.db);
    await ensureDefaultTopics(database.db);
    const names = (await database.db.select({ name: topics.name }).from(topics)).map((t) => t.name);
    for (const fixed of FIXED_TOPICS) expect(names.filter((n) => n === fixed)).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(0);
  });
});
