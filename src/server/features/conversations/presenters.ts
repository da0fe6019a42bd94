/** Response shapes of the conversations feature (docs/api.md: Conversation, Message). */
import type { MessageRow } from '../../db/schema/index';
import { messageAbilities, type Actor } from '../../auth/policy';
import { presentAuthor, type AuthorFields } from '../../shared/presenters';
import type { TConversation, TMessage } from '../../../common/schemas/index';
import type { ConversationListRow } from './queries';
import { isDeletedRow } from '../../shared/live';

/**
 * A conversation in the list: the other participants, the last message and the unread count.
 * @param c a row from listConversations
 */
export function presentConversation(c: ConversationListRow): TConversation {
  return {
    id: c.id,
    isGroup: c.isGroup,
    participants: c.participants.map(presentAuthor),
    lastMessage: c.lastMessage
      ? { body: c.lastMessage.body, createdAt: c.lastMessage.createdAt.toISOString(), senderId: c.lastMessage.senderId }
      : null,
    unreadCount: c.unreadCount,
    closed: c.closed,
  };
}

/**
 * A message with its sender as an Author. A deleted message keeps its place with an empty
 * body and `isDeleted` (both sides read 'This message was deleted').
 * @param m the message row; sender the sender's author columns; viewer who is reading
 */
export function presentMessage(m: MessageRow, sender: AuthorFields, viewer: Actor): TMessage {
  const isDeleted = isDeletedRow(m);
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    sender: presentAuthor(sender),
    body: isDeleted ? '' : m.body,
    createdAt: m.createdAt.toISOString(),
    isDeleted,
    abilities: messageAbilities(viewer, { senderId: m.senderId, isDeleted }),
  };
}
