/**
 * The neutral age screen and the under-18 protections, through the real app on
 * a real database: only a band is kept, someone under 13 is refused for good (for that sign-in),
 * members under 18 start with private settings, and adults cannot start conversations with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { execute } from '../../db/execute';
import { ageRefusals, users } from '../../db/schema/index';
import { signInUser } from '../../auth/identities';
import { createSession, SESSION_COOKIE } from '../../auth/session';
import { ageBandFor, currentAgeBand } from '../../shared/age';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const now = new Date();
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;
/** A birth month and year that makes someone `age` this month (their birthday month is this one). */
const bornAged = (age: number) => ({ birthYear: year - age, birthMonth: month });
const join = (birth: { birthYear: number; birthMonth: number }) => ({ ...birth, acceptTerms: true as const, firstName: 'Quiet Otter' });

/** Someone signing in through the provider for the first time (a real identity, not yet joined). */
async function signIn(subject: string): Promise<TestUser> {
  const { user } = await signInUser(
    ctx.database.db,
    'https://id.example.org',
    { issuer: 'https://id.example.org', subject, givenName: undefined, familyName: undefined, email: undefined, picture: undefined },
    'user',
  );
  return { ...user, cookie: `${SESSION_COOKIE}=${await createSession(ctx.database.db, user.id)}` } as TestUser;
}

/** A member who joined with this age (through onboarding, as the app does it). */
async function memberAged(age: number): Promise<TestUser> {
  const me = await ctx.createUser({ onboardedAt: null });
  const res = await ctx.api(me, 'POST /api/users/me/onboarding', { body: join(bornAged(age)) });
  expect(res.statusCode).toBe(200);
  return me;
}

const rowOf = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('age bands', () => {
  const at = new Date(Date.UTC(2026, 10, 27));
  it('puts each boundary month in the older band, the month before in the younger one', () => {
    expect(ageBandFor({ birthYear: 2013, birthMonth: 11 }, at)).toEqual({ band: '13-15', changesAt: new Date(Date.UTC(2029, 10, 1)) });
    expect(ageBandFor({ birthYear: 2013, birthMonth: 12 }, at)).toEqual({ band: null, oldEnoughFrom: new Date(Date.UTC(2026, 11, 1)) });
    expect(ageBandFor({ birthYear: 2010, birthMonth: 11 }, at)).toEqual({ band: '16-17', changesAt: new Date(Date.UTC(2028, 10, 1)) });
    expect(ageBandFor({ birthYear: 2010, birthMonth: 12 }, at).band).toBe('13-15');
    expect(ageBandFor({ birthYear: 2008, birthMonth: 11 }, at)).toEqual({ band: '18+', changesAt: null });
    expect(ageBandFor({ birthYear: 2008, birthMonth: 12 }, at).band).toBe('16-17');
  });

  it('moves the band on when its month comes, without rewriting the row', () => {
    const row = { ageBand: '13-15' as const, ageBandChangesAt: new Date(Date.UTC(2027, 2, 1)) };
    expect(currentAgeBand(row, new Date(Date.UTC(2027, 1, 28, 23)))).toBe('13-15');
    expect(currentAgeBand(row, new Date(Date.UTC(2027, 2, 1)))).toBe('16-17');
    expect(currentAgeBand(row, new Date(Date.UTC(2029, 1, 28)))).toBe('16-17');
    expect(currentAgeBand(row, new Date(Date.UTC(2029, 2, 1)))).toBe('18+');
    expect(currentAgeBand({ ageBand: null, ageBandChangesAt: null })).toBeNull();
  });
});

