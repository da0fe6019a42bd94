/**
 * Test-only factories for content that tests need. Questions,
 * answers, comments and messages are written straight into the database so these tests do
 * not depend on the features that create them. Counters are kept as the real writers keep them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { slugify } from '../features/topics/queries';
import { createSession, SESSION_COOKIE } from '../auth/session';
import {
  answers,
  comments,
  conversationParticipants,
  conversations,
  messages,
  notifications,
  questions,
  questionTopics,
  reports,
  topics,
  users,
  votes,
  type UserRow,
} from '../db/schema/index';
import { isLiveRow } from '../shared/live';

let seq = 0;

/**
 * Creates a member with a session, on any database (the harness's `createUser` is this on the
 * test database).
 * @param fields user columns; firstName 'Member N', lastName 'Person' and a unique email by default
 * @returns the user row as stored after sign-in, and `cookie`, the `cookie` header value of the session
 */
export async function makeMember(db: Db, fields: Partial<typeof users.$inferInsert> = {}): Promise<UserRow & { cookie: string }> {
  const n = ++seq;
  const [row] = await db
    .insert(users)
    .values({ firstName: `Member${n}`, lastName: 'Person', email: `member${n}.${process.pid}@example.org`, ...fields })
    .returning();
  const token = await createSession(db, row.id);
  const [fresh] = await db.select().from(users).where(eq(users.id, row.id));
  return { ...fresh, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * Creates a topic with the slug the app would give it.
 * @param name the topic's name (default 'Topic N')
 * @param slug its slug (default: the app's slug of the name)
 * @returns the topic row
 */
export async function makeTopic(db: Db, name = `Topic ${++seq}`, slug = slugify(name)) {
  const [row] = await db.insert(topics).values({ name, slug }).returning();
  return row;
}

/**
 * Files a report as it stands in the queue (no notification, no crisis check).
 * @param fields the report's columns; reporterId, targetType, targetId and reason are needed
 *   (targetType defaults to 'question', reason to 'spam')
 * @returns the report row
 */
export async function makeReport(db: Db, fields: Partial<typeof reports.$inferInsert> & { reporterId: number | null; targetId: number }) {
  const [row] = await db
    .insert(reports)
    .values({ targetType: 'question', reason: 'spam', ...fields })
    .returning();
  return row;
}

/**
 * Creates many answers to one question in a few statements (250 rows each) and bumps the
 * question's answer_count by the number of answers not deleted.
 * @param rows each `{ authorId, content, isAnonymous?, createdAt?, deletedAt? }`, in insertion order
 * @returns the answer rows, in the order given
 */
export async function makeAnswers(
  db: Db,
  questionId: number,
  rows: { authorId: number; content: string; isAnonymous?: boolean; createdAt?: Date; deletedAt?: Date | null }[],
) {
  const out: (typeof answers.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += 250) {
    out.push(
      ...(await db
        .insert(answers)
        .values(rows.slice(i, i + 250).map((r) => ({ questionId, ...r })))
        .returning()),
    );
  }
  const live = out.filter((a) => isLiveRow(a)).length;
  await db
    .update(questions)
    .set({ answerCount: sql`${questions.answerCount} + ${live}` })
    .where(eq(questions.id, questionId));
  return out;
}

/**
 * Creates many comments on one answer in one statement and bumps its comment_count.
 * @param rows each `{ authorId, content, createdAt? }`, in insertion order
 * @returns the comment rows, in the order given
 */
export async function makeComments(db: Db, answerId: number, rows: { authorId: number; content: string; createdAt?: Date }[]) {
  const out = await db
    .insert(comments)
    .values(rows.map((r) => ({ answerId, ...r })))
    .returning();
  await db
    .update(answers)
    .set({ commentCount: sql`${answers.commentCount} + ${out.length}` })
    .where(eq(answers.id, answerId));
  return out;
}

/**
 * Creates a question in the given topics and, unless it is deleted, bumps their questions_count.
 * @param fields title, content, isAnonymous, topicIds, deletedAt (a removed question)
 * @returns the question row
 */
export async function makeQuestion(
  db: Db,
  authorId: number,
  fields: { title?: string; content?: string; isAnonymous?: boolean; topicIds?: number[]; deletedAt?: Date | null } = {},
) {
  const [row] = await db
    .insert(questions)
    .values({
      authorId,
      title: fields.title ?? `Question ${++seq}`,
      content: fields.content ?? 'Some details',
      isAnonymous: fields.isAnonymous ?? false,
      deletedAt: fields.deletedAt ?? null,
    })
    .returning();
  for (const topicId of fields.topicIds ?? []) {
    await db.insert(questionTopics).values({ questionId: row.id, topicId });
    if (isLiveRow(row))
      await db
        .update(topics)
        .set({ questionsCount: sql`${topics.questionsCount} + 1` })
        .where(eq(topics.id, topicId));
  }
  return row;
}

/**
 * Creates an answer and, unless it is deleted, bumps its question's answer_count.
 * @param fields content, isAnonymous, deletedAt (a removed answer)
 * @returns the answer row
 */
export async function makeAnswer(
  db: Db,
  authorId: number,
  questionId: number,
  fields: { content?: string; isAnonymous?: boolean; deletedAt?: Date | null } = {},
) {
  const [row] = await db
    .insert(answers)
    .values({
      authorId,
      questionId,
      content: fields.content ?? `Answer ${++seq}`,
      isAnonymous: fields.isAnonymous ?? false,
      deletedAt: fields.deletedAt ?? null,
    })
    .returning();
  if (isLiveRow(row))
    await db
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, questionId));
  return row;
}

/** Creates a comment and bumps its answer's comment_count. */
export async function makeComment(db: Db, authorId: number, answerId: number, content = `Comment ${++seq}`) {
  const [row] = await db.insert(comments).values({ authorId, answerId, content }).returning();
  await db
    .update(answers)
    .set({ commentCount: sql`${answers.commentCount} + 1` })
    .where(eq(answers.id, answerId));
  return row;
}

/** Creates a direct conversation between two people and one message from the first. */
export async function makeMessage(db: Db, senderId: number, recipientId: number, body = `Message ${++seq}`) {
  const [conversation] = await db
    .insert(conversations)
    .values({ directKey: `${Math.min(senderId, recipientId)}:${Math.max(senderId, recipientId)}:${++seq}` })
    .returning();
  await db.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: senderId },
    { conversationId: conversation.id, userId: recipientId },
  ]);
  const [row] = await db.insert(messages).values({ conversationId: conversation.id, senderId, body }).returning();
  return row;
}

