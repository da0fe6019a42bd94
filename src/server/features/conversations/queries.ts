/**
 * Database access for conversations and messages. A direct conversation between two people
 * is unique through `conversations.direct_key` = "<smaller id>:<larger id>".
 */
import { currentAgeBand, isUnder18 } from '../../shared/age';
import type { AgeBand } from '../../../common/constants';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { checkForCrisis } from '../../shared/crisis-check';
import { hasCrisisLanguage } from '../../../common/safety/crisis-match';
import { conversationParticipants, conversations, messages, users, type MessageRow } from '../../db/schema/index';
import { authorColumns, type AuthorFields } from '../../shared/presenters';
import { descNullsLast, splitPage } from '../../shared/cursor';
import type { ConversationStartSubject, RowPolicy } from '../../auth/policy';
import { blockedByNameSql, blocksWith, hasBlockedSql } from '../../shared/restrictions';
import { getSettings } from '../../shared/settings';
import { addHours, isAfter } from 'date-fns';
import { notFound } from '../../errors';
import { announceDeletion, softDelete } from '../../shared/removal';
import { isLive, loadTargets, targetKey } from '../../shared/targets';
import { emitEvent } from '../../events/outbox';
import { insertMessage, listMessages, markReadUpTo, type MessageWithSender } from '../../shared/messages';
import { announceSafetyChange, escalateSafetyReply } from '../../shared/safety-replies';
import { directKey, findOrCreateDirectConversation } from '../../shared/conversations';
import { isDeletedRow, live, liveAs } from '../../shared/live';

/**
 * The ids of a conversation's participants.
 * @returns an empty list when the conversation does not exist
 */
export async function findParticipantIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

export type ConversationListRow = {
  id: number;
  isGroup: boolean;
  lastMessage: { body: string; createdAt: Date; senderId: number } | null;
  unreadCount: number;
  participants: AuthorFields[];
  /** A block between the person and the other participant closes the conversation. */
  closed: boolean;
};

/**
 * Whether a direct conversation is closed for a participant: the policy would not let them
 * reach the other person any more ('conversation:start' for an existing conversation, which
 * only blocks can refuse).
 * @param policy the participant's row policy; other the other participant's id and role; blocks between them
 */
function isClosedFor(
  policy: RowPolicy,
  other: { id: number; role: AuthorFields['role'] },
  blocks: { blockedByThem: boolean; blockedThem: boolean },
) {
  return !policy.allows('conversation:start', { userId: other.id, theirRole: other.role, existing: true, ...blocks });
}

/**
 * A person's conversations, most recent activity first (last message, else creation), each
 * with its last message, the number of messages from others after the person's lastReadAt,
 * and the other participants. Two queries in all, whatever the number of conversations.
 * @param db database or transaction
 * @param policy the row policy of the person whose conversations to list (`closed` is decided
 *   for them: 'conversation:start')
 */
export async function listConversations(db: Db, policy: RowPolicy): Promise<ConversationListRow[]> {
  const userId = policy.actor.id;
  const last = db
    .select({ body: messages.body, createdAt: messages.createdAt, senderId: messages.senderId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), live(messages)))
    .orderBy(descNullsLast(messages.id))
    .limit(1)
    .as('last_message');

  const unread = sql<number>`(
    select count(*)::int from ${messages} as unread
    where unread.conversation_id = ${conversations.id}
      and unread.created_at > ${conversationParticipants.lastReadAt}
      and unread.sender_id <> ${userId}
      and ${liveAs('unread')}
  )`;

  const rows = await db
    .select({
      id: conversations.id,
      isGroup: conversations.isGroup,
      lastBody: last.body,
      lastCreatedAt: last.createdAt,
      lastSenderId: last.senderId,
      unreadCount: unread,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .leftJoinLateral(last, sql`true`)
    .where(eq(conversationParticipants.userId, userId))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id));
  if (rows.length === 0) return [];

  const others = await db
    .select({ conversationId: conversationParticipants.conversationId, ...authorColumns })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        inArray(
          conversationParticipants.conversationId,
          rows.map((r) => r.id),
        ),
        ne(conversationParticipants.userId, userId),
      ),
    )
    .orderBy(asc(conversationParticipants.joinedAt), asc(users.id));
  const byConversation = new Map<number, AuthorFields[]>();
  for (const { conversationId, ...author } of others) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(author);
    byConversation.set(conversationId, list);
  }
  const blocks = await blocksWith(db, { actorId: userId, otherIds: [...new Set(others.map((o) => o.id))] });

  return rows.map((r) => ({
    id: r.id,
    isGroup: r.isGroup,
    lastMessage:
      r.lastBody !== null && r.lastCreatedAt !== null && r.lastSenderId !== null
        ? { body: r.lastBody, createdAt: toDate(r.lastCreatedAt), senderId: r.lastSenderId }
        : null,
    unreadCount: Number(r.unreadCount),
    participants: byConversation.get(r.id) ?? [],
    closed:
      !r.isGroup &&
      (byConversation.get(r.id) ?? []).some((other) =>
        isClosedFor(policy, other, blocks.get(other.id) ?? { blockedByThem: false, blockedThem: false }),
      ),
  }));
}

