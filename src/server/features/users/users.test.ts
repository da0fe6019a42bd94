import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';
import { questions, users } from '../../db/schema/index';
import { tooSoonMessage } from '../../shared/change-window';
import { render } from '../../i18n/messages';
import { makeAnswer, makeQuestion } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = millisecondsInDay;
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Moves a user's last status/name change `days` into the past. */
async function backdate(userId: number, field: 'statusLastChanged' | 'nameLastChanged', days: number) {
  await ctx.database.db
    .update(users)
    .set({ [field]: new Date(Date.now() - days * DAY_MS) })
    .where(eq(users.id, userId));
}

describe('GET /api/users/:id', () => {
  it('shows your own private fields to you', async () => {
    const me = await ctx.createUser({ bio: 'Hello' });
    const res = await ctx.api(me, 'GET /api/users/:id', { params: { id: me.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, firstName: me.firstName, bio: 'Hello', email: me.email, role: 'user' });
    expect(res.body).toHaveProperty('nextStatusChangeAt', null);
    expect(res.body).toHaveProperty('nextNameChangeAt', null);
  });

  it('hides email and change dates from someone else', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    const res = await ctx.api(me, 'GET /api/users/:id', { params: { id: other.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body.id).toBe(other.id);
    for (const key of ['email', 'nameLastChanged', 'statusLastChanged', 'nextNameChangeAt', 'nextStatusChangeAt']) {
      expect(res.body).not.toHaveProperty(key);
    }
  });

  it('answers 404 for a missing user and for a closed account', async () => {
    const me = await ctx.createUser();
    const closed = await ctx.createUser({ deletedAt: new Date() });
    for (const id of [999_999, closed.id]) {
      const res = await ctx.api(me, 'GET /api/users/:id', { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ message: 'User was not found' });
    }
  });

  it('refuses signed-out visitors and bad ids', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(null, 'GET /api/users/:id', { params: { id: me.id } })).statusCode).toBe(401);
    expect((await ctx.api(me, 'GET /api/users/:id', { params: { id: 'abc' } })).statusCode).toBe(400);
  });
});