describe('onboarding keeps a band, never the birth date', () => {
  it('stores the band and the month it changes, and nothing that is the birth month and year', async () => {
    const me = await ctx.createUser({ onboardedAt: null });
    const birth = { birthYear: year - 14, birthMonth: month };
    expect((await ctx.api(me, 'POST /api/users/me/onboarding', { body: join(birth) })).statusCode).toBe(200);
    const [{ j: stored }] = await execute<{ j: string }>(
      ctx.database.db,
      sql`select row_to_json(u)::text as j from users u where id = ${me.id}`,
    );
    expect(stored).not.toMatch(/birth/);
    expect(stored).not.toContain(String(birth.birthYear));
    const row = await rowOf(me.id);
    expect(row.ageBand).toBe('13-15');
    expect(row.ageBandChangesAt).toEqual(new Date(Date.UTC(year + 2, month - 1, 1)));
  });

  it('shows ageBand to the member and to staff, and to no other member', async () => {
    const teen = await memberAged(15);
    const other = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    const mod = await ctx.createUser({ role: 'moderator' });
    expect((await ctx.api(teen, 'GET /api/auth/user')).body).toMatchObject({ ageBand: '13-15' });
    const profile = await ctx.api(other, 'GET /api/users/:id', { params: { id: teen.id } });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toHaveProperty('ageBand');
    expect(profile.text).not.toContain('13-15');
    const record = await ctx.api(mod, 'GET /api/moderation/users/:userId', { params: { userId: teen.id } });
    expect(record.body.user.ageBand).toBe('13-15');
    const list = await ctx.api(admin, 'GET /api/admin/users');
    expect(list.body.items.find((u: { id: number }) => u.id === teen.id)!.ageBand).toBe('13-15');
  });

  it('gives a member under 18 private settings: nobody may message, situation private, no email', async () => {
    const teen = await memberAged(16);
    expect((await ctx.api(teen, 'GET /api/users/me/settings')).body).toMatchObject({
      allowDirectMessages: 'nobody',
      showStatusSituation: false,
      emailMessages: false,
      emailReplies: false,
      emailModeration: false,
    });
    const adult = await memberAged(18);
    expect((await ctx.api(adult, 'GET /api/users/me/settings')).body).toMatchObject({
      allowDirectMessages: 'everyone',
      emailMessages: true,
    });
  });
});

describe('under 13', () => {
  it('answers 403 under_minimum_age with helplines for children, closes and purges the account', async () => {
    const me = await signIn('child-1');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/onboarding',
      headers: { cookie: me.cookie, origin: new URL(ctx.config.publicUrl).origin, 'accept-language': 'en-AU,en;q=0.8' },
      payload: join(bornAged(12)),
    });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body).toMatchObject({ code: 'under_minimum_age', country: 'AU', message: expect.stringMatching(/aged 13 and over/) });
    expect(body.helplines.map((l: { name: string }) => l.name)).toEqual(['Kids Helpline']);
    const row = await rowOf(me.id);
    expect(row.deletedAt).not.toBeNull();
    expect(row.purgedAt).not.toBeNull();
    expect(row.ageBand).toBeNull();
    expect((await ctx.api(me, 'GET /api/auth/user')).statusCode).toBe(401);
    const [refusal] = await ctx.database.db.select().from(ageRefusals);
    expect(JSON.stringify(refusal)).not.toContain('child-1');
  });

  it('refuses the same sign-in again with another birth year, until the month they turn 13 by the first answer', async () => {
    const first = await signIn('child-2');
    expect((await ctx.api(first, 'POST /api/users/me/onboarding', { body: join(bornAged(11)) })).statusCode).toBe(403);
    const again = await signIn('child-2');
    expect(again.id).not.toBe(first.id);
    const retry = await ctx.api(again, 'POST /api/users/me/onboarding', { body: join(bornAged(30)) });
    expect(retry.statusCode).toBe(403);
    expect(retry.body.code).toBe('under_minimum_age');
    expect((await rowOf(again.id)).deletedAt).not.toBeNull();
    // Someone else is not held back by it.
    const stranger = await signIn('someone-else');
    expect((await ctx.api(stranger, 'POST /api/users/me/onboarding', { body: join(bornAged(30)) })).statusCode).toBe(200);
    // Once the month they turn 13 comes (the purge job then deletes the row), they may join.
    await ctx.database.db.update(ageRefusals).set({ refusedUntil: new Date(Date.now() - 1000) });
    const grownUp = await signIn('child-2');
    expect((await ctx.api(grownUp, 'POST /api/users/me/onboarding', { body: join(bornAged(13)) })).statusCode).toBe(200);
  });

  it('never closes an account that has joined already: a second onboarding is 409', async () => {
    const me = await memberAged(30);
    const res = await ctx.api(me, 'POST /api/users/me/onboarding', { body: join(bornAged(10)) });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(me.id)).deletedAt).toBeNull();
  });
});

