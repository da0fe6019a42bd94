/**
 * MindSpace Safety Team's conversations, for the moderators: the team's inbox
 * (every conversation a check-in opened, newest activity first, with the member's unread
 * replies), one conversation's messages (reading the newest page marks it read for the whole
 * team), and answering as the team. The member reads every answer from 'MindSpace Safety Team';
 * who wrote it is kept in the moderation log ('safety-answer') and shown to staff only.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { conversationParticipants, moderationLog, users } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../auth/policy';
import { decodeCursor, encodeCursor } from '../../shared/cursor';
import { insertMessage, listMessages, markReadUpTo, type MessageWithSender } from '../../shared/messages';
import { authorColumns, presentAuthor } from '../../shared/presenters';
import { announceSafetyChange } from '../../shared/safety-replies';
import { PAGE_SIZE } from '../../../common/constants';
import type { TSafetyConversationPage, TSafetyMessage, TSafetyMessagePage } from '../../../common/schemas/index';
import { execute } from '../../db/execute';
import { words } from '../../i18n/messages';
import { deletedAs, isDeletedRow, liveAs } from '../../shared/live';

/** The moderation_log action of an answer written as the team. */
export const SAFETY_ANSWER_ACTION = 'safety-answer';
/** Messages per page of a Safety Team conversation. */
const SAFETY_MESSAGE_PAGE_SIZE = 50;

type ConversationRow = {
  id: number;
  activity: string;
  member_id: number;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  status: TSafetyConversationPage['items'][number]['member']['status'];
  role: TSafetyConversationPage['items'][number]['member']['role'];
  closed: boolean;
  unread: number;
  last_body: string | null;
  last_created_at: Date | string | null;
  last_from_team: boolean | null;
};

/**
 * One page of the Safety Team's conversations, newest activity first (the last message, else
 * the conversation's creation), with each member, the last message and the member's replies
 * after the team last read it; and the unread replies across all of them.
 * @param db the database
 * @param cursor the previous page's nextCursor
 * @returns `{ items, nextCursor, unreadTotal }` (PAGE_SIZE per page)
 * @throws AppError 400 for a malformed cursor
 */
