/**
 * Demo seed: writes the content of ./content.ts into a database that has no people yet, in one
 * transaction. The demo accounts (auth/demo-accounts.ts) get their MindSpace users with
 * identities (EMBEDDED_ISSUER, username), so signing in with the embedded provider lands on
 * the seeded profile. Every counter (answer, comment, vote, view, question and follower counts,
 * reputation per DESIGN §4) is computed from the inserted rows, and hot_rank with hotRankSql.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';
import type { Db } from '../db/connect';
import {
  answers,
  comments,
  conversationParticipants,
  conversations,
  identities,
  messages,
  notifications,
  questionTopics,
  questionViews,
  questions,
  reports,
  topicFollows,
  topics,
  users,
  votes,
} from '../db/schema/index';
import { DEMO_ACCOUNTS, EMBEDDED_ISSUER } from '../auth/demo-accounts';
import { hotRankSql } from '../shared/ranking';
import { ensureTopic, slugify } from '../features/topics/queries';
import { quoteTitle } from '../shared/notify';
import { COUNSEL_CHAT_ISSUER } from '../import/issuers';
import {
  FIXED_TOPICS,
  HEALING_SITUATIONS,
  LIMITS,
  REPUTATION,
  type Role,
  type VoteTargetType,
  type VoteType,
} from '../../common/constants';
import {
  NOTIFICATIONS_READ_AFTER_HOURS,
  SEED_CONVERSATIONS,
  SEED_FOLLOWS,
  SEED_PEOPLE,
  SEED_QUESTIONS,
  SEED_REPORTS,
  SEED_TOPICS,
  WELCOME_NOTIFICATION,
  type PersonKey,
  type SeedPerson,
} from './content';
import { render, words, type Words } from '../i18n/messages';
import { live } from '../shared/live';

/** pg_advisory_xact_lock key: app instances starting together seed once. */
const SEED_LOCK = 727_340_001;

/** What a seed run wrote, with the ids tests and tools need. */
export type SeedSummary = {
  userIds: Record<PersonKey, number>;
  topicIds: Record<string, number>;
  questionIds: Record<string, number>;
  counts: {
    users: number;
    topics: number;
    questions: number;
    answers: number;
    comments: number;
    votes: number;
    conversations: number;
    messages: number;
    notifications: number;
    reports: number;
  };
};

/**
 * Seeds the demo content when the database has no people yet — users created by the Counsel
 * Chat importer do not count, so importing first still leaves a usable demo.
 * Runs in one transaction under an advisory lock, so instances starting together seed once.
 * @param db the database
 * @param log where to say what happened
 */
export async function seedIfEmpty(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'debug'>): Promise<void> {
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [someone] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        sql`not exists (select 1 from ${identities} where ${identities.userId} = ${users.id} and ${identities.issuer} = ${COUNSEL_CHAT_ISSUER})`,
      )
      .limit(1);
    if (someone) return null;
    return insertDemo(tx, new Date());
  });
  if (summary) log.info(summary.counts, 'seeded the demo content');
  else log.debug('the database has people; demo seed skipped');
}

/**
 * Makes sure the community's topics exist (the eight fixed feed topics and the others of
 * content.ts), without any demo people or posts. A deployment with a real sign-in provider
 * starts this way: demo posts (some about crisis) never belong on a real site.
 * @param db the database
 */
export async function ensureDefaultTopics(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const t of SEED_TOPICS) await seedTopic(tx, t.name, t.description);
  });
}

/**
 * Writes the demo content unconditionally, in one transaction (tests use it on a fresh database).
 * @param now the moment content times are relative to (default: now)
 * @returns ids and counts of what was written
 * @throws when the demo accounts already exist (unique identities) or the content breaks a rule
 */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedSummary> {
  return db.transaction((tx) => insertDemo(tx, now));
}

/**
 * Checks the content against the API's rules before writing it (a mistake in content.ts should
 * fail the seed test, not produce data the API could never have produced).
 * @throws Error listing every problem
 */
