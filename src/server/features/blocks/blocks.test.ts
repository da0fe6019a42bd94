import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import type { RouteQuery } from '../../../common/contract-types';
import { makeAnswer, makeComment, makeQuestion, makeTopic } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Item = { id: number; hiddenReason: string | null };
const reasonIn = (items: Item[], id: number) => items.find((i) => i.id === id)?.hiddenReason;

async function feed(user: TestUser, query: RouteQuery<'GET /api/questions'> = { sortBy: 'recent' }): Promise<Item[]> {
  const res = await ctx.api(user, 'GET /api/questions', { query });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

async function thread(user: TestUser, questionId: number): Promise<(Item & { comments: Item[] })[]> {
  const res = await ctx.api(user, 'GET /api/questions/:id/answers', { params: { id: questionId } });
  expect(res.statusCode).toBe(200);
  return res.body.items;
}

async function notificationsOf(user: TestUser): Promise<{ content: string }[]> {
  return (await ctx.api(user, 'GET /api/notifications')).body.items;
}

describe('mute', () => {
  it("collapses the muted member's named posts for me in the feed, search, thread and profile, and nobody else", async () => {
    const [me, muted, other] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, muted.id, { title: 'Zebra striped worries' });
    const mine = await makeQuestion(ctx.database.db, me.id);
    const a = await makeAnswer(ctx.database.db, muted.id, mine.id);
    const c = await makeComment(ctx.database.db, muted.id, a.id);

    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: muted.id } })).statusCode).toBe(204);
    // Twice is fine.
    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: muted.id } })).statusCode).toBe(204);

    expect(reasonIn(await feed(me), q.id)).toBe('muted');
    expect(reasonIn(await feed(me, { search: 'zebra' }), q.id)).toBe('muted');
    expect((await ctx.api(me, 'GET /api/questions/:id', { params: { id: q.id } })).body.hiddenReason).toBe('muted');
    const [answer] = await thread(me, mine.id);
    expect(answer.hiddenReason).toBe('muted');
    expect(reasonIn(answer.comments, c.id)).toBe('muted');
    expect(reasonIn((await ctx.api(me, 'GET /api/users/:id/questions', { params: { id: muted.id } })).body.items, q.id)).toBe('muted');
    expect(reasonIn((await ctx.api(me, 'GET /api/users/:id/answers', { params: { id: muted.id } })).body.items, a.id)).toBe('muted');
    // The post is still sent whole, so 'Show' can open it.
    expect((await feed(me)).find((i) => i.id === q.id)).toMatchObject({ title: 'Zebra striped worries' });

    // Nobody else is affected, and the muted member is not told.
    expect(reasonIn(await feed(other), q.id)).toBeNull();
    expect(reasonIn(await feed(muted), q.id)).toBeNull();
    expect((await ctx.api(muted, 'GET /api/users/:id', { params: { id: me.id } })).body).not.toHaveProperty('muted');
    expect(await notificationsOf(muted)).toEqual([]);

    // Listed, and undone.
    const list = await ctx.api(me, 'GET /api/users/me/mutes');
    expect(list.body.items).toEqual([{ user: expect.objectContaining({ id: muted.id }), post: null, createdAt: expect.any(String) }]);
    expect((await ctx.api(me, 'DELETE /api/users/:id/mute', { params: { id: muted.id } })).statusCode).toBe(204);
    expect(reasonIn(await feed(me), q.id)).toBeNull();
    expect((await ctx.api(me, 'GET /api/users/me/mutes')).body.items).toEqual([]);
  });

  it('stops notifications from the muted member, and only from them', async () => {
    const [me, muted, other] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, me.id);
    await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: muted.id } });
    expect(
      (await ctx.api(muted, 'POST /api/answers', { body: { questionId: q.id, content: 'An answer from a muted member' } })).statusCode,
    ).toBe(201);
    const mineAnswer = await ctx.api(me, 'POST /api/answers', { body: { questionId: q.id, content: 'My own answer' } });
    await ctx.api(muted, 'POST /api/comments', { body: { answerId: mineAnswer.body.id, content: 'A comment from a muted member' } });
    expect(await notificationsOf(me)).toEqual([]);
    await ctx.api(other, 'POST /api/answers', { body: { questionId: q.id, content: 'Another answer' } });
    expect(await notificationsOf(me)).toHaveLength(1);
  });

  it("never collapses the muted member's anonymous posts (that would tell who wrote them)", async () => {
    const [me, muted] = [await ctx.createUser(), await ctx.createUser()];
    const anon = await makeQuestion(ctx.database.db, muted.id, { isAnonymous: true });
    await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: muted.id } });
    expect(reasonIn(await feed(me), anon.id)).toBeNull();
    // Nor does an anonymous answer skip my notification.
    const q = await makeQuestion(ctx.database.db, me.id);
    await ctx.api(muted, 'POST /api/answers', { body: { questionId: q.id, content: 'Anonymous words', isAnonymous: true } });
    expect(await notificationsOf(me)).toHaveLength(1);
  });

  it('refuses muting yourself (400) and an unknown member (404)', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: me.id } })).statusCode).toBe(400);
    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: 999999 } })).statusCode).toBe(404);
    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: 'abc' } })).statusCode).toBe(400);
    expect((await ctx.api(null, 'POST /api/users/:id/mute', { params: { id: me.id } })).statusCode).toBe(401);
  });
});

