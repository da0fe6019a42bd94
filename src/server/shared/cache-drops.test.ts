/**
 * The per-instance caches' invalidation, generated from the one table (shared/cache-drops.ts
 * CACHE_DROPS): for every live event name of the common union, its row must exist, and its
 * event, written through the real outbox and delivered by the real bus (as another instance's
 * write arrives), must drop every read-cache entry the row names and the addressee's cached
 * sessions, and leave an unrelated entry alone. A new event without a row fails here, and a new
 * cache belongs in the table (and so in these tests) to be dropped at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { eventually, settle } from '../test/eventually';
import { emitEvent, type EventInput } from '../events/outbox';
import { LIVE_EVENT_TYPES, type TLiveEventType } from '../../common/schemas/live-events';
import { CACHE_DROPS, dropsFor } from './cache-drops';

let ctx: TestContext;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '16', SESSION_CACHE_SECONDS: '60' });
  member = await ctx.createUser();
});
afterAll(async () => {
  await ctx?.close();
});

const q = 41;
const change = { targetId: q, questionId: q };

/** One event of each name, addressed as its emitters address it (the member, or a channel). */
const sample = (type: TLiveEventType, userId: number): EventInput => {
  const samples: { [T in TLiveEventType]: EventInput & { type: T } } = {
    'notification.created': {
      type: 'notification.created',
      userId,
      payload: { id: 1, link: null, isRead: false, createdAt: new Date().toISOString() },
    },
    'notification.read': { type: 'notification.read', userId, payload: { all: true } },
    'message.created': { type: 'message.created', userId, payload: { conversationId: 1, messageId: 1 } },
    'conversation.read': { type: 'conversation.read', userId, payload: { conversationId: 1 } },
    'question.created': { type: 'question.created', channel: 'questions', payload: { questionId: q, topicIds: [3] } },
    'answer.created': { type: 'answer.created', channel: `question:${q}`, payload: { questionId: q, answerId: 5 } },
    'comment.created': { type: 'comment.created', channel: `question:${q}`, payload: { questionId: q, answerId: 5, commentId: 6 } },
    'vote.changed': {
      type: 'vote.changed',
      channel: `question:${q}`,
      payload: { questionId: q, targetType: 'question', targetId: q, upvotes: 1, downvotes: 0 },
    },
    'content.edited': { type: 'content.edited', channel: `question:${q}`, payload: { targetType: 'question', ...change } },
    'content.deleted': { type: 'content.deleted', channel: `question:${q}`, payload: { targetType: 'answer', targetId: 5, questionId: q } },
    'content.hidden': { type: 'content.hidden', channel: `question:${q}`, payload: { targetType: 'question', ...change } },
    'content.restored': { type: 'content.restored', channel: `question:${q}`, payload: { targetType: 'question', ...change } },
    'role.changed': { type: 'role.changed', userId, payload: { role: 'moderator' } },
    'safety.changed': { type: 'safety.changed', channel: 'staff', payload: { conversationId: 1 } },
    'queue.changed': { type: 'queue.changed', channel: 'staff', payload: { reportId: 1 } },
    'appeals.changed': { type: 'appeals.changed', channel: 'staff', payload: { appealId: 1 } },
    'account.suspended': { type: 'account.suspended', userId, payload: { reason: 'x', endsAt: null } },
    'stream.reset': { type: 'stream.reset', userId, payload: {} },
    'session.ended': { type: 'session.ended', userId, payload: { session: 'x' } },
    'account.closed': { type: 'account.closed', userId, payload: {} },
    'profile.changed': { type: 'profile.changed', userId, payload: {} },
    'reader.changed': { type: 'reader.changed', userId, payload: {} },
    'follows.changed': { type: 'follows.changed', userId, payload: {} },
    'topic.changed': { type: 'topic.changed', channel: 'topics', payload: { topicId: 3 } },
    'ranks.refreshed': { type: 'ranks.refreshed', channel: 'questions', payload: {} },
  };
  return samples[type];
};

describe.each(LIVE_EVENT_TYPES)('what %s drops', (type) => {
  it('has its row in CACHE_DROPS, and drops what the row names on delivery, nothing else', async () => {
    expect(Object.keys(CACHE_DROPS)).toContain(type);
    const event = sample(type, member.id);
    const drops = dropsFor(event);
    const { readCache, sessionCache } = ctx.app;
    await settle(ctx);

    const epoch = readCache.epoch();
    for (const tag of drops.tags) readCache.set(`${type} ${tag}`, { tag }, [tag], 1, epoch);
    readCache.set(`${type} bystander`, {}, ['question:999999'], 1, epoch);
    const session = { sessionId: `${type} session`, user: { id: member.id }, sessionExpiresAt: new Date(Date.now() + 60_000) };
    if (drops.sessionsOf !== null) sessionCache.set(session as never, sessionCache.epoch());
    for (const tag of drops.tags) expect(readCache.get(`${type} ${tag}`)).toBeDefined();

    await ctx.database.db.transaction((tx) => emitEvent(tx, event));
    await eventually(
      async () => drops.tags.filter((tag) => readCache.get(`${type} ${tag}`) !== undefined),
      (left) => left.length === 0,
    );
    await settle(ctx);

    for (const tag of drops.tags) expect(readCache.get(`${type} ${tag}`), tag).toBeUndefined();
    if (drops.sessionsOf !== null) expect(sessionCache.get(session.sessionId)).toBeUndefined();
    expect(readCache.get(`${type} bystander`)).toBeDefined();
  });
});

it('every event addressed to a member drops their entries and, unless its row keeps them, their sessions; the rows add the rest', () => {
  expect(dropsFor(sample('profile.changed', member.id))).toEqual({
    tags: [`user:${member.id}`],
    sessionsOf: member.id,
    endsSessions: false,
  });
  expect(dropsFor(sample('session.ended', member.id)).endsSessions).toBe(true);
  // A follow changes nothing a session holds: the member's Following pages go, their sessions stay.
  expect(dropsFor(sample('follows.changed', member.id))).toEqual({ tags: [`user:${member.id}`], sessionsOf: null, endsSessions: false });
  expect(dropsFor(sample('answer.created', member.id)).tags).toEqual([
    `question:${q}`,
    `thread:${q}`,
    'feed:trending',
    'feed:mostAnswers',
    'feed:unanswered',
  ]);
});
