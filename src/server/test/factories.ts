/**
 * Test-only factories for content that tests need. Questions,
 * answers, comments and messages are written straight into the database so these tests do
 * not depend on the features that create them. Counters are kept as the real writers keep them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  answers,
  comments,
  conversationParticipants,
  conversations,
  messages,
  questions,
  questionTopics,
  topics,
} from '../db/schema/index';

let seq = 0;

/** Creates a topic. */
export async function makeTopic(db: Db, name = `Topic ${++seq}`) {
  const [row] = await db.insert(topics).values({ name, slug: name.toLowerCase().replace(/\W+/g, '-') }).returning();
  return row;
}

/** Creates a question in the given topics and bumps their questions_count. */
export async function makeQuestion(
  db: Db,
  authorId: number,
  fields: { title?: string; content?: string; isAnonymous?: boolean; topicIds?: number[] } = {},
) {
  const [row] = await db
    .insert(questions)
    .values({ authorId, title: fields.title ?? `Question ${++seq}`, content: fields.content ?? 'Some details', isAnonymous: fields.isAnonymous ?? false })
    .returning();
  for (const topicId of fields.topicIds ?? []) {
    await db.insert(questionTopics).values({ questionId: row.id, topicId });
    await db.update(topics).set({ questionsCount: sql`${topics.questionsCount} + 1` }).where(eq(topics.id, topicId));
  }
  return row;
}

/** Creates an answer and bumps its question's answer_count. */
export async function makeAnswer(db: Db, authorId: number, questionId: number, fields: { content?: string; isAnonymous?: boolean } = {}) {
  const [row] = await db
    .insert(answers)
    .values({ authorId, questionId, content: fields.content ?? `Answer ${++seq}`, isAnonymous: fields.isAnonymous ?? false })
    .returning();
  await db.update(questions).set({ answerCount: sql`${questions.answerCount} + 1` }).where(eq(questions.id, questionId));
  return row;
}

/** Creates a comment and bumps its answer's comment_count. */
export async function makeComment(db: Db, authorId: number, answerId: number, content = `Comment ${++seq}`) {
  const [row] = await db.insert(comments).values({ authorId, answerId, content }).returning();
  await db.update(answers).set({ commentCount: sql`${answers.commentCount} + 1` }).where(eq(answers.id, answerId));
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