export function checkSeedContent(): void {
  const problems: string[] = [];
  const people = new Map(SEED_PEOPLE.map((p) => [p.key, p]));
  const topicNames = new Set(SEED_TOPICS.map((t) => t.name));
  const joinedHoursAgo = (k: PersonKey) => people.get(k)!.joinedDaysAgo * 24;
  const len = (what: string, s: string, max: number) => {
    if (!s.trim() || s.length > max) problems.push(`${what}: length ${s.length}, allowed 1–${max}`);
  };
  const checkVotes = (what: string, author: PersonKey, up: PersonKey[] = [], down: PersonKey[] = []) => {
    const all = [...up, ...down];
    if (all.includes(author)) problems.push(`${what}: the author votes on their own post`);
    if (new Set(all).size !== all.length) problems.push(`${what}: someone votes twice`);
  };
  const checkTime = (what: string, author: PersonKey, hoursAgo: number) => {
    if (hoursAgo <= 0) problems.push(`${what}: in the future`);
    if (hoursAgo >= joinedHoursAgo(author)) problems.push(`${what}: before ${author} joined`);
  };

  for (const name of FIXED_TOPICS) if (!topicNames.has(name)) problems.push(`fixed topic ${name} missing`);
  for (const t of SEED_TOPICS) {
    len(`topic ${t.name}`, t.name, LIMITS.topicName);
    len(`topic ${t.name} description`, t.description, LIMITS.topicDescription);
  }
  for (const p of SEED_PEOPLE) {
    if (p.demo && !DEMO_ACCOUNTS.some((a) => a.username === p.key)) problems.push(`demo person ${p.key} has no demo account`);
    if (p.bio) len(`bio of ${p.key}`, p.bio, LIMITS.bio);
    if ((p.status === 'healing') !== (p.statusSituation !== null)) problems.push(`${p.key}: a situation goes with healing only`);
    if (p.statusSituation && !(HEALING_SITUATIONS as readonly string[]).includes(p.statusSituation)) {
      problems.push(`${p.key}: unknown situation`);
    }
  }
  const keys = new Set<string>();
  const key = (k: string | undefined) => {
    if (!k) return;
    if (keys.has(k)) problems.push(`duplicate key ${k}`);
    keys.add(k);
  };
  for (const q of SEED_QUESTIONS) {
    key(q.key);
    const w = `question ${q.key}`;
    len(`${w} title`, q.title, LIMITS.title);
    len(`${w} text`, q.text, LIMITS.content);
    if (q.contentWarning !== undefined) len(`${w} warning`, q.contentWarning, LIMITS.contentWarningText);
    if (q.topics.length < 1 || q.topics.length > LIMITS.topicsPerQuestion) problems.push(`${w}: 1–${LIMITS.topicsPerQuestion} topics`);
    for (const t of q.topics) if (!topicNames.has(t)) problems.push(`${w}: unknown topic ${t}`);
    checkVotes(w, q.by, q.up, q.down);
    checkTime(w, q.by, q.hoursAgo);
    q.answers.forEach((a, i) => {
      key(a.key);
      const wa = `${w} answer ${i + 1}`;
      len(wa, a.text, LIMITS.content);
      checkVotes(wa, a.by, a.up, a.down);
      checkTime(wa, a.by, q.hoursAgo - a.hoursAfter);
      for (const c of a.comments ?? []) {
        key(c.key);
        len(`${wa} comment`, c.text, LIMITS.comment);
        checkTime(`${wa} comment`, c.by, q.hoursAgo - a.hoursAfter - c.hoursAfter);
      }
    });
  }
  for (const c of SEED_CONVERSATIONS) {
    for (const m of c.messages) {
      len('message', m.text, LIMITS.message);
      if (!c.between.includes(m.by)) problems.push('message by someone outside the conversation');
      checkTime('message', m.by, m.hoursAgo);
    }
  }
  for (const r of SEED_REPORTS) {
    len('report description', r.description, LIMITS.reportDescription);
    checkTime('report', r.by, r.hoursAgo);
  }
  if (problems.length > 0) throw new Error(`Seed content breaks the rules:\n  ${problems.join('\n  ')}`);
}

