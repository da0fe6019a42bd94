/**
 * Writing a message, shared by members' direct messages and MindSpace Safety Team's words
 * (check-ins, and moderators answering as the team).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { conversationParticipants, conversations, messages, users, type MessageRow } from '../db/schema/index';
import { insertEventsSql, noteWrittenEvents, notifySql, writtenEventsSql, type WrittenEvent } from '../events/outbox';
import { authorColumns, type AuthorFields } from './presenters';
import { descNullsLast } from './cursor';
import { execute } from '../db/execute';

/** Values read through a raw statement may arrive as strings on some drivers; normalise to Date. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Writes a message with everything that goes with it, in one statement (one round trip, and its
 * own transaction when `db` is not one): the message row; the conversation's last activity and
 * the sender's read marker (at the statement's now(), the message's own creation time); and a
 * `message.created` event for each participant, ids in the given order, with its NOTIFY.
 * @param db database or transaction
 * @param params `conversationId`, `senderId`, `body` (already trimmed and length-checked),
 *   `participantIds` everyone to tell (the sender included: their other tabs)
 * @returns the new message row
 */
export async function insertMessage(
  db: Db,
  params: { conversationId: number; senderId: number; body: string; participantIds: number[] },
): Promise<MessageRow> {
  const { conversationId, senderId, body, participantIds } = params;
  const told = sql.join(
    participantIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await execute<{
    id: number;
    conversation_id: number;
    sender_id: number;
    body: string;
    created_at: Date | string;
    deleted_at: null;
    events: WrittenEvent[];
  }>(
    db,
    sql`
    with m as (
      insert into ${messages} (conversation_id, sender_id, body, created_at)
      values (${conversationId}, ${senderId}, ${body}, now())
      returning id, conversation_id, sender_id, body, created_at, deleted_at
    ),
    last_activity as (
      update ${conversations} set last_message_at = now() where id = ${conversationId}
    ),
    sender_read as (
      update ${conversationParticipants} set last_read_at = greatest(last_read_at, now())
      where conversation_id = ${conversationId} and user_id = ${senderId}
    ),
    e as (${insertEventsSql(sql`
      select 'message.created', p.user_id, null, jsonb_build_object('conversationId', m.conversation_id, 'messageId', m.id)
      from m cross join unnest(array[${told}]) with ordinality as p(user_id, n)
      order by p.n`)}),
    notified as (${notifySql(sql`e`)})
    select m.id, m.conversation_id, m.sender_id, m.body, m.created_at, m.deleted_at, ${writtenEventsSql(sql`e`)} as events,
      (select count(*) from notified) as notified
    from m`,
  );
  const [row] = result;
  const messageId = Number(row.id);
  noteWrittenEvents(row.events);
  return {
    id: messageId,
    conversationId: Number(row.conversation_id),
    senderId: Number(row.sender_id),
    body: row.body,
    createdAt: toDate(row.created_at),
    deletedAt: null,
  };
}

export type MessageWithSender = { message: MessageRow; sender: AuthorFields };

/**
 * One page of a conversation's messages: the `limit` newest before the cursor (plus one to
 * know whether older ones exist), newest first. Deleted messages keep their place (the
 * presenter shows them without a body: 'This message was deleted').
 * @param db database or transaction
 * @param params `conversationId`; `before` a message id cursor (exclusive) or undefined for
 *   the newest page; `limit` page size
 */
export async function listMessages(
  db: Db,
  params: { conversationId: number; before?: number; limit: number },
): Promise<MessageWithSender[]> {
  return db
    .select({ message: messages, sender: authorColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, params.conversationId), params.before ? lt(messages.id, params.before) : undefined))
    .orderBy(descNullsLast(messages.id))
    .limit(params.limit + 1);
}

/**
 * Moves a participant's read marker forward to the creation time of a message (never
 * backward). The time is copied inside the database, keeping its microseconds: a JavaScript
 * Date would round it down and the message would still count as unread.
 * @param db database or transaction
 * @param params `conversationId`, `userId`, `messageId` the newest message the person has seen
 * @returns true when the marker moved
 */
export async function markReadUpTo(db: Db, params: { conversationId: number; userId: number; messageId: number }): Promise<boolean> {
  const seenAt = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${params.messageId})`;
  const rows = await db
    .update(conversationParticipants)
    .set({ lastReadAt: seenAt })
    .where(
      and(
        eq(conversationParticipants.conversationId, params.conversationId),
        eq(conversationParticipants.userId, params.userId),
        lt(conversationParticipants.lastReadAt, seenAt),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  return rows.length > 0;
}