describe('POST /api/users/me/age (members who joined before the age screen)', () => {
  it('keeps the band once and sets the under-18 settings; a second answer is 409', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'GET /api/auth/user')).body).toMatchObject({ ageBand: null });
    const res = await ctx.api(me, 'POST /api/users/me/age', { body: bornAged(17) });
    expect(res.statusCode).toBe(200);
    expect(res.body.ageBand).toBe('16-17');
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body.allowDirectMessages).toBe('nobody');
    const again = await ctx.api(me, 'POST /api/users/me/age', { body: bornAged(40) });
    expect(again.statusCode).toBe(409);
    expect((await rowOf(me.id)).ageBand).toBe('16-17');
  });

  it('closes the account of someone under 13', async () => {
    const me = await ctx.createUser();
    const res = await ctx.api(me, 'POST /api/users/me/age', { body: bornAged(12) });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('under_minimum_age');
    expect((await rowOf(me.id)).deletedAt).not.toBeNull();
  });
});

describe('conversations between adults and members under 18', () => {
  const start = (from: TestUser, to: TestUser) => ctx.api(from, 'POST /api/conversations/direct/:userId', { params: { userId: to.id } });
  const openTo = (who: TestUser) => ctx.api(who, 'PATCH /api/users/me/settings', { body: { allowDirectMessages: 'everyone' } });

  it('refuses an adult, and a member with no band, even when the teen accepts messages; staff may', async () => {
    const teen = await memberAged(14);
    expect((await openTo(teen)).statusCode).toBe(200);
    const adult = await memberAged(25);
    const noBand = await ctx.createUser();
    for (const who of [adult, noBand]) {
      const res = await start(who, teen);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe(
        "Adults can't start conversations with members under 18 on MindSpace. This keeps younger members safe.",
      );
    }
    const mod = await ctx.createUser({ role: 'moderator' });
    expect((await start(mod, teen)).statusCode).toBe(200);
  });

  it('lets members under 18 message each other as their settings allow', async () => {
    const [a, b] = [await memberAged(13), await memberAged(17)];
    const closed = await start(a, b);
    expect(closed.statusCode).toBe(403);
    expect(closed.body.message).toBe("This member isn't accepting new messages.");
    await openTo(b);
    expect((await start(a, b)).statusCode).toBe(200);
  });

  it('shows no Message ability on a profile across the age line (so the button never leads to a refusal)', async () => {
    const teen = await memberAged(14);
    await openTo(teen);
    const adult = await memberAged(25);
    await openTo(adult);
    const otherTeen = await memberAged(16);
    const messageAbility = async (viewer: TestUser, person: TestUser) =>
      (await ctx.api(viewer, 'GET /api/users/:id', { params: { id: person.id } })).body.abilities.message;
    expect(await messageAbility(adult, teen)).toBe(false);
    expect(await messageAbility(teen, adult)).toBe(false);
    expect(await messageAbility(otherTeen, teen)).toBe(true);
    expect(await messageAbility(await ctx.createUser({ role: 'moderator' }), teen)).toBe(true);
  });

  it('keeps a member under 18 from starting one with an adult member, but not with staff', async () => {
    const teen = await memberAged(15);
    const adult = await memberAged(30);
    await openTo(adult);
    expect((await start(teen, adult)).statusCode).toBe(403);
    const admin = await ctx.createUser({ role: 'admin' });
    expect((await start(teen, admin)).statusCode).toBe(200);
  });
});