/** Inserts everything; the caller provides the transaction. */
async function insertDemo(tx: Db, now: Date): Promise<SeedSummary> {
  checkSeedContent();
  const ago = (hours: number) => new Date(now.getTime() - hours * millisecondsInHour);
  const personByKey = new Map(SEED_PEOPLE.map((p) => [p.key, p]));
  const firstNameOf = (k: PersonKey) => nameOf(personByKey.get(k)!).firstName;

  // People, with identities for the demo accounts.
  const userIds = {} as Record<PersonKey, number>;
  for (const p of SEED_PEOPLE) {
    const { firstName, lastName, email, role } = nameOf(p);
    const joined = ago(p.joinedDaysAgo * 24);
    const [row] = await tx
      .insert(users)
      .values({
        firstName,
        lastName,
        email,
        role,
        bio: p.bio,
        status: p.status,
        statusSituation: p.statusSituation,
        // Long enough ago that the 7-day rule lets a demo user change status right away.
        statusLastChanged: p.status ? ago(Math.min(p.joinedDaysAgo, 10) * 24) : null,
        createdAt: joined,
        // The seeded people are adults; the demo's younger members join through onboarding.
        ageBand: '18+',
      })
      .returning({ id: users.id });
    userIds[p.key] = row.id;
    if (p.demo) await tx.insert(identities).values({ userId: row.id, issuer: EMBEDDED_ISSUER, subject: p.key, createdAt: joined });
  }

  // Topics: found by name when they exist (e.g. created by an import), else created.
  const topicIds: Record<string, number> = {};
  for (const t of SEED_TOPICS) topicIds[t.name] = await seedTopic(tx, t.name, t.description);

  const questionIds: Record<string, number> = {};
  const answerIds = new Map<string, number>();
  const commentIds = new Map<string, number>();
  const voteRows: (typeof votes.$inferInsert)[] = [];
  const viewers = new Map<number, { at: Date; who: Set<PersonKey> }>();
  const notificationRows: (typeof notifications.$inferInsert)[] = [];
  let answerCount = 0;
  let commentCount = 0;

  const addVotes = (targetType: VoteTargetType, targetId: number, at: Date, up: PersonKey[] = [], down: PersonKey[] = []) => {
    const when = new Date(Math.min(at.getTime() + millisecondsInHour, now.getTime() - millisecondsInMinute));
    const add = (who: PersonKey, voteType: VoteType) =>
      voteRows.push({ userId: userIds[who], targetType, targetId, voteType, createdAt: when });
    up.forEach((who) => add(who, 'upvote'));
    down.forEach((who) => add(who, 'downvote'));
  };
  const notify = (to: PersonKey, type: string, message: Words, link: string | null, at: Date) => {
    if (!personByKey.get(to)!.demo) return;
    const read = now.getTime() - at.getTime() > NOTIFICATIONS_READ_AFTER_HOURS * millisecondsInHour;
    notificationRows.push({
      userId: userIds[to],
      type,
      content: render('en', message),
      params: message,
      link,
      isRead: read,
      createdAt: at,
    });
  };

  for (const q of SEED_QUESTIONS) {
    const created = ago(q.hoursAgo);
    const [row] = await tx
      .insert(questions)
      .values({
        authorId: userIds[q.by],
        title: q.title,
        content: q.text,
        isAnonymous: q.anonymous ?? false,
        hasContentWarning: q.contentWarning !== undefined,
        contentWarningText: q.contentWarning ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: questions.id });
    const qid = row.id;
    questionIds[q.key] = qid;
    await tx.insert(questionTopics).values(q.topics.map((t) => ({ questionId: qid, topicId: topicIds[t] })));
    addVotes('question', qid, created, q.up, q.down);
    // Everyone who took part saw the question (views are one per signed-in viewer).
    const seen = new Set<PersonKey>([q.by, ...(q.up ?? []), ...(q.down ?? [])]);
    const link = `/questions/${qid}`;

    for (const a of q.answers) {
      const answered = ago(q.hoursAgo - a.hoursAfter);
      const [ans] = await tx
        .insert(answers)
        .values({ questionId: qid, authorId: userIds[a.by], content: a.text, isAnonymous: a.anonymous ?? false, createdAt: answered })
        .returning({ id: answers.id });
      answerCount += 1;
      if (a.key) answerIds.set(a.key, ans.id);
      addVotes('answer', ans.id, answered, a.up, a.down);
      [a.by, ...(a.up ?? []), ...(a.down ?? [])].forEach((k) => seen.add(k));
      if (a.by !== q.by) {
        const name = a.anonymous ? words('notification.someone') : firstNameOf(a.by);
        notify(q.by, 'answer', words('notification.answer', { name, title: quoteTitle(q.title) }), link, answered);
      }
      for (const c of a.comments ?? []) {
        const commented = ago(q.hoursAgo - a.hoursAfter - c.hoursAfter);
        const [com] = await tx
          .insert(comments)
          .values({ answerId: ans.id, authorId: userIds[c.by], content: c.text, createdAt: commented })
          .returning({ id: comments.id });
        commentCount += 1;
        if (c.key) commentIds.set(c.key, com.id);
        seen.add(c.by);
        if (c.by !== a.by) {
          notify(a.by, 'comment', words('notification.comment', { name: firstNameOf(c.by), title: quoteTitle(q.title) }), link, commented);
        }
      }
    }
    viewers.set(qid, { at: created, who: seen });
  }

  // Reports (pending), whose reporters also saw what they reported.
  const reportRows: (typeof reports.$inferInsert)[] = SEED_REPORTS.map((r) => {
    const t = r.target;
    const target =
      t.type === 'question'
        ? { targetType: 'question' as const, targetId: questionIds[t.question] }
        : t.type === 'answer'
          ? { targetType: 'answer' as const, targetId: answerIds.get(t.answer)! }
          : t.type === 'comment'
            ? { targetType: 'comment' as const, targetId: commentIds.get(t.comment)! }
            : { targetType: 'user' as const, targetId: userIds[t.user] };
    if (!target.targetId) throw new Error(`Seed report points at nothing: ${JSON.stringify(t)}`);
    if (t.type === 'question') viewers.get(target.targetId)?.who.add(r.by);
    return {
      reporterId: userIds[r.by],
      ...target,
      reason: r.reason,
      description: r.description,
      status: 'pending',
      createdAt: ago(r.hoursAgo),
    };
  });
  if (reportRows.length > 0) await tx.insert(reports).values(reportRows);

  if (voteRows.length > 0) await tx.insert(votes).values(voteRows);
  const viewRows = [...viewers.entries()].flatMap(([questionId, v]) =>
    [...v.who].map((k) => ({
      questionId,
      userId: userIds[k],
      createdAt: new Date(Math.min(v.at.getTime() + millisecondsInHour, now.getTime())),
    })),
  );
  if (viewRows.length > 0) await tx.insert(questionViews).values(viewRows);

  // Follows.
  const followRows = Object.entries(SEED_FOLLOWS).flatMap(([who, names]) =>
    (names ?? []).map((name) => ({ userId: userIds[who as PersonKey], topicId: topicIds[name], createdAt: ago(24 * 20) })),
  );
  if (followRows.length > 0) await tx.insert(topicFollows).values(followRows);

  // Conversations between two people, with read positions.
  let messageCount = 0;
  for (const c of SEED_CONVERSATIONS) {
    const [x, y] = c.between.map((k) => userIds[k]);
    const first = ago(c.messages[0].hoursAgo);
    const lastAt = ago(c.messages[c.messages.length - 1].hoursAgo);
    const [conv] = await tx
      .insert(conversations)
      .values({ isGroup: false, directKey: `${Math.min(x, y)}:${Math.max(x, y)}`, createdAt: first, lastMessageAt: lastAt })
      .returning({ id: conversations.id });
    await tx.insert(conversationParticipants).values(
      c.between.map((k) => {
        const readHours = c.lastReadHoursAgo?.[k];
        return {
          conversationId: conv.id,
          userId: userIds[k],
          joinedAt: first,
          lastReadAt: readHours === undefined ? lastAt : ago(readHours),
        };
      }),
    );
    await tx
      .insert(messages)
      .values(c.messages.map((m) => ({ conversationId: conv.id, senderId: userIds[m.by], body: m.text, createdAt: ago(m.hoursAgo) })));
    messageCount += c.messages.length;
  }

  // Notifications: a welcome for each demo account, plus those the answers and comments caused.
  for (const p of SEED_PEOPLE) if (p.demo) notify(p.key, 'welcome', WELCOME_NOTIFICATION, null, ago(p.joinedDaysAgo * 24));
  if (notificationRows.length > 0) await tx.insert(notifications).values(notificationRows);

  await recountCounters(tx, {
    questionIds: Object.values(questionIds),
    topicIds: Object.values(topicIds),
    userIds: Object.values(userIds),
  });

  return {
    userIds,
    topicIds,
    questionIds,
    counts: {
      users: SEED_PEOPLE.length,
      topics: SEED_TOPICS.length,
      questions: SEED_QUESTIONS.length,
      answers: answerCount,
      comments: commentCount,
      votes: voteRows.length,
      conversations: SEED_CONVERSATIONS.length,
      messages: messageCount,
      notifications: notificationRows.length,
      reports: reportRows.length,
    },
  };
}

