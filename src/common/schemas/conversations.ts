/** Wire schemas of direct messages (docs/api.md "Conversation", "Message"). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { ZAuthor, zPage, zText } from './common';

export const ZSendMessage = z.object({ body: zText('validation.field.message', LIMITS.message) });

/** The id of the direct conversation started or reopened. */
export const ZConversationRef = z.object({ id: z.number() });

export const ZConversation = z.object({
  id: z.number(),
  isGroup: z.boolean(),
  /** The other people, not you. */
  participants: z.array(ZAuthor),
  lastMessage: z.object({ body: z.string(), createdAt: z.string(), senderId: z.number() }).nullable(),
  unreadCount: z.number(),
  /** True when a block between you and the other person closed it: nobody can send here. */
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

/**
 * A MindSpace Safety Team conversation as moderators see it (GET
 * /api/moderation/safety-conversations): the member, the last message, and how
 * many of the member's replies no one in the team has read yet.
 */
export const ZSafetyConversation = z.object({
  id: z.number(),
  /** The member the team is talking with; `closed` when they closed their account (nobody can answer then). */
  member: ZAuthor.extend({ closed: z.boolean() }),
  lastMessage: z.object({ body: z.string(), createdAt: z.string(), fromTeam: z.boolean() }).nullable(),
  /** The member's replies after the team last read the conversation. */
  unreadCount: z.number(),
  /** The last message's time, or the conversation's creation (ISO). */
  lastActivityAt: z.string(),
});
export type TSafetyConversation = z.infer<typeof ZSafetyConversation>;
/** Newest activity first; `unreadTotal` counts unread replies across every Safety Team conversation. */
export const ZSafetyConversationPage = zPage(ZSafetyConversation).extend({ unreadTotal: z.number() });
export type TSafetyConversationPage = z.infer<typeof ZSafetyConversationPage>;

/**
 * A message of a Safety Team conversation as moderators see it: `fromTeam` for the team's words,
 * with `answeredBy`, the moderator who wrote it (null for a check-in's own text); the member
 * never receives `answeredBy`.
 */
export const ZSafetyMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  fromTeam: z.boolean(),
  answeredBy: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
  isDeleted: z.boolean(),
});
export type TSafetyMessage = z.infer<typeof ZSafetyMessage>;
/** Oldest first within the page; `nextCursor` leads to older messages. */
export const ZSafetyMessagePage = zPage(ZSafetyMessage).extend({ member: ZSafetyConversation.shape.member });
export type TSafetyMessagePage = z.infer<typeof ZSafetyMessagePage>;
