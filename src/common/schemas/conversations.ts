/** Wire schemas of direct messages (docs/api.md "Conversation", "Message"). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { ZAuthor, zPage, zText } from './common';

export const ZSendMessage = z.object({ body: zText('Message', LIMITS.message) });

/** The id of the direct conversation started or reopened. */
export const ZConversationRef = z.object({ id: z.number() });

export const ZConversation = z.object({
  id: z.number(),
  isGroup: z.boolean(),
  /** The other people, not you. */
  participants: z.array(ZAuthor),
  lastMessage: z.object({ body: z.string(), createdAt: z.string(), senderId: z.number() }).nullable(),
  unreadCount: z.number(),
  /** True when a block between you and the other person closed it: nobody can send here (decision 0024). */
  closed: z.boolean(),
});
export type TConversation = z.infer<typeof ZConversation>;
export const ZConversationList = z.array(ZConversation);

export const ZMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  senderId: z.number(),
  sender: ZAuthor,
  /** Empty once the message was deleted (the web shows 'This message was deleted'). */
  body: z.string(),
  createdAt: z.string(),
  /** Deleted by its sender (or removed by a moderator): the body is gone. */
  isDeleted: z.boolean(),
  /** What the viewer may do with it: `delete` only the sender, while it is not deleted. */
  abilities: z.object({ delete: z.boolean() }),
});
export type TMessage = z.infer<typeof ZMessage>;

/** A page of messages, oldest first within the page; `nextCursor` leads to older messages. */
export const ZMessagePage = zPage(ZMessage);