/**
 * The id of a seed topic: an existing topic with the same name (case-insensitive) or the same
 * slug (an import may have named it differently, e.g. 'Self esteem'), else a new one.
 */
async function seedTopic(tx: Db, name: string, description: string): Promise<number> {
  const [existing] = await tx
    .select({ id: topics.id, description: topics.description })
    .from(topics)
    .where(or(sql`lower(${topics.name}) = lower(${name})`, eq(topics.slug, slugify(name))))
    .orderBy(sql`lower(${topics.name}) = lower(${name}) desc`)
    .limit(1);
  if (!existing) return (await ensureTopic(tx, name, description)).id;
  if (!existing.description) await tx.update(topics).set({ description }).where(eq(topics.id, existing.id));
  return existing.id;
}

function nameOf(p: SeedPerson): { firstName: string; lastName: string; email: string | null; role: Role } {
  if (!p.demo) return { firstName: p.firstName, lastName: p.lastName, email: null, role: p.role };
  const account = DEMO_ACCOUNTS.find((a) => a.username === p.key);
  if (!account) throw new Error(`No demo account named ${p.key}`);
  return { firstName: account.givenName, lastName: account.familyName, email: account.email, role: account.role };
}

/** Count of live rows, as a correlated subquery. */
const countOf = (from: SQL) => sql`(select count(*)::int from ${from})`;