describe('GET /api/users/:id/stats', () => {
  it('counts posts, showing anonymous ones only to their author', async () => {
    const author = await ctx.createUser();
    const viewer = await ctx.createUser();
    const db = ctx.database.db;
    const q1 = await makeQuestion(db, author.id, { title: 'Public', content: 'x' });
    await makeQuestion(db, author.id, { title: 'Anonymous', content: 'x', isAnonymous: true });
    await makeQuestion(db, viewer.id, { title: 'Someone else', content: 'x' });
    const qDeleted = await makeQuestion(db, author.id, { title: 'Deleted', content: 'x', deletedAt: new Date() });
    await makeAnswer(db, author.id, q1.id, { content: 'public answer' });
    await makeAnswer(db, author.id, q1.id, { content: 'anonymous answer', isAnonymous: true });
    await makeAnswer(db, author.id, q1.id, { content: 'deleted answer', deletedAt: new Date() });
    await makeAnswer(db, author.id, qDeleted.id, { content: 'answer under a deleted question' });

    const seenByOther = await ctx.api(viewer, 'GET /api/users/:id/stats', { params: { id: author.id } });
    expect(seenByOther.statusCode).toBe(200);
    expect(seenByOther.body).toEqual({ questionsCount: 1, answersCount: 1 });

    const seenBySelf = await ctx.api(author, 'GET /api/users/:id/stats', { params: { id: author.id } });
    expect(seenBySelf.body).toEqual({ questionsCount: 2, answersCount: 2 });
  });

  it('answers 404 for a missing user and 401 when signed out', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'GET /api/users/:id/stats', { params: { id: 999999 } })).statusCode).toBe(404);
    expect((await ctx.api(null, 'GET /api/users/:id/stats', { params: { id: me.id } })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/status', () => {
  it('sets a first status with a situation for healing', async () => {
    const me = await ctx.createUser();
    const res = await ctx.api(me, 'PATCH /api/users/status', { body: { status: 'healing', statusSituation: 'Feeling anxious' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, status: 'healing', statusSituation: 'Feeling anxious', email: me.email });
    expect(typeof res.body.statusLastChanged).toBe('string');
    const next = new Date(res.body.nextStatusChangeAt!).getTime() - new Date(res.body.statusLastChanged!).getTime();
    expect(next).toBe(7 * DAY_MS);
  });

  it('refuses a second change within 7 days, naming the date, and allows it after', async () => {
    const me = await ctx.createUser();
    expect(
      (await ctx.api(me, 'PATCH /api/users/status', { body: { status: 'healing', statusSituation: 'Feeling anxious' } })).statusCode,
    ).toBe(200);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    const again = await ctx.api(me, 'PATCH /api/users/status', { body: { status: 'supporting' } });
    expect(again.statusCode).toBe(400);
    const date = LONG_DATE.format(new Date(row.statusLastChanged!.getTime() + 7 * DAY_MS));
    expect(again.body.message).toBe(`You can change your status again on ${date}`);

    await backdate(me.id, 'statusLastChanged', 8);
    const later = await ctx.api(me, 'PATCH /api/users/status', { body: { status: 'supporting', statusSituation: 'Feeling anxious' } });
    expect(later.statusCode).toBe(200);
    // The situation belongs to healing only.
    expect(later.body).toMatchObject({ status: 'supporting', statusSituation: null });
  });

  it('lets only one of two simultaneous changes through', async () => {
    const me = await ctx.createUser();
    const results = await Promise.all([
      ctx.api(me, 'PATCH /api/users/status', { body: { status: 'lost' } }),
      ctx.api(me, 'PATCH /api/users/status', { body: { status: 'searching' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts choosing the status you already have without starting a new wait', async () => {
    const me = await ctx.createUser({ status: 'celebrating', statusLastChanged: new Date(Date.now() - DAY_MS) });
    const res = await ctx.api(me, 'PATCH /api/users/status', { body: { status: 'celebrating' } });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.body.statusLastChanged!).getTime()).toBe(me.statusLastChanged!.getTime());
  });

  it('validates the status and the healing situation', async () => {
    const me = await ctx.createUser();
    const cases: [unknown, RegExp][] = [
      [{ status: 'ecstatic' }, /Please select a status/],
      [{}, /Please select a status/],
      [{ status: 'therapist' }, /Please select a status/],
      [{ status: 'healing' }, /Please select what you're going through/],
      [{ status: 'healing', statusSituation: 'Feeling fine' }, /Please select what you're going through/],
    ];
    for (const [body, message] of cases) {
      // ctx.request: bodies the contract refuses on purpose.
      const res = await ctx.request(me, 'PATCH', '/api/users/status', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.status).toBeNull();
    expect(row.statusLastChanged).toBeNull();
  });

  it('refuses signed-out visitors', async () => {
    expect((await ctx.api(null, 'PATCH /api/users/status', { body: { status: 'healed' } })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/name', () => {
  it('changes the name the first time, then waits 30 days', async () => {
    const me = await ctx.createUser();
    const first = await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: '  Robin ', lastName: 'Hart' } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ firstName: 'Robin', lastName: 'Hart' });
    expect(first.body.nextNameChangeAt).not.toBeNull();

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    const again = await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: 'Rob', lastName: 'Hart' } });
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(render('en', tooSoonMessage('name', row.nameLastChanged!, 30)));
    expect(again.body.message).toMatch(/^You can change your name again on [A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await backdate(me.id, 'nameLastChanged', 29);
    expect((await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: 'Rob', lastName: 'Hart' } })).statusCode).toBe(400);

    await backdate(me.id, 'nameLastChanged', 31);
    const later = await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: 'Rob' } });
    expect(later.statusCode).toBe(200);
    expect(later.body).toMatchObject({ firstName: 'Rob', lastName: null });
  });

  it('validates the names', async () => {
    const me = await ctx.createUser();
    const cases: [unknown, RegExp][] = [
      [{ firstName: '   ', lastName: 'X' }, /First name cannot be empty/],
      [{ lastName: 'X' }, /First name is required/],
      [{ firstName: 'a'.repeat(51), lastName: 'X' }, /First name must be at most 50 characters/],
      [{ firstName: 'Ann', lastName: 'b'.repeat(51) }, /Last name must be at most 50 characters/],
    ];
    for (const [body, message] of cases) {
      // ctx.request: bodies the contract refuses on purpose.
      const res = await ctx.request(me, 'PATCH', '/api/users/name', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const ok = await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: 'a'.repeat(50), lastName: 'b'.repeat(50) } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses signed-out visitors', async () => {
    expect((await ctx.api(null, 'PATCH /api/users/name', { body: { firstName: 'A', lastName: 'B' } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me (close your account)', () => {
  it('clears personal data, signs out everywhere, keeps posts as "User" and keeps anonymous posts linked', async () => {
    const leaving = await ctx.createUser({ firstName: 'Leaving', lastName: 'Soon', bio: 'My story', email: 'leaving@example.org' });
    const reader = await ctx.createUser();
    const q = await makeQuestion(ctx.database.db, leaving.id, { title: 'A question that stays', content: 'Details', isAnonymous: true });

    const res = await ctx.api(leaving, 'DELETE /api/users/me');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('mindspace_session=;');

    // The session no longer works, and the profile is gone for others.
    expect((await ctx.api(leaving, 'GET /api/auth/user')).statusCode).toBe(401);
    expect((await ctx.api(reader, 'GET /api/users/:id', { params: { id: leaving.id } })).statusCode).toBe(404);
    // So are its lists: no question or answer list of a closed account, not even non-anonymous ones.
    await ctx.database.db
      .insert(questions)
      .values({ authorId: leaving.id, title: 'A named question', content: 'Details', isAnonymous: false });
    for (const list of ['GET /api/users/:id/questions', 'GET /api/users/:id/answers', 'GET /api/users/:id/stats'] as const) {
      const listed = await ctx.api(reader, list, { params: { id: leaving.id } });
      expect(listed.statusCode, list).toBe(404);
      expect(listed.body).toEqual({ message: 'User was not found' });
    }

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, leaving.id));
    expect(row).toMatchObject({ firstName: null, lastName: null, email: null, bio: null });
    expect(row.deletedAt).not.toBeNull();
    // The anonymous question is still linked to the account, for moderation.
    const [kept] = await ctx.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(kept.authorId).toBe(leaving.id);
  });

  it('refuses admins (they hand the role on first) and signed-out visitors', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const res = await ctx.api(admin, 'DELETE /api/users/me');
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Admins cannot close their account. Ask another admin to change your role first.');
    expect((await ctx.api(admin, 'GET /api/auth/user')).statusCode).toBe(200);
    expect((await ctx.api(null, 'DELETE /api/users/me')).statusCode).toBe(401);
  });
});
