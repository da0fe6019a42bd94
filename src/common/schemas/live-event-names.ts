/**
 * The name of every live event, apart from its payload's schema (live-events.ts): the web's stream
 * listens to these names from the first page, and reads the payloads through the schema only once
 * an event arrives, so neither zod nor the union is in a member's first download.
 */
export const LIVE_EVENT_TYPES = [
  'notification.created',
  'notification.read',
  'message.created',
  'conversation.read',
  'question.created',
  'answer.created',
  'comment.created',
  'vote.changed',
  'content.edited',
  'content.deleted',
  'content.hidden',
  'content.restored',
  'role.changed',
  'safety.changed',
  'queue.changed',
  'appeals.changed',
  'account.suspended',
  'stream.reset',
  'session.ended',
  'account.closed',
  'profile.changed',
  'reader.changed',
  'follows.changed',
  'topic.changed',
  'ranks.refreshed',
] as const;

/** A live event's name. */
export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];