/** Values read through a subquery may arrive as strings on some drivers; normalise to Date. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Messages per page of a conversation: the newest 50 before the cursor. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * What the policy needs to decide whether a member may start (or reopen) a direct conversation
 * with someone (rule 'conversation:start'): blocks either way, the
 * other person's role and allowDirectMessages setting, whether the conversation exists already,
 * until when the member's account counts as new, and whether either is under 18.
 * @param params.actor the signed-in member (their createdAt); otherUserId; newAccountHours (config)
 * @returns the rule's subject
 */
export async function conversationStartSubject(
  db: Db,
  params: {
    actor: { id: number; createdAt: Date; ageBand: AgeBand | null; ageBandChangesAt: Date | null };
    otherUserId: number;
    newAccountHours: number;
  },
): Promise<ConversationStartSubject> {
  const { actor, otherUserId } = params;
  if (actor.id === otherUserId) return { userId: otherUserId };
  const [blocks, settings, [other], [existing]] = await Promise.all([
    blocksWith(db, { actorId: actor.id, otherIds: [otherUserId] }),
    getSettings(db, otherUserId),
    db
      .select({ role: users.role, ageBand: users.ageBand, ageBandChangesAt: users.ageBandChangesAt })
      .from(users)
      .where(eq(users.id, otherUserId)),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.directKey, directKey(actor.id, otherUserId))),
  ]);
  const readyAt = addHours(actor.createdAt, params.newAccountHours);
  return {
    userId: otherUserId,
    ...blocks.get(otherUserId)!,
    theirRole: other?.role,
    acceptsMessages: settings.allowDirectMessages === 'everyone',
    newMemberUntil: isAfter(readyAt, new Date()) ? readyAt : null,
    existing: Boolean(existing),
    actorUnder18: isUnder18(currentAgeBand(actor)),
    theyUnder18: !!other && isUnder18(currentAgeBand(other)),
  };
}

/**
 * Starts (or reopens) the direct conversation between the caller and another person, in one
 * transaction. The caller has been authorized ('conversation:start').
 * @param params.userId the caller; params.otherUserId the person they write to
 * @returns the conversation id
 * @throws AppError 404 'User was not found' when the other account is missing or closed
 */
export async function startDirectConversation(db: Db, params: { userId: number; otherUserId: number }): Promise<number> {
  if (!(await isLive(db, 'user', params.otherUserId))) throw notFound('User');
  return db.transaction((tx) => findOrCreateDirectConversation(tx, params));
}

/**
 * Loads a conversation's participants and asks the policy whether the actor may read or
 * write it; to anyone else the conversation answers 404, as if it did not exist.
 * @returns the participant ids
 * @throws AppError 404 'Conversation was not found'
 */
async function participantsOrNotFound(
  db: Db,
  policy: RowPolicy,
  conversationId: number,
  action: 'conversation:read' | 'conversation:write',
): Promise<number[]> {
  const participantIds = await findParticipantIds(db, conversationId);
  if (!policy.allows(action, { participantIds })) throw notFound('Conversation');
  return participantIds;
}

/**
 * One page of a conversation for a participant, in one transaction. The newest page marks
 * the conversation read up to its newest message (and tells the reader's other tabs with
 * `conversation.read`); older pages come after it, so there is nothing newer to mark.
 * @param params.policy the reader's row policy; conversationId; before an id cursor or undefined
 * @returns rows newest first (at most MESSAGE_PAGE_SIZE) and the cursor to older messages
 * @throws AppError 404 'Conversation was not found' when missing or the reader is not in it
 */
