/**
 * Everything the server says in words follows the reader's language:
 * notifications rendered when read (so a member who switches language reads the old ones in the
 * new one), error messages in the member's setting or Accept-Language, check-ins and removal
 * notices in the member's language with their country's crisis lines — and English as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { makeNotifications } from '../test/factories';
import { messages } from '../db/schema/index';
import { crisisLineTexts, render, serverText, words } from './messages';
import { checkInMessage } from '../features/moderation/check-in';
import type { Locale } from '../../common/i18n/locales';

let ctx: TestContext;
let topicId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  topicId = (await ctx.api(admin, 'POST /api/topics', { body: { name: 'Sleep and rest' } })).body.id;
});
afterAll(() => ctx.close());

async function ask(user: TestUser, title: string, isAnonymous = false): Promise<number> {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title,
      content: 'Most nights I lie awake until morning.',
      topicIds: [topicId],
      isAnonymous,
      hasContentWarning: false,
      contentWarningText: null,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id as number;
}

const setLocale = async (user: TestUser, locale: Locale) =>
  expect((await ctx.api(user, 'PATCH /api/users/me/settings', { body: { locale } })).statusCode).toBe(200);

const contents = async (user: TestUser) =>
  (await ctx.api(user, 'GET /api/notifications')).body.items.map((n: { content: string }) => n.content);

/** A GET with the browser's Accept-Language, signed in as `user` or signed out. */
async function getIn(user: TestUser | null, url: string, acceptLanguage?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) as { message: string } };
}

describe('notifications', () => {
  it('are read in the language the member has now: switching to Spanish turns the old ones Spanish', async () => {
    const asker = await ctx.createUser({ firstName: 'Lucía' });
    const helper = await ctx.createUser({ firstName: 'Tomás' });
    const questionId = await ask(asker, 'Cannot sleep before exams');
    expect(
      (
        await ctx.api(helper, 'POST /api/answers', {
          body: { questionId, content: 'A walk in the evening helped me.', isAnonymous: false },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await ctx.api(await ctx.createUser(), 'POST /api/answers', {
          body: {
            questionId,
            content: 'Reading before bed helps me.',
            isAnonymous: true,
          },
        })
      ).statusCode,
    ).toBe(201);

    expect(await contents(asker)).toEqual([
      'Someone answered your question "Cannot sleep before exams"',
      'Tomás answered your question "Cannot sleep before exams"',
    ]);
    await setLocale(asker, 'es');
    expect(await contents(asker)).toEqual([
      'Alguien respondió tu pregunta «Cannot sleep before exams»',
      'Tomás respondió tu pregunta «Cannot sleep before exams»',
    ]);
    await setLocale(asker, 'ar');
    expect((await contents(asker))[0]).toBe('أجاب شخص ما عن سؤالك «Cannot sleep before exams»');
  });

  it('written before the catalogs still read as they were written', async () => {
    const member = await ctx.createUser();
    await makeNotifications(ctx.database.db, member.id, [
      { type: 'answer', content: 'Someone answered your question "Old one"', link: '/questions/1' },
    ]);
    await setLocale(member, 'de');
    expect(await contents(member)).toEqual(['Someone answered your question "Old one"']);
  });

  it('count the daily digest with the language’s plural rules', () => {
    expect(serverText('en', 'notification.digest', { count: 1 })).toBe('1 new question in the topics you follow');
    expect(serverText('en', 'notification.digest', { count: 3 })).toBe('3 new questions in the topics you follow');
    expect(serverText('fr', 'notification.digest', { count: 1 })).toBe('1 nouvelle question dans les sujets que tu suis');
    expect(serverText('ar', 'notification.digest', { count: 2 })).toBe('سؤالان جديدان في المواضيع التي تتابعها');
  });
});

describe('error messages', () => {
  it('are in the member’s language: a Spanish member gets a Spanish 400, an English one the English', async () => {
    const ana = await ctx.createUser();
    await setLocale(ana, 'es');
    const spanish = await ctx.api(ana, 'GET /api/notifications', { query: { cursor: 'not-a-cursor' } });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.body.message).toBe('El cursor de la página no es válido; vuelve a cargar la lista');

    const english = await ctx.api(await ctx.createUser(), 'GET /api/notifications', { query: { cursor: 'not-a-cursor' } });
    expect(english.body.message).toBe('The page cursor is not valid; reload the list');
  });

  it('follow the member’s setting over their browser, and the browser’s Accept-Language when signed out', async () => {
    const member = await ctx.createUser();
    await setLocale(member, 'fr');
    const asMember = await getIn(member, '/api/questions/999999', 'de');
    expect(asMember.body.message).toBe('La question est introuvable');
    const visitor = await getIn(null, '/api/notifications', 'de-AT,de;q=0.9');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body.message).toBe('Dafür musst du angemeldet sein');
    const english = await getIn(null, '/api/notifications');
    expect(english.body.message).toBe('You need to sign in to do that');
  });
});

