import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { events, notifications, reports } from '../db/schema/index';
import { makeTopic } from '../test/factories';
import { CRISIS_REPORT_NOTE } from './crisis-check';

/** The fields of a moderation queue card these tests read. */
type QueueCard = { targetType: string; targetId: number; status: string; priority: string };

let ctx: TestContext;
let writer: TestUser;
let friend: TestUser;
let other: TestUser;
let mod: TestUser;
let topicId: number;
let conversationId: number;

const db = () => ctx.database.db;
const CRISIS = 'I have been feeling so low. Honestly I want to die and I do not know who to tell.';
const NEUTRAL = 'I have been feeling so low. Honestly I want a holiday and I do not know where to go.';

beforeAll(async () => {
  ctx = await createTestContext();
  writer = await ctx.createUser({ firstName: 'Robin', lastName: 'Quill' });
  friend = await ctx.createUser();
  other = await ctx.createUser();
  mod = await ctx.createUser({ role: 'moderator' });
  topicId = (await makeTopic(db())).id;
  conversationId = (await ctx.api(writer, 'POST /api/conversations/direct/:userId', { params: { userId: friend.id } })).body.id;
});
afterAll(() => ctx.close());

type Surface = 'question' | 'answer' | 'comment' | 'message';

/** Writes on one surface through the API, as `writer`; returns the response and the new id. */
async function write(surface: Surface, text: string, options: { anonymous?: boolean } = {}) {
  switch (surface) {
    case 'question': {
      const res = await ctx.api(writer, 'POST /api/questions', {
        body: {
          title: 'A hard week',
          content: text,
          topicIds: [topicId],
          isAnonymous: options.anonymous ?? false,
        },
      });
      return { res, id: res.body.id as number, questionId: res.body.id as number };
    }
    case 'answer': {
      const q = await ctx.api(other, 'POST /api/questions', { body: { title: 'How are you?', content: 'Tell me', topicIds: [topicId] } });
      const res = await ctx.api(writer, 'POST /api/answers', {
        body: {
          questionId: q.body.id,
          content: text,
          isAnonymous: options.anonymous ?? false,
        },
      });
      return { res, id: res.body.id as number, questionId: q.body.id as number };
    }
    case 'comment': {
      const q = await ctx.api(other, 'POST /api/questions', {
        body: { title: 'Share a thought', content: 'Anything', topicIds: [topicId] },
      });
      const a = await ctx.api(other, 'POST /api/answers', { body: { questionId: q.body.id, content: 'Here is mine' } });
      const res = await ctx.api(writer, 'POST /api/comments', { body: { answerId: a.body.id, content: text } });
      return { res, id: res.body.id as number, questionId: q.body.id as number };
    }
    case 'message': {
      const res = await ctx.api(writer, 'POST /api/conversations/:id/messages', { params: { id: conversationId }, body: { body: text } });
      return { res, id: res.body.id as number, questionId: null };
    }
  }
}

const systemReports = (type: Surface, id: number) =>
  db()
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.system, true)));

const SURFACES: Surface[] = ['question', 'answer', 'comment', 'message'];

