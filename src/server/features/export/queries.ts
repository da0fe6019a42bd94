/**
 * Reading everything of one member for their data export (GET /api/users/me/export).
 * Every query is bound to that member's id: their own profile, settings, lists, posts
 * (anonymous ones included: they are the member's own), messages they sent, votes, follows,
 * reports they filed, feedback, notifications and what staff noted about them (their
 * words and dates, not who wrote them). Nothing here selects the author of someone
 * else's post. One read-only, repeatable-read transaction, so the file is one consistent picture.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  answers,
  comments,
  conversationParticipants,
  feedback,
  messages,
  notifications,
  staffNotes,
  questions,
  questionTopics,
  reports,
  topicFollows,
  questionFollows,
  pushSubscriptions,
  topics,
  users,
  votes,
  type UserRow,
} from '../../db/schema/index';
import { getSettings, type Settings } from '../../shared/settings';
import { listBlocks, listMutes, type RestrictionRecord } from '../../shared/restriction-lists';
import { unauthorized } from '../../errors';
import { isDeletedRow } from '../../shared/live';

/** The rows of one member's export, as loaded (shaped by `presentExport`). */
export type ExportRows = {
  user: UserRow;
  settings: Settings;
  mutes: RestrictionRecord[];
  blocks: RestrictionRecord[];
  follows: { topicId: number; topicName: string; createdAt: Date }[];
  followedQuestions: { questionId: number; createdAt: Date }[];
  /** This member's push subscriptions, without their keys. */
  pushSubscriptions: { endpoint: string; timeZone: string | null; createdAt: Date }[];
  questions: (typeof questions.$inferSelect & { topics: { id: number; name: string }[] })[];
  answers: (typeof answers.$inferSelect)[];
  comments: (typeof comments.$inferSelect & { questionId: number })[];
  messages: (typeof messages.$inferSelect & { to: { id: number; firstName: string | null; lastName: string | null; closed: boolean }[] })[];
  votes: (typeof votes.$inferSelect)[];
  reports: (typeof reports.$inferSelect)[];
  feedback: (typeof feedback.$inferSelect)[];
  notifications: (typeof notifications.$inferSelect)[];
  /** Staff notes about the member: words and date only (never who wrote them). */
  staffNotes: { text: string; createdAt: Date }[];
};

/**
 * Loads one member's data for their export.
 * @param db database
 * @param userId the signed-in member (the only person whose rows are read)
 * @returns the rows, each list oldest first
 * @throws AppError 401 when the account is gone (closed meanwhile)
 */
export async function loadExport(db: Db, userId: number): Promise<ExportRows> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user || isDeletedRow(user)) throw unauthorized();

      const [settings, mutes, blocks] = [await getSettings(tx, userId), await listMutes(tx, userId), await listBlocks(tx, userId)];

      const follows = await tx
        .select({ topicId: topicFollows.topicId, topicName: topics.name, createdAt: topicFollows.createdAt })
        .from(topicFollows)
        .innerJoin(topics, eq(topics.id, topicFollows.topicId))
        .where(eq(topicFollows.userId, userId))
        .orderBy(asc(topicFollows.createdAt), asc(topicFollows.topicId));

      const followedQuestions = await tx
        .select({ questionId: questionFollows.questionId, createdAt: questionFollows.createdAt })
        .from(questionFollows)
        .where(eq(questionFollows.userId, userId))
        .orderBy(asc(questionFollows.createdAt), asc(questionFollows.questionId));

      const devices = await tx
        .select({ endpoint: pushSubscriptions.endpoint, timeZone: pushSubscriptions.timeZone, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));

      const ownQuestions = await tx.select().from(questions).where(eq(questions.authorId, userId)).orderBy(asc(questions.id));
      const questionTopicRows = ownQuestions.length
        ? await tx
            .select({ questionId: questionTopics.questionId, id: topics.id, name: topics.name })
            .from(questionTopics)
            .innerJoin(topics, eq(topics.id, questionTopics.topicId))
            .where(
              inArray(
                questionTopics.questionId,
                ownQuestions.map((q) => q.id),
              ),
            )
            .orderBy(asc(topics.name))
        : [];

      const ownAnswers = await tx.select().from(answers).where(eq(answers.authorId, userId)).orderBy(asc(answers.id));
      const ownComments = await tx
        .select({ comment: comments, questionId: answers.questionId })
        .from(comments)
        .innerJoin(answers, eq(answers.id, comments.answerId))
        .where(eq(comments.authorId, userId))
        .orderBy(asc(comments.id));

      const sent = await tx.select().from(messages).where(eq(messages.senderId, userId)).orderBy(asc(messages.id));
      const conversationIds = [...new Set(sent.map((m) => m.conversationId))];
      const others = conversationIds.length
        ? await tx
            .select({
              conversationId: conversationParticipants.conversationId,
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              deletedAt: users.deletedAt,
            })
            .from(conversationParticipants)
            .innerJoin(users, eq(users.id, conversationParticipants.userId))
            .where(and(inArray(conversationParticipants.conversationId, conversationIds), ne(conversationParticipants.userId, userId)))
            .orderBy(asc(users.id))
        : [];

      return {
        user,
        settings,
        mutes,
        blocks,
        follows,
        followedQuestions,
        pushSubscriptions: devices,
        questions: ownQuestions.map((q) => ({
          ...q,
          topics: questionTopicRows.filter((t) => t.questionId === q.id).map(({ id, name }) => ({ id, name })),
        })),
        answers: ownAnswers,
        comments: ownComments.map((r) => ({ ...r.comment, questionId: r.questionId })),
        messages: sent.map((m) => ({
          ...m,
          to: others
            .filter((o) => o.conversationId === m.conversationId)
            .map((o) => ({ id: o.id, firstName: o.firstName, lastName: o.lastName, closed: isDeletedRow(o) })),
        })),
        votes: await tx.select().from(votes).where(eq(votes.userId, userId)).orderBy(asc(votes.createdAt)),
        reports: await tx.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.id)),
        feedback: await tx.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id)),
        notifications: await tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
        staffNotes: await tx
          .select({ text: staffNotes.text, createdAt: staffNotes.createdAt })
          .from(staffNotes)
          .where(eq(staffNotes.userId, userId))
          .orderBy(asc(staffNotes.id)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