describe('validation messages and refusals', () => {
  const longTitle = {
    title: 'x'.repeat(201),
    content: 'Hello',
    topicIds: [1],
    isAnonymous: false,
    hasContentWarning: false,
    contentWarningText: null,
  };

  it('a 400 from the common schemas is in Spanish for a Spanish member, word for word in English otherwise', async () => {
    const ana = await ctx.createUser();
    await setLocale(ana, 'es');
    const spanish = await ctx.api(ana, 'POST /api/questions', { body: longTitle });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.body.message).toBe('Título: como máximo 200 caracteres');

    const english = await ctx.api(await ctx.createUser(), 'POST /api/questions', { body: longTitle });
    expect(english.statusCode).toBe(400);
    expect(english.body.message).toBe('Title must be at most 200 characters');

    // A message with no field name, and one naming a parameter: the sentence is translated.
    // ctx.request: a value the contract refuses on purpose.
    expect((await ctx.request(ana, 'PATCH', '/api/users/me/settings', { emailMessages: 'yes' })).body.message).toBe(
      'emailMessages debe ser true o false',
    );
  });

  it("a moderator's refused appeal outcome and sanction length are in their language too", async () => {
    const maya = await ctx.createUser({ role: 'moderator' });
    await setLocale(maya, 'es');
    const target = await ctx.createUser();
    // ctx.request: values the contract refuses on purpose.
    const outcome = await ctx.request(maya, 'POST', '/api/moderation/appeals/1/decision', { outcome: 'maybe', note: 'Lo leí de nuevo.' });
    expect(outcome.statusCode).toBe(400);
    expect(outcome.body.message).toBe('outcome debe ser upheld o overturned');
    const days = await ctx.api(maya, 'POST /api/moderation/users/:userId/sanctions', {
      params: { userId: target.id },
      body: { type: 'suspend', reason: 'Insultos.', days: 1.5 },
    });
    expect(days.statusCode).toBe(400);
    expect(days.body.message).toBe('days debe ser un número entero');
  });

  it('a 403 refusal of the policy is in Spanish for a Spanish member, word for word in English otherwise', async () => {
    const ana = await ctx.createUser();
    await setLocale(ana, 'es');
    const spanish = await ctx.api(ana, 'GET /api/admin/stats');
    expect(spanish.statusCode).toBe(403);
    expect(spanish.body.message).toBe('Se necesita acceso de administración');

    const english = await ctx.api(await ctx.createUser(), 'GET /api/admin/stats');
    expect(english.statusCode).toBe(403);
    expect(english.body.message).toBe('Admin access required');
  });

  it("a standing refusal (the write gate's 403) is in the member's language with its code", async () => {
    const newcomer = await ctx.createUser({ onboardedAt: null });
    await setLocale(newcomer, 'es');
    const res = await ctx.api(newcomer, 'POST /api/feedback', { body: { feedback: 'Hola' } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Primero termina de unirte a MindSpace/), code: 'onboarding_required' });
  });
});

describe('check-ins and removal notices', () => {
  it('keep the spec’s US lines word for word in English', () => {
    expect(crisisLineTexts('en', null)).toEqual([
      'Call or text 988 (988 Suicide & Crisis Lifeline, also 1-800-273-8255)',
      'Text HOME to 741741 (Crisis Text Line)',
      'If you are in danger right now, call 911 or your local emergency number',
    ]);
  });

  it('name the member’s country’s lines in their language', async () => {
    const lines = crisisLineTexts('es', 'ES');
    expect(lines.at(-1)).toBe('Si estás en peligro ahora mismo, llama al 112 o al número de emergencias local');
    expect(lines.join('\n')).not.toMatch(/988|741741|911/);
    const message = checkInMessage('es', 'ES');
    expect(message).toContain('Hola, somos el Equipo de Seguridad de MindSpace.');
    expect(message).toContain(`- ${lines[0]}`);
  });

  it('sends a Spanish member in Spain a check-in in Spanish with Spain’s lines', async () => {
    const author = await ctx.createUser();
    await setLocale(author, 'es');
    expect((await ctx.api(author, 'PATCH /api/users/me/settings', { body: { country: 'ES' } })).statusCode).toBe(200);
    const questionId = await ask(author, 'Everything feels too heavy lately');
    const reporter = await ctx.createUser();
    const report = await ctx.api(reporter, 'POST /api/reports', {
      body: { targetType: 'question', targetId: questionId, reason: 'at-risk' },
    });
    expect(report.statusCode).toBe(201);
    const mod = await ctx.createUser({ role: 'moderator' });
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: report.body.id } })).statusCode,
    ).toBe(200);
    const [sent] = await ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.body, checkInMessage('es', 'ES')));
    expect(sent?.body).toContain('112');

    // The removal notice names the same lines, and reads in English once she switches.
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'question', targetId: questionId } }))
        .statusCode,
    ).toBeLessThan(300);
    const [notice] = await contents(author);
    expect(notice).toContain('Pensamos en ti.');
    expect(notice).toContain(crisisLineTexts('es', 'ES')[0]);
    await setLocale(author, 'en');
    const [english] = await contents(author);
    expect(english).toContain('We are thinking of you.');
    expect(english).toContain(crisisLineTexts('en', 'ES')[0]);
  });

  it('render nested words in the same language', () => {
    expect(render('de', words('error.claimed', { name: words('error.anotherModerator') }))).toBe(
      'Eine andere moderierende Person sieht sich diese Meldung bereits an',
    );
  });
});