export async function listSafetyConversations(db: Db, cursor: string | undefined): Promise<TSafetyConversationPage> {
  const after = cursor ? decodeCursor('safetyConversations', cursor) : null;
  const activity = sql`coalesce(c.last_message_at, c.created_at)`;
  const found = await execute<ConversationRow>(
    db,
    sql`
    select c.id,
      to_char(${activity} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as activity,
      u.id as member_id, u.first_name, u.last_name, u.profile_image_url, u.status, u.role, ${deletedAs('u')} as closed,
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.sender_id = mp.user_id and ${liveAs('m')} and m.created_at > tp.last_read_at) as unread,
      lm.body as last_body, lm.created_at as last_created_at, lm.sender_id = tp.user_id as last_from_team
    from conversation_participants tp
    join users team on team.id = tp.user_id and team.role = 'system'
    join conversations c on c.id = tp.conversation_id
    join conversation_participants mp on mp.conversation_id = c.id and mp.user_id <> tp.user_id
    join users u on u.id = mp.user_id
    left join lateral (
      select m.body, m.created_at, m.sender_id from messages m
      where m.conversation_id = c.id and ${liveAs('m')} order by m.id desc limit 1
    ) lm on true
    where ${after ? sql`(${activity}, c.id) < (${after[0]}::timestamptz, ${after[1]}::int)` : sql`true`}
    order by ${activity} desc, c.id desc
    limit ${PAGE_SIZE + 1}`,
  );
  const page = found.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const total = await execute<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from messages m
    join conversation_participants tp on tp.conversation_id = m.conversation_id
    join users team on team.id = tp.user_id and team.role = 'system'
    where m.sender_id <> tp.user_id and ${liveAs('m')} and m.created_at > tp.last_read_at`,
  );
  return {
    items: page.map((r) => ({
      id: Number(r.id),
      member: {
        ...presentAuthor({
          id: Number(r.member_id),
          firstName: r.first_name,
          lastName: r.last_name,
          profileImageUrl: r.profile_image_url,
          status: r.status,
          role: r.role,
        }),
        closed: r.closed,
      },
      lastMessage:
        r.last_body !== null && r.last_created_at !== null
          ? { body: r.last_body, createdAt: new Date(r.last_created_at).toISOString(), fromTeam: Boolean(r.last_from_team) }
          : null,
      unreadCount: Number(r.unread),
      lastActivityAt: r.activity,
    })),
    nextCursor: found.length > PAGE_SIZE && last ? encodeCursor('safetyConversations', [last.activity, Number(last.id)]) : null,
    unreadTotal: Number(total[0]?.n ?? 0),
  };
}

/**
 * The two sides of a Safety Team conversation.
 * @returns the team's and the member's ids, the member as an author, and whether their account is closed
 * @throws AppError 404 'Conversation was not found' when it is missing or not the Safety Team's
 */
async function safetyParticipants(db: Db, conversationId: number) {
  const rows = await db
    .select({ ...authorColumns, deletedAt: users.deletedAt })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, conversationId));
  const team = rows.find((r) => r.role === 'system');
  const member = rows.find((r) => r.role !== 'system');
  if (!team || !member) throw notFound('Conversation');
  const { deletedAt: _deletedAt, ...author } = member;
  return { teamId: team.id, member: { ...presentAuthor(author), closed: isDeletedRow(member) } };
}

/**
 * Who wrote each of the team's messages given, from the moderation log.
 * @returns message id → `{ id, firstName }` of the moderator (a check-in's text has none)
 */
async function answerers(db: Db, conversationId: number, messageIds: number[]) {
  if (messageIds.length === 0) return new Map<number, { id: number; firstName: string | null }>();
  const rows = await db
    .select({ messageId: sql<number>`(${moderationLog.details} ->> 'messageId')::int`, id: users.id, firstName: users.firstName })
    .from(moderationLog)
    .innerJoin(users, eq(users.id, moderationLog.actorId))
    .where(
      and(
        eq(moderationLog.action, SAFETY_ANSWER_ACTION),
        eq(moderationLog.targetType, 'conversation'),
        eq(moderationLog.targetId, conversationId),
        inArray(sql`(${moderationLog.details} ->> 'messageId')::int`, messageIds),
      ),
    );
  return new Map(rows.map((r) => [Number(r.messageId), { id: r.id, firstName: r.firstName }]));
}

/** A message as staff see it in the team's inbox. */
function presentSafetyMessage(
  r: MessageWithSender,
  teamId: number,
  answeredBy: Map<number, { id: number; firstName: string | null }>,
): TSafetyMessage {
  const isDeleted = isDeletedRow(r.message);
  return {
    id: r.message.id,
    conversationId: r.message.conversationId,
    fromTeam: r.message.senderId === teamId,
    answeredBy: answeredBy.get(r.message.id) ?? null,
    body: isDeleted ? '' : r.message.body,
    createdAt: r.message.createdAt.toISOString(),
    isDeleted,
  };
}

/**
 * One page of a Safety Team conversation for staff, oldest first within the page. The newest
 * page marks the conversation read for the team (every moderator's unread count drops; they are
 * told with `safety.changed`).
 * @param db the database
 * @param params `conversationId`; `cursor` the previous page's nextCursor (older messages)
 * @returns `{ items, nextCursor, member }`
 * @throws AppError 404 when it is not a Safety Team conversation; 400 for a malformed cursor
 */
export async function readSafetyConversation(db: Db, params: { conversationId: number; before?: number }): Promise<TSafetyMessagePage> {
  const { conversationId, before } = params;
  return db.transaction(async (tx) => {
    const { teamId, member } = await safetyParticipants(tx, conversationId);
    const rows = await listMessages(tx, { conversationId, before, limit: SAFETY_MESSAGE_PAGE_SIZE });
    const items = rows.slice(0, SAFETY_MESSAGE_PAGE_SIZE);
    const newest = items[0];
    if (!before && newest && (await markReadUpTo(tx, { conversationId, userId: teamId, messageId: newest.message.id }))) {
      await announceSafetyChange(tx, conversationId);
    }
    const byWhom = await answerers(
      tx,
      conversationId,
      items.filter((r) => r.message.senderId === teamId).map((r) => r.message.id),
    );
    const oldest = items[items.length - 1];
    return {
      items: items.reverse().map((r) => presentSafetyMessage(r, teamId, byWhom)),
      nextCursor: rows.length > SAFETY_MESSAGE_PAGE_SIZE && oldest ? String(oldest.message.id) : null,
      member,
    };
  });
}

/**
 * A moderator answers as MindSpace Safety Team, in one transaction: the message from the team's
 * account (the member's live `message.created`), the team's read marker moved past it, a
 * moderation_log row 'safety-answer' naming the moderator (details: the message), and
 * `safety.changed` to staff.
 * @param db the database
 * @param actor the moderator or admin (the route has checked 'safety:answer')
 * @param params `conversationId`; `body` (validated)
 * @returns the message as staff see it (answeredBy: the actor)
 * @throws AppError 404 when it is not a Safety Team conversation; 409 when the member closed their account
 */
export async function answerSafetyConversation(
  db: Db,
  actor: NonNullable<Actor>,
  params: { conversationId: number; body: string },
): Promise<TSafetyMessage> {
  const { conversationId, body } = params;
  return db.transaction(async (tx) => {
    const { teamId, member } = await safetyParticipants(tx, conversationId);
    if (member.closed) throw conflict(words('error.memberClosed'));
    const message = await insertMessage(tx, { conversationId, senderId: teamId, body, participantIds: [member.id] });
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: SAFETY_ANSWER_ACTION,
      targetType: 'conversation',
      targetId: conversationId,
      reason: null,
      details: { messageId: message.id, memberId: member.id },
    });
    await announceSafetyChange(tx, conversationId);
    const [me] = await tx.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.id, actor.id));
    return presentSafetyMessage(
      { message, sender: { ...member, id: teamId } },
      teamId,
      new Map([[message.id, { id: actor.id, firstName: me?.firstName ?? null }]]),
    );
  });
}