export async function readConversationPage(
  db: Db,
  params: { policy: RowPolicy; conversationId: number; before?: number },
): Promise<{ items: MessageWithSender[]; nextCursor: string | null }> {
  const { policy, conversationId, before } = params;
  const reader = policy.actor;
  return db.transaction(async (tx) => {
    await participantsOrNotFound(tx, policy, conversationId, 'conversation:read');
    const rows = await listMessages(tx, { conversationId, before, limit: MESSAGE_PAGE_SIZE });
    const newest = rows[0];
    if (!before && newest && (await markReadUpTo(tx, { conversationId, userId: reader.id, messageId: newest.message.id }))) {
      await emitEvent(tx, { type: 'conversation.read', userId: reader.id, payload: { conversationId } });
    }
    return splitPage(rows, MESSAGE_PAGE_SIZE, (r) => r.message.id);
  });
}

/**
 * Sends a message as a participant: the checks, then one statement that writes the message with
 * a `message.created` event for every participant (insertMessage), or a transaction when the
 * crisis check must file a report with it, or when it replies to MindSpace Safety Team (the
 * moderators are brought in: escalateSafetyReply).
 * @param params.policy the sender's row policy; conversationId; body (validated)
 * @returns the new message row, and whether the sender should be offered crisis support
 * @throws AppError 404 'Conversation was not found' when missing or the sender is not in it;
 *   403 when a block closed it or the other person closed their account ('message:send'); nothing is written then
 */
export async function sendMessage(
  db: Db,
  params: { policy: RowPolicy; conversationId: number; body: string },
): Promise<{ message: MessageRow; crisisSupport: boolean }> {
  const { policy, conversationId, body } = params;
  const sender = policy.actor;
  // The checks read first, in one statement: the participants, each one's role and
  // whether their account is closed, and the blocks either way between each and the sender (as
  // blocksWith reads them); nothing is written when the policy refuses.
  const participants = await db
    .select({
      id: conversationParticipants.userId,
      role: users.role,
      deletedAt: users.deletedAt,
      blockedByThem: hasBlockedSql(conversationParticipants.userId, sender.id),
      blockedThem: blockedByNameSql(sender.id, conversationParticipants.userId),
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, conversationId));
  const participantIds = participants.map((p) => p.id);
  if (!policy.allows('conversation:write', { participantIds })) throw notFound('Conversation');
  const others = participants.filter((p) => p.id !== sender.id);
  policy.require('message:send', { closed: others.some((o) => isDeletedRow(o) || isClosedFor(policy, o, o)) });
  const write = { conversationId, senderId: sender.id, body, participantIds };
  // A reply to MindSpace Safety Team reaches the moderators: with it, in one
  // transaction, their card becomes urgent (or opens) and staff are told. That covers the
  // crisis check's card too; the sender is still offered support when the words suggest risk.
  if (others.some((o) => o.role === 'system')) {
    return db.transaction(async (tx) => {
      const message = await insertMessage(tx, write);
      await escalateSafetyReply(tx, { memberId: sender.id, conversationId, messageId: message.id });
      await announceSafetyChange(tx, conversationId);
      return { message, crisisSupport: hasCrisisLanguage(body) };
    });
  }
  // The write is one statement with its events: atomic on its own, and the ordering lock is held
  // only inside its commit. Words suggesting the sender may be at risk add
  // MindSpace Safety's report, which must commit with the message: a transaction then.
  if (!hasCrisisLanguage(body)) return { message: await insertMessage(db, write), crisisSupport: false };
  return db.transaction(async (tx) => {
    const message = await insertMessage(tx, write);
    return { message, crisisSupport: await checkForCrisis(tx, { type: 'message', id: message.id }, body) };
  });
}

/**
 * Deletes a message its sender takes back, in one transaction: the row is marked deleted and
 * its body erased from the database, and every participant's open screen is
 * told (`content.deleted`). Unread counts and the conversation list skip deleted messages.
 * @param params.policy the row policy of the person deleting; params.messageId the message
 * @throws AppError 404 'Message was not found' when it is missing, already deleted, or in a
 *   conversation the person is not part of; 403 when they are in it but did not send it
 */
export async function deleteOwnMessage(db: Db, params: { policy: RowPolicy; messageId: number }): Promise<void> {
  const { policy, messageId } = params;
  await db.transaction(async (tx) => {
    const target = (await loadTargets(tx, [{ type: 'message', id: messageId }])).get(targetKey('message', messageId));
    if (!target?.live || target.conversationId === null) throw notFound('Message');
    // Someone else's private conversation answers as if the message did not exist.
    await participantsOrNotFound(tx, policy, target.conversationId, 'conversation:read').catch(() => {
      throw notFound('Message');
    });
    policy.require('message:deleteOwn', { senderId: target.author.id });
    if (!(await softDelete(tx, 'message', messageId, { eraseBody: true }))) throw notFound('Message');
    await announceDeletion(tx, target);
  });
}
