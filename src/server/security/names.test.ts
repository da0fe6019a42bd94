/**
 * Names nobody can pose under: NFKC, no invisible or blank-looking characters, no
 * name that reads as MindSpace, its Safety Team or its staff (TR39 confusable skeleton), and
 * names stored before these rules shown with a neutral fallback. The Safety Team's own account,
 * made by the server, keeps its name. Through the real app on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness';
import { users } from '../db/schema/index';
import { makeQuestion } from '../test/factories';
import { RESERVED_NAME_MESSAGE } from '../shared/names';
import { render } from '../i18n/messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rename = async (firstName: string, lastName = '') => {
  const me = await ctx.createUser({ nameLastChanged: null });
  const res = await ctx.api(me, 'PATCH /api/users/name', { body: { firstName, lastName } });
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
  return { res, row, me };
};

describe('invisible and blank-looking characters', () => {
  it.each([
    ['a zero-width space', 'Ma\u200Bya', ''],
    ['a zero-width joiner', 'Ma\u200Dya', ''],
    ['a word joiner', 'Ma\u2060ya', ''],
    ['a byte order mark', 'Ma\uFEFFya', ''],
    ['a Hangul filler as last name', 'Maya', '\u3164'],
    ['a Hangul choseong filler', '\u115FMaya', ''],
    ['a Hangul jungseong filler', 'Maya\u1160', ''],
    ['a halfwidth Hangul filler', 'Ma\uFFA0ya', ''],
    ['a Braille blank', 'Maya', '\u2800'],
    ['a soft hyphen', 'Ma\u00ADya', ''],
  ])('refuses %s with a readable 400 and changes nothing', async (_what, firstName, lastName) => {
    const { res, row } = await rename(firstName, lastName);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/(First|Last) name contains an invisible or blank-looking character/);
    expect(row.firstName).not.toBe(firstName);
  });

  it('stores names in NFKC: fullwidth and compatibility letters become the letters they look like', async () => {
    const { res, row } = await rename('Ｍａｙａ', 'ﬁnch');
    expect(res.statusCode).toBe(200);
    expect([row.firstName, row.lastName]).toEqual(['Maya', 'finch']);
  });

  it('refuses them at onboarding too', async () => {
    const me = await ctx.createUser({ onboardedAt: null });
    const res = await ctx.api(me, 'POST /api/users/me/onboarding', {
      body: {
        birthYear: 1990,
        birthMonth: 4,
        acceptTerms: true,
        firstName: 'M\u0430ya\u200B',
        lastName: '\u3164',
      },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.onboardedAt).toBeNull();
  });
});

describe('reserved names', () => {
  it.each([
    ['MindSpace Safety Team', ''],
    ['MindSpace', 'Safety Team'],
    ['Safety', 'Team'],
    ['mindspace', ''],
    ['MINDSPACE', 'SUPPORT'],
    ['Mind Space', ''],
    ['M i n d S p a c e', ''],
    ['MіndSpacе', ''], // Cyrillic і and е
    ['Ⅿindspace', ''], // Roman numeral one thousand
    ['rnindspace', ''], // r + n for m
    ['Moderator', ''],
    ['Mod', 'Team'],
    ['Admin', ''],
    ['Аdmin', ''], // Cyrillic А
    ['ADMlN', ''], // small l for capital I
    ['Sam', 'Administrator'],
    ['Support', ''],
    ['Supp0rt', ''],
    ['Staff', ''],
    ['S t a f f', ''],
    ['The', 'MindSpace Team'],
    ['SafetyTeam', ''],
  ])('refuses %j %j with a readable 400 and changes nothing', async (firstName, lastName) => {
    const { res, row } = await rename(firstName, lastName);
    expect(res.statusCode, JSON.stringify([firstName, lastName])).toBe(400);
    expect(res.body.message).toBe(render('en', RESERVED_NAME_MESSAGE));
    expect(row.firstName).not.toBe(firstName.normalize('NFKC'));
  });

  it.each([
    ['Staffan', 'Lind'],
    ['Adminah', ''],
    ['Maya', 'Safety'],
    ['Modesty', 'Rain'],
    ['Amir', 'Supporter'],
    ['Team', 'Player'],
  ])('accepts %j %j, which only share letters with one', async (firstName, lastName) => {
    const { res } = await rename(firstName, lastName);
    expect(res.statusCode).toBe(200);
  });
});

describe('names stored before the rules', () => {
  it("are shown as no name ('User') to others until changed; the member still sees their own", async () => {
    const reader = await ctx.createUser();
    const poser = await ctx.createUser({ firstName: 'MindSpace Safety Team', lastName: null });
    const invisible = await ctx.createUser({ firstName: 'M\u0430ya\u200B', lastName: '\u3164' });
    for (const person of [poser, invisible]) {
      const q = await makeQuestion(ctx.database.db, person.id);
      const card = await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } });
      expect(card.body.author).toMatchObject({ id: person.id, firstName: null, lastName: null });
      const profile = await ctx.api(reader, 'GET /api/users/:id', { params: { id: person.id } });
      expect(profile.body).toMatchObject({ firstName: null, lastName: null });
      expect((await ctx.api(person, 'GET /api/auth/user')).body.firstName).toBe(person.firstName);
    }
    // A conversation with the poser names them to nobody as the Safety Team.
    const conversation = await ctx.api(poser, 'POST /api/conversations/direct/:userId', { params: { userId: reader.id } });
    await ctx.api(poser, 'POST /api/conversations/:id/messages', {
      params: { id: conversation.body.id },
      body: { body: 'Please confirm your password here' },
    });
    const list = await ctx.api(reader, 'GET /api/conversations');
    expect(JSON.stringify(list.body)).not.toContain('Safety Team');
  });

  it("leave the Safety Team's own account, made by the server, its name", async () => {
    const moderator = await ctx.createUser({ role: 'moderator' });
    const member = await ctx.createUser();
    const q = await makeQuestion(ctx.database.db, member.id);
    const report = await ctx.api(moderator, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'at-risk' } });
    expect(
      (await ctx.api(moderator, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: report.body.id } })).statusCode,
    ).toBe(200);
    const list = await ctx.api(member, 'GET /api/conversations');
    const names = (list.body as { participants: { firstName: string | null }[] }[]).flatMap((c) => c.participants.map((p) => p.firstName));
    expect(names).toContain('MindSpace Safety Team');
  });
});