describe('crisis language on write', () => {
  it.each(SURFACES)('%s: the write succeeds, the response offers support, and MindSpace Safety files an urgent report', async (surface) => {
    const { res, id } = await write(surface, CRISIS);
    expect(res.statusCode).toBe(201);
    expect(res.body.crisisSupport).toBe(true);
    // Nothing was held back: the content is stored as written.
    expect(JSON.stringify(res.body)).toContain('I want to die');

    const rows = await systemReports(surface, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: null,
      system: true,
      reason: 'at-risk',
      status: 'pending',
      description: CRISIS_REPORT_NOTE,
    });

    const queue = await ctx.api(mod, 'GET /api/moderation/reports');
    const card = queue.body.items.find((i: QueueCard) => i.targetType === surface && i.targetId === id);
    expect(card).toMatchObject({
      priority: 'urgent',
      crisisFlag: true,
      reason: 'at-risk',
      reporter: { id: null, firstName: 'MindSpace Safety' },
    });
    // Urgent cards come before every other pending card.
    const pending = queue.body.items.filter((i: QueueCard) => i.status === 'pending');
    const firstNonUrgent = pending.findIndex((i: QueueCard) => i.priority !== 'urgent');
    expect(firstNonUrgent === -1 || pending.indexOf(card!) < firstNonUrgent).toBe(true);
  });

  it.each(SURFACES)('%s: everyday text gets crisisSupport false and no report', async (surface) => {
    const { res, id } = await write(surface, NEUTRAL);
    expect(res.statusCode).toBe(201);
    expect(res.body.crisisSupport).toBe(false);
    expect(await systemReports(surface, id)).toHaveLength(0);
  });

  it('recognises evasive spellings and a crisis phrase in a question title', async () => {
    const msg = await write('message', 'honestly thinking about sewerslide again');
    expect(msg.res.body.crisisSupport).toBe(true);
    const res = await ctx.api(writer, 'POST /api/questions', {
      body: {
        title: 'I feel su1c1dal tonight',
        content: 'That is all I can say.',
        topicIds: [topicId],
      },
    });
    expect(res.body.crisisSupport).toBe(true);
    expect(await systemReports('question', res.body.id)).toHaveLength(1);
  });

  it('files nothing when the write itself fails (same transaction)', async () => {
    const before = await db().select().from(reports).where(eq(reports.system, true));
    const res = await ctx.api(writer, 'POST /api/answers', { body: { questionId: 99_999_999, content: CRISIS } });
    expect(res.statusCode).toBe(404);
    const after = await db().select().from(reports).where(eq(reports.system, true));
    expect(after).toHaveLength(before.length);
  });
});

describe('crisis language in every shipped language', () => {
  /** A crisis sentence and a look-alike idiom, by language, each written on a different surface. */
  const CASES: { language: string; surface: Surface; crisis: string; idiom: string }[] = [
    {
      language: 'es',
      surface: 'question',
      crisis: 'No sé qué hacer. Ya no quiero vivir más.',
      idiom: 'No sé qué hacer. Me muero de risa con mi hermano.',
    },
    {
      language: 'pt',
      surface: 'answer',
      crisis: 'Obrigada por perguntar. Eu quero morrer.',
      idiom: 'Obrigada por perguntar. Estou morrendo de rir.',
    },
    { language: 'fr', surface: 'comment', crisis: "Merci. J'ai envie d'en finir.", idiom: 'Merci. Je meurs de faim.' },
    { language: 'de', surface: 'message', crisis: 'Danke. Ich will nicht mehr leben.', idiom: 'Danke. Ich sterbe vor Langeweile.' },
    { language: 'ar', surface: 'question', crisis: 'شكرا. أريد أن أموت.', idiom: 'شكرا. أموت من الضحك.' },
  ];

  it.each(CASES)(
    '$language ($surface): a crisis sentence offers the writer support and files an urgent report',
    async ({ surface, crisis }) => {
      const { res, id } = await write(surface, crisis);
      expect(res.statusCode).toBe(201);
      expect(res.body.crisisSupport).toBe(true);
      expect(await systemReports(surface, id)).toHaveLength(1);
      const queue = await ctx.api(mod, 'GET /api/moderation/reports');
      const card = queue.body.items.find((i: QueueCard) => i.targetType === surface && i.targetId === id);
      expect(card).toMatchObject({ priority: 'urgent', crisisFlag: true, reason: 'at-risk' });
    },
  );

  it.each(CASES)(
    '$language ($surface): an idiom about dying is everyday speech: no support prompt, no report',
    async ({ surface, idiom }) => {
      const { res, id } = await write(surface, idiom);
      expect(res.statusCode).toBe(201);
      expect(res.body.crisisSupport).toBe(false);
      expect(await systemReports(surface, id)).toHaveLength(0);
    },
  );
});

