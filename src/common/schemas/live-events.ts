/**
 * Live events: every event the server writes to its outbox, by name with its payload. The
 * server's emitters are typed by it (events/outbox.ts `EventInput`) and the web's stream
 * listens to exactly these names and reads the payloads through it (web/lib/live-events.ts).
 * Payloads carry ids and counts only: never a post's or message's words, never the author of
 * an anonymous post. Events the web has no use for (read-cache and stream-ending signals) are
 * delivered to it like any other and ignored.
 */
import { z } from 'zod';
import { ROLES } from '../constants';
import { LIVE_EVENT_TYPES, type TLiveEventType } from './live-event-names';

export { LIVE_EVENT_TYPES, type TLiveEventType };

const id = z.number().int().positive();
const targetType = z.enum(['question', 'answer', 'comment', 'message', 'user']);
/** What changed about one post (content.edited, content.deleted, content.hidden, content.restored). */
const ZContentChange = z.object({
  targetType,
  targetId: id,
  questionId: id.nullish(),
  answerId: id.nullish(),
  conversationId: id.nullish(),
});
const empty = z.object({});

const event = <T extends TLiveEventType, P extends z.ZodType>(type: T, payload: P) => z.object({ type: z.literal(type), payload });

/** Every live event: `{ type, payload }`, one member of the union per event name. */
export const ZLiveEvent = z.discriminatedUnion('type', [
  /**
   * A new notification for its recipient (the bell). No words: the client refetches the list,
   * which the server renders in the reader's language.
   */
  event('notification.created', z.object({ id, link: z.string().nullable(), isRead: z.boolean(), createdAt: z.string() })),
  /** Notifications were marked read: some by id, or all of them. */
  event('notification.read', z.object({ ids: z.array(id).optional(), all: z.literal(true).optional() })),
  /** A new message, to each participant of its conversation. */
  event('message.created', z.object({ conversationId: id, messageId: id })),
  /** The reader read a conversation (their other tabs' unread badges). */
  event('conversation.read', z.object({ conversationId: id })),
  /** A question was asked (channel `questions`). */
  event('question.created', z.object({ questionId: id, topicIds: z.array(id) })),
  /** A new answer, to the question's viewers. */
  event('answer.created', z.object({ questionId: id, answerId: id })),
  /** A new comment, to the question's viewers. */
  event('comment.created', z.object({ questionId: id, answerId: id, commentId: id })),
  /** A vote changed a question's or an answer's counts, to the question's viewers. */
  event(
    'vote.changed',
    z.object({
      questionId: id,
      targetType: z.enum(['question', 'answer']),
      targetId: id,
      upvotes: z.number().int(),
      downvotes: z.number().int(),
    }),
  ),
  event('content.edited', ZContentChange),
  event('content.deleted', ZContentChange),
  event('content.hidden', ZContentChange),
  event('content.restored', ZContentChange),
  /** The member's role changed (abilities follow it). */
  event('role.changed', z.object({ role: z.enum(ROLES) })),
  /** Staff: a MindSpace Safety Team conversation changed. */
  event('safety.changed', z.object({ conversationId: id })),
  /** Staff: the report queue changed (a card claimed, released or settled). */
  event('queue.changed', z.object({ reportId: id.optional(), targetType: targetType.optional(), targetId: id.optional() })),
  /** Staff: an appeal was made or decided. */
  event('appeals.changed', z.object({ appealId: id })),
  /** The member was suspended or banned (`endsAt` null: a ban); their streams end after it. */
  event('account.suspended', z.object({ reason: z.string(), endsAt: z.string().nullable() })),
  /** More was missed than the server can replay: refetch what is shown. Sent by the stream, never stored. */
  event('stream.reset', empty),
  /** One session ended (sign-out); its streams end. */
  event('session.ended', z.object({ session: z.string() })),
  /** The member closed their account; their streams end. */
  event('account.closed', empty),
  /** The member's name, picture or status changed. */
  event('profile.changed', empty),
  /** The member's mutes, blocks, reader filters or votes changed. */
  event('reader.changed', empty),
  /** The member's followed topics or questions changed (a follow, an unfollow, or an answer that made them follow). */
  event('follows.changed', empty),
  /** A topic was renamed or removed (channel `topics`). */
  event('topic.changed', z.object({ topicId: id })),
  /** The periodic trending-rank refresh ran (channel `questions`). */
  event('ranks.refreshed', empty),
]);

/** One live event. */
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
/** The union holds every name of live-event-names.ts and no other (checked by the compiler both ways). */
const sameNames: [TLiveEvent['type']] extends [TLiveEventType] ? ([TLiveEventType] extends [TLiveEvent['type']] ? true : never) : never =
  true;
void sameNames;
/** The payload of the event named `T`. */
export type TLiveEventPayload<T extends TLiveEventType> = Extract<TLiveEvent, { type: T }>['payload'];

/**
 * Reads one event as it arrived.
 * @param type the event's name; payload its parsed JSON
 * @returns the typed event, or null for a name the union does not hold or a payload that does not match it
 */
export function parseLiveEvent(type: string, payload: unknown): TLiveEvent | null {
  const parsed = ZLiveEvent.safeParse({ type, payload });
  return parsed.success ? parsed.data : null;
}
