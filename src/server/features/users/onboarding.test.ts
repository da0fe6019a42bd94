/**
 * Onboarding: a member who has not joined yet reads but cannot write;
 * POST /api/users/me/onboarding with the month and year of birth, the terms and a display name opens
 * every write. Through the real app on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';
import { questions, users } from '../../db/schema/index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const JOIN = { birthYear: 1990, birthMonth: 4, acceptTerms: true as const, firstName: 'Quiet Otter' };

const newcomer = () =>
  ctx.createUser({ onboardedAt: null, firstName: 'Teal Heron', lastName: null, providerPictureUrl: 'https://img.example.org/me.png' });

describe('before onboarding', () => {
  it('shows onboardedAt null and the private provider picture to the person only', async () => {
    const me = await newcomer();
    const res = await ctx.api(me, 'GET /api/auth/user');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ onboardedAt: null, providerPictureUrl: 'https://img.example.org/me.png', profileImageUrl: null });
    const other = await ctx.createUser();
    const profile = await ctx.api(other, 'GET /api/users/:id', { params: { id: me.id } });
    expect(profile.body.profileImageUrl).toBeNull();
    expect(JSON.stringify(profile.body)).not.toContain('img.example.org');
  });

  it('refuses a question with 403 onboarding_required and writes nothing', async () => {
    const me = await newcomer();
    const res = await ctx.api(me, 'POST /api/questions', { body: { title: 'How do I start?', content: 'Hello there', topicIds: [] } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ message: expect.stringMatching(/finish joining MindSpace/), code: 'onboarding_required' });
    expect(await ctx.database.db.select().from(questions).where(eq(questions.authorId, me.id))).toEqual([]);
  });

  it('still lets the person read', async () => {
    const me = await newcomer();
    expect((await ctx.api(me, 'GET /api/questions')).statusCode).toBe(200);
  });
});

describe('POST /api/users/me/onboarding', () => {
  it('needs the month and year of birth, the terms and a display name, and changes nothing otherwise', async () => {
    const me = await newcomer();
    const cases: [unknown, RegExp][] = [
      [{ ...JOIN, birthYear: undefined }, /the year you were born/],
      [{ ...JOIN, birthMonth: 13 }, /the month you were born/],
      [{ ...JOIN, birthMonth: '4' }, /the month you were born/],
      [{ ...JOIN, birthYear: new Date().getUTCFullYear() + 1 }, /still to come/],
      [{ ...JOIN, acceptTerms: false }, /accept the terms/],
      [{ ...JOIN, firstName: '   ' }, /Display name cannot be empty/],
      [{ ...JOIN, firstName: 'x'.repeat(51) }, /at most 50/],
      [{ ...JOIN, useProviderPicture: 'yes' }, /true or false/],
    ];
    for (const [body, message] of cases) {
      // ctx.request: bodies the contract refuses on purpose.
      const res = await ctx.request(me, 'POST', '/api/users/me/onboarding', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ onboardedAt: null, firstName: 'Teal Heron' });
  });

  it('sets the chosen name without the provider picture, opens writing and starts no name-change wait', async () => {
    const me = await newcomer();
    const res = await ctx.api(me, 'POST /api/users/me/onboarding', { body: { ...JOIN, lastName: ' ' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Quiet Otter', lastName: null, profileImageUrl: null, nextNameChangeAt: null });
    expect(Date.parse(res.body.onboardedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const sent = await ctx.api(me, 'POST /api/feedback', { body: { feedback: 'Glad to be here' } });
    expect(sent.statusCode).toBe(201);
  });

  it('makes the provider picture public only when chosen', async () => {
    const me = await newcomer();
    const res = await ctx.api(me, 'POST /api/users/me/onboarding', { body: { ...JOIN, useProviderPicture: true } });
    expect(res.body.profileImageUrl).toBe('https://img.example.org/me.png');
  });

  it('answers 409 the second time and keeps the first choice', async () => {
    const me = await newcomer();
    await ctx.api(me, 'POST /api/users/me/onboarding', { body: JOIN });
    const again = await ctx.api(me, 'POST /api/users/me/onboarding', { body: { ...JOIN, firstName: 'Someone Else' } });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('You have already joined MindSpace');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.firstName).toBe('Quiet Otter');
  });

  it('lets someone under 13 close the new account instead', async () => {
    const me = await newcomer();
    expect((await ctx.api(me, 'DELETE /api/users/me')).statusCode).toBe(200);
    expect((await ctx.api(me, 'GET /api/auth/user')).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.deletedAt).not.toBeNull();
  });
});

describe('the welcome notification', () => {
  it('greets a new member once, in their language, with the crisis lines of their country', async () => {
    const me = await newcomer();
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { locale: 'es', country: 'GB' } })).statusCode).toBe(200);
    expect((await ctx.api(me, 'GET /api/notifications')).body.items).toEqual([]);
    expect((await ctx.api(me, 'POST /api/users/me/onboarding', { body: JOIN })).statusCode).toBe(200);

    const list = (await ctx.api(me, 'GET /api/notifications')).body.items;
    expect(list).toHaveLength(1);
    expect(list[0].content).toMatch(/^¡Te damos la bienvenida a MindSpace!/);
    // Samaritans (116 123) and 999, the lines of the United Kingdom; not the US numbers.
    expect(list[0].content).toContain('116 123');
    expect(list[0].content).toContain('999');
    expect(list[0].content).not.toContain('988');

    // Joining twice is refused, and greets nobody twice.
    expect((await ctx.api(me, 'POST /api/users/me/onboarding', { body: JOIN })).statusCode).toBe(409);
    expect((await ctx.api(me, 'GET /api/notifications')).body.items).toHaveLength(1);
  });

  it('names the US lines in English to a member who chose no country or language', async () => {
    const me = await newcomer();
    expect((await ctx.api(me, 'POST /api/users/me/onboarding', { body: JOIN })).statusCode).toBe(200);
    const [welcome] = (await ctx.api(me, 'GET /api/notifications')).body.items;
    expect(welcome.content).toMatch(/^Welcome to MindSpace!/);
    expect(welcome.content).toContain('988');
  });
});