describe('muting or blocking from an anonymous post', () => {
  it('collapses that post and never names its author, in the answer or the list', async () => {
    const [me, author] = [await ctx.createUser(), await ctx.createUser()];
    const anon = await makeQuestion(ctx.database.db, author.id, { isAnonymous: true, title: 'A hard week' });
    const named = await makeQuestion(ctx.database.db, author.id);
    const res = await ctx.api(me, 'POST /api/questions/:id/mute-author', { params: { id: anon.id } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBeNull();
    const items = await feed(me);
    expect(reasonIn(items, anon.id)).toBe('muted');
    // Their named question stays as it is: collapsing it would tell me who wrote the anonymous one.
    expect(reasonIn(items, named.id)).toBeNull();

    const list = await ctx.api(me, 'GET /api/users/me/mutes');
    expect(list.body.items).toEqual([
      { user: null, post: { type: 'question', id: anon.id, questionId: anon.id, title: 'A hard week' }, createdAt: expect.any(String) },
    ]);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(author.firstName!);
    expect(text).not.toContain(`"id":${author.id},`);

    expect((await ctx.api(me, 'DELETE /api/questions/:id/mute-author', { params: { id: anon.id } })).statusCode).toBe(204);
    expect(reasonIn(await feed(me), anon.id)).toBeNull();
  });

  it("from an anonymous question, also collapses the asker's 'Anonymous (asker)' comments in its thread, and only theirs", async () => {
    const [me, asker, helper] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
    const anon = await makeQuestion(ctx.database.db, asker.id, { isAnonymous: true });
    const a = await makeAnswer(ctx.database.db, helper.id, anon.id);
    const byAsker = await makeComment(ctx.database.db, asker.id, a.id);
    const byHelper = await makeComment(ctx.database.db, helper.id, a.id);
    // A mute by name never touches the asker's anonymous comments (it would tell me who asked).
    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: asker.id } })).statusCode).toBe(204);
    expect(reasonIn((await thread(me, anon.id))[0].comments, byAsker.id)).toBeNull();
    expect((await ctx.api(me, 'POST /api/questions/:id/mute-author', { params: { id: anon.id } })).statusCode).toBe(204);
    const comments = (await thread(me, anon.id))[0].comments;
    expect(reasonIn(comments, byAsker.id)).toBe('muted');
    expect(reasonIn(comments, byHelper.id)).toBeNull();
  });

  it('from an anonymous answer, a block keeps its author from messaging me or answering my posts, and shows me nothing', async () => {
    const [me, author] = [await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, author.id);
    const anonAnswer = await makeAnswer(ctx.database.db, author.id, q.id, { isAnonymous: true });
    expect((await ctx.api(me, 'POST /api/answers/:id/block-author', { params: { id: anonAnswer.id } })).statusCode).toBe(204);
    expect((await thread(me, q.id)).find((a) => a.id === anonAnswer.id)?.hiddenReason).toBe('blocked');

    const mine = await makeQuestion(ctx.database.db, me.id);
    expect((await ctx.api(author, 'POST /api/answers', { body: { questionId: mine.id, content: 'Hello' } })).statusCode).toBe(403);
    expect((await ctx.api(author, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(403);
    // I can still reach them, and see them as before: I never learn who they are.
    const started = await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: author.id } });
    expect(started.statusCode).toBe(200);
    const mineList = (await ctx.api(me, 'GET /api/conversations')).body;
    expect(mineList.find((c: { id: number }) => c.id === started.body.id)!.closed).toBe(false);
    expect(
      (await ctx.api(me, 'POST /api/conversations/:id/messages', { params: { id: started.body.id }, body: { body: 'Hi' } })).statusCode,
    ).toBe(201);
    expect(
      (await ctx.api(author, 'POST /api/conversations/:id/messages', { params: { id: started.body.id }, body: { body: 'Hi' } })).statusCode,
    ).toBe(403);
    const blocks = await ctx.api(me, 'GET /api/users/me/blocks');
    expect(blocks.body.items).toEqual([
      { user: null, post: { type: 'answer', id: anonAnswer.id, questionId: q.id, title: q.title }, createdAt: expect.any(String) },
    ]);
    expect(reasonIn(await feed(me), q.id)).toBeNull();
  });

  it('accepts blocking a staff member from their anonymous post, where refusing would tell who wrote it', async () => {
    const [me, moderator] = [await ctx.createUser(), await ctx.createUser({ role: 'moderator' })];
    const anon = await makeQuestion(ctx.database.db, moderator.id, { isAnonymous: true });
    const asked = await ctx.api(me, 'GET /api/questions/:id', { params: { id: anon.id } });
    expect(asked.body.abilities).toMatchObject({ muteAuthor: true, blockAuthor: true });
    expect((await ctx.api(me, 'POST /api/questions/:id/block-author', { params: { id: anon.id } })).statusCode).toBe(204);
    // ... but staff are never kept from reaching a member.
    expect((await ctx.api(moderator, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(200);
  });

  it('refuses your own post, and a missing one', async () => {
    const me = await ctx.createUser();
    const anon = await makeQuestion(ctx.database.db, me.id, { isAnonymous: true });
    expect((await ctx.api(me, 'POST /api/questions/:id/mute-author', { params: { id: anon.id } })).statusCode).toBe(400);
    expect((await ctx.api(me, 'POST /api/questions/:id/block-author', { params: { id: anon.id } })).statusCode).toBe(400);
    expect((await ctx.api(me, 'POST /api/answers/:id/mute-author', { params: { id: 999999 } })).statusCode).toBe(404);
  });

  it('from a named post is the same as muting the person', async () => {
    const [me, author] = [await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, author.id);
    expect((await ctx.api(me, 'POST /api/questions/:id/mute-author', { params: { id: q.id } })).statusCode).toBe(204);
    expect((await ctx.api(me, 'GET /api/users/me/mutes')).body.items[0].user?.id).toBe(author.id);
    expect((await ctx.api(me, 'DELETE /api/questions/:id/mute-author', { params: { id: q.id } })).statusCode).toBe(204);
    expect((await ctx.api(me, 'GET /api/users/me/mutes')).body.items).toEqual([]);
  });
});

describe('block', () => {
  it('mutes, and keeps both sides from starting a conversation (403 with a plain message)', async () => {
    const [me, blocked] = [await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, blocked.id);
    expect((await ctx.api(me, 'POST /api/users/:id/block', { params: { id: blocked.id } })).statusCode).toBe(204);
    // Said as a block, also over an earlier mute (a block also mutes), and only to me.
    expect(reasonIn(await feed(me), q.id)).toBe('blocked');
    expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: blocked.id } })).statusCode).toBe(204);
    expect(reasonIn(await feed(me), q.id)).toBe('blocked');
    expect((await ctx.api(me, 'GET /api/questions/:id', { params: { id: q.id } })).body.hiddenReason).toBe('blocked');
    expect((await ctx.api(me, 'DELETE /api/users/:id/mute', { params: { id: blocked.id } })).statusCode).toBe(204);
    const theirs = await ctx.api(blocked, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body.message).toBe("You can't message this member.");
    expect((await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: blocked.id } })).statusCode).toBe(403);
    expect((await ctx.api(blocked, 'GET /api/users/:id', { params: { id: me.id } })).body.abilities.message).toBe(true);

    expect((await ctx.api(me, 'DELETE /api/users/:id/block', { params: { id: blocked.id } })).statusCode).toBe(204);
    expect((await ctx.api(blocked, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(200);
  });

  it('closes an existing conversation for both', async () => {
    const [me, blocked] = [await ctx.createUser(), await ctx.createUser()];
    const { id } = (await ctx.api(blocked, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).body;
    expect((await ctx.api(blocked, 'POST /api/conversations/:id/messages', { params: { id }, body: { body: 'Hello' } })).statusCode).toBe(
      201,
    );
    await ctx.api(me, 'POST /api/users/:id/block', { params: { id: blocked.id } });
    for (const [from, text] of [
      [blocked, 'Are you there?'],
      [me, 'Goodbye'],
    ] as const) {
      const sent = await ctx.api(from, 'POST /api/conversations/:id/messages', { params: { id }, body: { body: text } });
      expect(sent.statusCode).toBe(403);
      expect(sent.body.message).toMatch(/This conversation is closed/);
      const list = (await ctx.api(from, 'GET /api/conversations')).body;
      expect(list.find((c: { id: number }) => c.id === id)!.closed).toBe(true);
    }
    // The earlier messages stay readable.
    expect((await ctx.api(me, 'GET /api/conversations/:id/messages', { params: { id } })).body.items).toHaveLength(1);
  });

  it('keeps the blocked member from answering or commenting on my named posts, and lets staff through', async () => {
    const [me, blocked, moderator] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser({ role: 'moderator' })];
    const q = await makeQuestion(ctx.database.db, me.id);
    const a = await makeAnswer(ctx.database.db, me.id, q.id);
    await ctx.api(me, 'POST /api/users/:id/block', { params: { id: blocked.id } });
    const answer = await ctx.api(blocked, 'POST /api/answers', { body: { questionId: q.id, content: 'Let me in' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe("You can't answer or comment on this member's posts.");
    expect((await ctx.api(blocked, 'POST /api/comments', { body: { answerId: a.id, content: 'Let me in' } })).statusCode).toBe(403);
    // Nothing was written.
    expect((await ctx.api(me, 'GET /api/questions/:id', { params: { id: q.id } })).body.answerCount).toBe(1);
    // Others' posts are open to them.
    const elsewhere = await makeQuestion(ctx.database.db, moderator.id);
    expect((await ctx.api(blocked, 'POST /api/answers', { body: { questionId: elsewhere.id, content: 'Fine here' } })).statusCode).toBe(
      201,
    );
  });

  it('accepts their answer on my anonymous question (refusing would tell them who asked), collapsed for me, without notifying me', async () => {
    const [me, blocked] = [await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, me.id, { isAnonymous: true });
    await ctx.api(me, 'POST /api/users/:id/block', { params: { id: blocked.id } });
    const res = await ctx.api(blocked, 'POST /api/answers', { body: { questionId: q.id, content: 'A named answer' } });
    expect(res.statusCode).toBe(201);
    expect((await thread(me, q.id))[0].hiddenReason).toBe('blocked');
    expect(await notificationsOf(me)).toEqual([]);
  });

  it('refuses blocking staff or yourself, but staff may be muted', async () => {
    const [me, moderator, admin] = [
      await ctx.createUser(),
      await ctx.createUser({ role: 'moderator' }),
      await ctx.createUser({ role: 'admin' }),
    ];
    for (const staff of [moderator, admin]) {
      const res = await ctx.api(me, 'POST /api/users/:id/block', { params: { id: staff.id } });
      expect(res.statusCode).toBe(403);
      expect(res.body?.message).toMatch(/can't be blocked/);
      expect((await ctx.api(me, 'GET /api/users/:id', { params: { id: staff.id } })).body.abilities).toMatchObject({
        block: false,
        mute: true,
      });
      expect((await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: staff.id } })).statusCode).toBe(204);
    }
    expect((await ctx.api(me, 'POST /api/users/:id/block', { params: { id: me.id } })).statusCode).toBe(400);
    expect((await ctx.api(me, 'GET /api/users/me/blocks')).body.items).toEqual([]);
  });

  it('never keeps staff from reaching a member who blocked them before they became staff', async () => {
    const [me, later] = [await ctx.createUser(), await ctx.createUser()];
    await ctx.api(me, 'POST /api/users/:id/block', { params: { id: later.id } });
    const admin = await ctx.createUser({ role: 'admin' });
    await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: later.id }, body: { role: 'moderator' } });
    const { cookie } = later;
    const promoted = { ...later, role: 'moderator' as const, cookie };
    expect((await ctx.api(promoted, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(200);
  });
});

