import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { moderationLog, topics } from '../../db/schema/index';
import { ensureTopic, slugify } from './queries';

let ctx: TestContext;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
  alice = await ctx.createUser();
  bob = await ctx.createUser();
});
afterAll(() => ctx.close());

// ctx.request: the tests send bodies the contract refuses, too.
const createTopic = (body: unknown, user: TestUser | null = admin) => ctx.request(user, 'POST', '/api/topics', body);

describe('POST /api/topics', () => {
  it('lets an admin create a topic with a slug made from its name, and logs it', async () => {
    const res = await createTopic({ name: '  Coping Strategies  ', description: 'Ways that help' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Coping Strategies',
      slug: 'coping-strategies',
      description: 'Ways that help',
      parentId: null,
      questionsCount: 0,
      followersCount: 0,
    });
    const log = await ctx.database.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'topic-created'), eq(moderationLog.targetId, res.body.id)));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: admin.id, targetType: 'topic' });
  });

  it('accepts a missing description and a parent topic', async () => {
    const parent = await createTopic({ name: 'Wellbeing' });
    expect(parent.statusCode).toBe(201);
    expect(parent.body.description).toBeNull();
    const child = await createTopic({ name: 'Sleep', description: '', parentId: parent.body.id });
    expect(child.statusCode).toBe(201);
    expect(child.body).toMatchObject({ parentId: parent.body.id, description: null, slug: 'sleep' });
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    expect((await createTopic({ name: 'Grief' })).statusCode).toBe(201);
    const res = await createTopic({ name: 'GRIEF' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ message: 'A topic with this name already exists' });
  });

  it('gives names that differ only in punctuation distinct slugs', async () => {
    const a = await createTopic({ name: 'Self care' });
    const b = await createTopic({ name: 'Self-care!' });
    expect(a.body.slug).toBe('self-care');
    expect(b.statusCode).toBe(201);
    expect(b.body.slug).toBe('self-care-2');
  });

  it('refuses people who are not admins with 403', async () => {
    const res = await createTopic({ name: 'Not allowed' }, alice);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ message: 'Admin access required' });
    const moderator = await ctx.createUser({ role: 'moderator' });
    expect((await createTopic({ name: 'Not allowed' }, moderator)).statusCode).toBe(403);
  });

  it('refuses signed-out visitors with 401', async () => {
    expect((await createTopic({ name: 'Anything' }, null)).statusCode).toBe(401);
  });

  it('validates the payload', async () => {
    const blank = await createTopic({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Topic name cannot be empty');
    const long = await createTopic({ name: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('Topic name must be at most 50 characters');
    const malformed = await createTopic('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    const badParent = await createTopic({ name: 'Orphan', parentId: 999_999 });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.body.message).toBe('Unknown parent topic');
  });
});

describe('GET /api/topics', () => {
  it('lists every topic sorted by name', async () => {
    const res = await ctx.api(alice, 'GET /api/topics');
    expect(res.statusCode).toBe(200);
    const names: string[] = res.body.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(names).toEqual(expect.arrayContaining(['Coping Strategies', 'Grief', 'Self care', 'Sleep']));
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ['description', 'followersCount', 'id', 'name', 'parentId', 'questionsCount', 'slug'].sort(),
    );
  });

  it('needs sign-in', async () => {
    expect((await ctx.api(null, 'GET /api/topics')).statusCode).toBe(401);
    expect((await ctx.api(null, 'GET /api/topics/followed')).statusCode).toBe(401);
  });
});

describe('following topics', () => {
  it('toggles a follow and keeps followersCount in step', async () => {
    const topic = (await createTopic({ name: 'Loneliness' })).body;
    const followers = async () =>
      (await ctx.api(alice, 'GET /api/topics')).body.find((t: { id: number }) => t.id === topic.id)!.followersCount;

    const first = await ctx.api(alice, 'POST /api/topics/follow', { body: { topicId: topic.id } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({ topicId: topic.id, following: true });
    expect(await followers()).toBe(1);
    expect((await ctx.api(alice, 'GET /api/topics/followed')).body).toContain(topic.id);

    expect((await ctx.api(bob, 'POST /api/topics/follow', { body: { topicId: topic.id } })).body.following).toBe(true);
    expect(await followers()).toBe(2);

    const again = await ctx.api(alice, 'POST /api/topics/follow', { body: { topicId: topic.id } });
    expect(again.body).toEqual({ topicId: topic.id, following: false });
    expect(await followers()).toBe(1);
    expect((await ctx.api(alice, 'GET /api/topics/followed')).body).not.toContain(topic.id);
    expect((await ctx.api(bob, 'GET /api/topics/followed')).body).toEqual([topic.id]);
  });

  it('answers 404 for an unknown topic, 400 for a bad id and 401 when signed out', async () => {
    const unknown = await ctx.api(alice, 'POST /api/topics/follow', { body: { topicId: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ message: 'Topic was not found' });
    expect((await ctx.api(alice, 'POST /api/topics/follow', { body: { topicId: 'abc' } })).statusCode).toBe(400);
    // ctx.request: a body the contract refuses on purpose.
    expect((await ctx.request(alice, 'POST', '/api/topics/follow', {})).statusCode).toBe(400);
    expect((await ctx.api(null, 'POST /api/topics/follow', { body: { topicId: 1 } })).statusCode).toBe(401);
  });
});

describe('ensureTopic and slugify', () => {
  it('creates a missing topic once and returns the existing one after', async () => {
    const first = await ensureTopic(ctx.database.db, 'Anxiety', 'Worry and panic');
    const second = await ensureTopic(ctx.database.db, 'anxiety');
    expect(second.id).toBe(first.id);
    expect(second.description).toBe('Worry and panic');
    const updated = await ensureTopic(ctx.database.db, 'Anxiety', 'Worry, panic and fear');
    expect(updated.description).toBe('Worry, panic and fear');
    const rows = await ctx.database.db.select().from(topics).where(eq(topics.slug, 'anxiety'));
    expect(rows).toHaveLength(1);
  });

  it('works inside a caller transaction', async () => {
    const row = await ctx.database.db.transaction((tx) => ensureTopic(tx, 'Stress management'));
    expect(row.slug).toBe('stress-management');
  });

  it('makes lowercase hyphenated ASCII slugs', () => {
    expect(slugify('Self care')).toBe('self-care');
    expect(slugify('  Ängste & Sorgen ')).toBe('aengste-sorgen');
    expect(slugify('Children & Adolescents')).toBe('children-adolescents');
    expect(slugify("Don't panic")).toBe('dont-panic');
    expect(slugify('PTSD / Trauma')).toBe('ptsd-trauma');
    expect(slugify('💬')).toBe('topic');
  });
});