/**
 * Sets every stored counter of the seeded rows from the rows themselves: votes, answer, comment
 * and view counts, hot_rank, topic question and follower counts, and reputation (DESIGN §4:
 * +10 per answer upvote, +5 per question upvote, −2 per downvote; none for anonymous posts).
 */
async function recountCounters(tx: Db, ids: { questionIds: number[]; topicIds: number[]; userIds: number[] }) {
  const votesOn = (type: VoteTargetType, voteType: VoteType, id: SQL) =>
    countOf(sql`${votes} where ${votes.targetType} = ${type} and ${votes.voteType} = ${voteType} and ${votes.targetId} = ${id}`);

  await tx
    .update(answers)
    .set({
      upvotes: votesOn('answer', 'upvote', sql`${answers.id}`),
      downvotes: votesOn('answer', 'downvote', sql`${answers.id}`),
      commentCount: countOf(sql`${comments} where ${comments.answerId} = ${answers.id} and ${live(comments)}`),
    })
    .where(inArray(answers.questionId, ids.questionIds));
  await tx
    .update(questions)
    .set({
      upvotes: votesOn('question', 'upvote', sql`${questions.id}`),
      downvotes: votesOn('question', 'downvote', sql`${questions.id}`),
      answerCount: countOf(sql`${answers} where ${answers.questionId} = ${questions.id} and ${live(answers)}`),
      viewCount: countOf(sql`${questionViews} where ${questionViews.questionId} = ${questions.id}`),
    })
    .where(inArray(questions.id, ids.questionIds));
  // Separate statement: hotRankSql reads the counters written just above.
  await tx.update(questions).set({ hotRank: hotRankSql }).where(inArray(questions.id, ids.questionIds));

  await tx
    .update(topics)
    .set({
      questionsCount: countOf(
        sql`${questionTopics} inner join ${questions} on ${questions.id} = ${questionTopics.questionId}
            where ${questionTopics.topicId} = ${topics.id} and ${live(questions)}`,
      ),
      followersCount: countOf(sql`${topicFollows} where ${topicFollows.topicId} = ${topics.id}`),
    })
    .where(inArray(topics.id, ids.topicIds));

  await tx
    .update(users)
    .set({
      reputation: sql`coalesce((
        select sum(case when ${votes.voteType} = 'downvote' then ${REPUTATION.downvote}::int
                        when ${votes.targetType} = 'answer' then ${REPUTATION.answerUpvote}::int
                        else ${REPUTATION.questionUpvote}::int end)::int
        from ${votes}
        left join ${questions} on ${votes.targetType} = 'question' and ${questions.id} = ${votes.targetId}
        left join ${answers} on ${votes.targetType} = 'answer' and ${answers.id} = ${votes.targetId}
        where (${questions.authorId} = ${users.id} and not ${questions.isAnonymous} and ${live(questions)})
           or (${answers.authorId} = ${users.id} and not ${answers.isAnonymous} and ${live(answers)})
      ), 0)`,
    })
    .where(inArray(users.id, ids.userIds));
}