/**
 * Records a vote row as it stands after voting (counters and reputation untouched: the tests that
 * use it read `myVote`, not the counts).
 * @param vote `{ targetType, targetId, voteType }`
 * @returns the vote row
 */
export async function makeVote(
  db: Db,
  userId: number,
  vote: { targetType: 'question' | 'answer'; targetId: number; voteType: 'upvote' | 'downvote' },
) {
  const [row] = await db
    .insert(votes)
    .values({ userId, ...vote })
    .returning();
  return row;
}

/**
 * Creates notifications for one person in one statement (so they share a creation time), in the
 * order given.
 * @param items each `{ type?, content?, link?, isRead?, createdAt? }`; type defaults to 'answer', link to null,
 *   isRead to false, createdAt to the statement's time
 * @returns the notification rows, in the order given
 */
export async function makeNotifications(
  db: Db,
  userId: number,
  items: { type?: string; content?: string; link?: string | null; isRead?: boolean; createdAt?: Date }[],
) {
  return db
    .insert(notifications)
    .values(
      items.map((n) => ({
        userId,
        type: n.type ?? 'answer',
        content: n.content ?? `Notification ${++seq}`,
        link: n.link ?? null,
        isRead: n.isRead ?? false,
        ...(n.createdAt ? { createdAt: n.createdAt } : {}),
      })),
    )
    .returning();
}

/**
 * Adds messages to an existing conversation in one statement, in the order given.
 * @param items each `{ senderId, body }`
 * @returns the message rows, in the order given
 */
export async function makeMessagesIn(db: Db, conversationId: number, items: { senderId: number; body: string }[]) {
  return db
    .insert(messages)
    .values(items.map((m) => ({ conversationId, ...m })))
    .returning();
}
