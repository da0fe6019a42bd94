/** Response shapes of the conversations feature (docs/api.md: Conversation, Message). */
import type { MessageRow } from '../../db/schema/index';
import { presentAuthor, type AuthorFields } from '../../shared/presenters';
import type { ConversationListRow } from './queries';

/** A conversation in the list: the other participants, the last message and the unread count. */
export function presentConversation(c: ConversationListRow) {
  return {
    id: c.id,
    isGroup: c.isGroup,
    participants: c.participants.map(presentAuthor),
    lastMessage: c.lastMessage
      ? { body: c.lastMessage.body, createdAt: c.lastMessage.createdAt.toISOString(), senderId: c.lastMessage.senderId }
      : null,
    unreadCount: c.unreadCount,
  };
}

/** A message with its sender as an Author. */
export function presentMessage(m: MessageRow, sender: AuthorFields) {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    sender: presentAuthor(sender),
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  };
}
