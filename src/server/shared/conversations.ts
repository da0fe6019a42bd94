/**
 * Direct conversations shared by features that open one (people messaging each other, and
 * MindSpace Safety Team's check-ins). A direct conversation between two people is unique
 * through `conversations.direct_key` = "<smaller id>:<larger id>".
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { conversationParticipants, conversations } from '../db/schema/index';

/** The unique key of the direct conversation between two people, in either order. */
export function directKey(a: number, b: number): string {
  return `${Math.min(a, b)}:${Math.max(a, b)}`;
}

/** The last-read time of a participant who has read nothing yet. */
const NEVER_READ = new Date(0);

/**
 * Returns the direct conversation between two people, creating it with both as participants
 * when there is none. Concurrent calls for the same pair agree: the insert does nothing on a
 * conflicting key, and the row the other request committed is read instead.
 * Run it in a transaction so the conversation and its participants appear together.
 * @param db transaction
 * @param params `userId` the person starting it; `otherUserId` the person they write to
 * @returns the conversation id
 */
export async function findOrCreateDirectConversation(db: Db, params: { userId: number; otherUserId: number }): Promise<number> {
  const key = directKey(params.userId, params.otherUserId);
  const [created] = await db
    .insert(conversations)
    .values({ isGroup: false, directKey: key })
    .onConflictDoNothing({ target: conversations.directKey })
    .returning({ id: conversations.id });
  if (created) {
    // Nobody has read a new conversation yet. The column's default (now(), the transaction's
    // time) would equal the time of a first message written in the same transaction, as a
    // check-in is, and that message would arrive already read, with no unread mark or email.
    await db.insert(conversationParticipants).values([
      { conversationId: created.id, userId: params.userId, lastReadAt: NEVER_READ },
      { conversationId: created.id, userId: params.otherUserId, lastReadAt: NEVER_READ },
    ]);
    return created.id;
  }
  const [existing] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, key)).limit(1);
  return existing.id;
}