describe('nobody but staff and the writer learns of it', () => {
  /** Everything a write leaves for other people: events and notifications, in a comparable shape. */
  async function traces(sinceEvent: number, sinceNotification: number) {
    const evs = await db().select().from(events).where(gt(events.id, sinceEvent)).orderBy(events.id);
    const notes = await db().select().from(notifications).where(gt(notifications.id, sinceNotification)).orderBy(notifications.id);
    return {
      events: evs.map((e) => ({
        type: e.type,
        toWriter: e.userId === writer.id,
        channel: e.channel?.replace(/\d+/g, 'N') ?? null,
        keys: Object.keys(e.payload as object).sort(),
      })),
      notifications: notes.map((n) => ({ type: n.type, toWriter: n.userId === writer.id, content: n.content })),
      json: JSON.stringify([evs, notes]),
    };
  }
  const marks = async () => {
    const [e] = await db()
      .select({ max: sql<number>`coalesce(max(${events.id}), 0)::int` })
      .from(events);
    const [n] = await db()
      .select({ max: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
      .from(notifications);
    return { e: e.max, n: n.max };
  };

  it.each(SURFACES)('%s: a crisis write leaves exactly the same events and notifications as an everyday one', async (surface) => {
    const m1 = await marks();
    await write(surface, NEUTRAL);
    const plain = await traces(m1.e, m1.n);
    const m2 = await marks();
    await write(surface, CRISIS);
    const crisis = await traces(m2.e, m2.n);
    expect(crisis.events).toEqual(plain.events);
    expect(crisis.notifications).toEqual(plain.notifications);
    for (const word of ['at-risk', 'crisis', 'MindSpace Safety', 'report']) expect(crisis.json).not.toContain(word);
  });

  it('shows other members no flag on the post, the profile, the counts or the queue', async () => {
    const { id: questionId } = await write('question', CRISIS);
    const { id: answerId, questionId: answeredId } = await write('answer', CRISIS);
    const seen = [
      await ctx.api(other, 'GET /api/questions/:id', { params: { id: questionId } }),
      await ctx.api(other, 'GET /api/questions/:id/answers', { params: { id: answeredId! } }),
      await ctx.api(other, 'GET /api/users/:id', { params: { id: writer.id } }),
      await ctx.api(other, 'GET /api/users/:id/stats', { params: { id: writer.id } }),
      await ctx.api(other, 'GET /api/users/:id/questions', { params: { id: writer.id } }),
      await ctx.api(other, 'GET /api/users/:id/answers', { params: { id: writer.id } }),
      await ctx.api(other, 'GET /api/questions', { query: { sortBy: 'recent' } }),
      await ctx.api(other, 'GET /api/notifications'),
      await ctx.api(friend, 'GET /api/conversations/:id/messages', { params: { id: conversationId } }),
      await ctx.api(friend, 'GET /api/conversations'),
    ];
    for (const res of seen) {
      expect(res.statusCode).toBe(200);
      const json = JSON.stringify(res.body);
      for (const word of ['crisisSupport', 'crisisFlag', 'at-risk', 'MindSpace Safety', 'priority']) expect(json).not.toContain(word);
    }
    expect(JSON.stringify(seen[1].body)).toContain(String(answerId));
    // Not even the writer's own reads carry it: it is offered once, in the create response.
    const own = await ctx.api(writer, 'GET /api/questions/:id', { params: { id: questionId } });
    expect(JSON.stringify(own.body)).not.toContain('crisisSupport');
    // The queue is staff only.
    for (const member of [other, writer, friend]) {
      expect((await ctx.api(member, 'GET /api/moderation/reports')).statusCode).toBe(403);
      expect((await ctx.api(member, 'GET /api/moderation/flagged')).statusCode).toBe(403);
    }
  });

  it('does not reveal the author of an anonymous crisis post to other members, and shows staff who wrote it', async () => {
    const { id } = await write('question', CRISIS, { anonymous: true });
    const seen = await ctx.api(other, 'GET /api/questions/:id', { params: { id } });
    expect(JSON.stringify(seen.body)).not.toContain('Robin');
    const queue = await ctx.api(mod, 'GET /api/moderation/reports');
    const card = queue.body.items.find((i: QueueCard) => i.targetType === 'question' && i.targetId === id);
    expect(card).toMatchObject({ isAnonymous: true, targetAuthor: { id: writer.id, firstName: 'Robin' } });
  });
});