describe('who may message me (allowDirectMessages)', () => {
  it("'nobody' refuses new conversations from members, not from staff, and keeps existing ones", async () => {
    const [me, member, friend, moderator] = [
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser({ role: 'moderator' }),
    ];
    const existing = (await ctx.api(friend, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).body.id;
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { allowDirectMessages: 'nobody' } })).body.allowDirectMessages).toBe(
      'nobody',
    );
    const res = await ctx.api(member, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe("This member isn't accepting new messages.");
    expect((await ctx.api(moderator, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(200);
    expect((await ctx.api(friend, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).body.id).toBe(existing);
    expect(
      (await ctx.api(friend, 'POST /api/conversations/:id/messages', { params: { id: existing }, body: { body: 'Still here' } }))
        .statusCode,
    ).toBe(201);
    await ctx.api(me, 'PATCH /api/users/me/settings', { body: { allowDirectMessages: 'everyone' } });
    expect((await ctx.api(member, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(200);
  });

  it('refuses any other value with a readable 400', async () => {
    const me = await ctx.createUser();
    // ctx.request: a setting the contract refuses on purpose.
    const res = await ctx.request(me, 'PATCH', '/api/users/me/settings', { allowDirectMessages: 'friends' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/allowDirectMessages must be 'everyone' or 'nobody'/);
  });
});

describe('new accounts (NEW_ACCOUNT_HOURS)', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ NEW_ACCOUNT_HOURS: '24' });
  });
  afterAll(() => strict.close());

  it('cannot start a conversation until the account is 24 hours old, and are told when they can', async () => {
    const old = await strict.createUser({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    const joined = new Date(Date.now() - 2 * 3600_000);
    const fresh = await strict.createUser({ createdAt: joined });
    const res = await strict.api(fresh, 'POST /api/conversations/direct/:userId', { params: { userId: old.id } });
    expect(res.statusCode).toBe(403);
    const when = new Date(joined.getTime() + 24 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(res.body.message).toBe(`New members can start conversations a little while after joining. You can start one from ${when} UTC.`);
    // An older account may, and the new one may answer in the conversation it was brought into.
    const { id } = (await strict.api(old, 'POST /api/conversations/direct/:userId', { params: { userId: fresh.id } })).body;
    expect(
      (await strict.api(fresh, 'POST /api/conversations/:id/messages', { params: { id }, body: { body: 'Thank you' } })).statusCode,
    ).toBe(201);
    expect((await strict.api(fresh, 'POST /api/conversations/direct/:userId', { params: { userId: old.id } })).statusCode).toBe(200);
  });

  it('does not hold back new staff accounts', async () => {
    const member = await strict.createUser({ createdAt: new Date(Date.now() - 48 * 3600_000) });
    const moderator = await strict.createUser({ role: 'moderator' });
    expect((await strict.api(moderator, 'POST /api/conversations/direct/:userId', { params: { userId: member.id } })).statusCode).toBe(200);
  });
});

describe('reader filters (hiddenTopicIds, hiddenWords)', () => {
  it('leaves questions in a hidden topic or with a hidden word out of my feed and search, never my own', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    const [hidden, shown] = [await makeTopic(ctx.database.db), await makeTopic(ctx.database.db)];
    const inHidden = await makeQuestion(ctx.database.db, other.id, { title: 'Quokka thoughts one', topicIds: [hidden.id] });
    const inBoth = await makeQuestion(ctx.database.db, other.id, { title: 'Quokka thoughts two', topicIds: [hidden.id, shown.id] });
    const withWord = await makeQuestion(ctx.database.db, other.id, { title: 'Quokka and self-harm', topicIds: [shown.id] });
    const withPhrase = await makeQuestion(ctx.database.db, other.id, {
      title: 'Quokka',
      content: 'I keep Feeling   Numb lately',
      topicIds: [shown.id],
    });
    const partWord = await makeQuestion(ctx.database.db, other.id, { title: 'Quokka numbers game', topicIds: [shown.id] });
    const clean = await makeQuestion(ctx.database.db, other.id, { title: 'Quokka sunshine', topicIds: [shown.id] });
    const own = await makeQuestion(ctx.database.db, me.id, { title: 'Quokka mine', topicIds: [hidden.id] });

    const res = await ctx.api(me, 'PATCH /api/users/me/settings', {
      body: {
        hiddenTopicIds: [hidden.id],
        hiddenWords: ['Self-Harm', 'feeling numb'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ hiddenTopicIds: [hidden.id], hiddenWords: ['self-harm', 'feeling numb'] });

    for (const sortBy of ['recent', 'trending', 'mostAnswers']) {
      for (const query of [{ sortBy }, { sortBy, search: 'quokka' }]) {
        const ids = (await feed(me, query)).map((i) => i.id);
        const label = JSON.stringify(query);
        expect(ids, label).not.toContain(inHidden.id);
        expect(ids, label).not.toContain(inBoth.id);
        expect(ids, label).not.toContain(withWord.id);
        expect(ids, label).not.toContain(withPhrase.id);
        expect(ids, label).toEqual(expect.arrayContaining([partWord.id, clean.id, own.id]));
      }
    }
    // Someone else's feed is untouched.
    expect((await feed(other, { search: 'quokka' })).map((i) => i.id)).toContain(withWord.id);
    // Opened directly, it is collapsed.
    expect((await ctx.api(me, 'GET /api/questions/:id', { params: { id: withWord.id } })).body.hiddenReason).toBe('filtered');
    // Filters off again: all back.
    await ctx.api(me, 'PATCH /api/users/me/settings', { body: { hiddenTopicIds: [], hiddenWords: [] } });
    expect((await feed(me, { search: 'quokka' })).map((i) => i.id)).toEqual(
      expect.arrayContaining([inHidden.id, withWord.id, withPhrase.id]),
    );
  });

  it('collapses matching answers and comments in threads', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, other.id);
    const match = await makeAnswer(ctx.database.db, other.id, q.id, { content: 'Talking about RELAPSE today' });
    const fine = await makeAnswer(ctx.database.db, other.id, q.id, { content: 'Relapsed? No: steady' });
    const c = await makeComment(ctx.database.db, other.id, fine.id, 'relapse again');
    await ctx.api(me, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['relapse'] } });
    const items = await thread(me, q.id);
    expect(reasonIn(items, match.id)).toBe('filtered');
    expect(reasonIn(items, fine.id)).toBeNull();
    expect(reasonIn(items.find((a) => a.id === fine.id)!.comments, c.id)).toBe('filtered');
  });

  it('treats regular-expression characters as plain text', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    const q = await makeQuestion(ctx.database.db, other.id, { title: 'Kiwi (a.*) question' });
    const res = await ctx.api(me, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['(a.*)', 'c++', '[x'] } });
    expect(res.statusCode).toBe(200);
    const ids = (await feed(me, { search: 'kiwi' })).map((i) => i.id);
    expect(ids).not.toContain(q.id);
    expect((await feed(me)).length).toBeGreaterThan(0);
  });

  it('refuses bad filters with a readable 400 and changes nothing', async () => {
    const me = await ctx.createUser();
    const bad = async (body: unknown, message: RegExp) => {
      // ctx.request: filters the contract refuses on purpose.
      const res = await ctx.request(me, 'PATCH', '/api/users/me/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    };
    await bad({ hiddenWords: Array.from({ length: 51 }, (_, i) => `word${i}`) }, /at most 50 words/);
    await bad({ hiddenWords: ['bad\u0000word'] }, /control characters/);
    await bad({ hiddenWords: ['   '] }, /cannot be empty/);
    await bad({ hiddenWords: ['x'.repeat(61)] }, /at most 60 characters/);
    await bad({ hiddenWords: 'sad' }, /hiddenWords must be a list/);
    await bad({ hiddenTopicIds: [999999] }, /Unknown topic/);
    await bad({ hiddenTopicIds: ['x'] }, /topic id must be a whole number written in digits/);
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toMatchObject({ hiddenTopicIds: [], hiddenWords: [] });
  });
});
