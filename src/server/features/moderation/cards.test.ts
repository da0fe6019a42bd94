/**
 * What a moderator's card and member record tell about the person: the words
 * that raised a crisis flag and where, the member's other open cards, their check-ins, the
 * check-in text before it is sent, which sanctions the viewer may give, and the log in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type ApiResponse, type TestContext, type TestUser } from '../../test/harness';
import type { ReportReason, ReportTargetType } from '../../../common/constants';
import { messages, moderationLog, users } from '../../db/schema/index';
import { makeAnswer, makeMessage, makeQuestion, makeReport, makeTopic } from '../../test/factories';
import { checkInMessage } from './check-in';

/** The check-in a member who chose no country gets (the US lines of the landing page). */
const CHECK_IN_MESSAGE = checkInMessage('en', null);
import type { ReportView } from './presenters';

let ctx: TestContext;
let member: TestUser;
let reporter: TestUser;
let mod: TestUser;
let admin: TestUser;
let topicId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser({ firstName: 'Robin', lastName: 'Vale' });
  reporter = await ctx.createUser({ firstName: 'Kai' });
  mod = await ctx.createUser({ role: 'moderator', firstName: 'Maya' });
  admin = await ctx.createUser({ role: 'admin', firstName: 'Ada' });
  topicId = (await makeTopic(ctx.database.db)).id;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Every card of the queue, all pages. */
async function queue(viewer: TestUser = mod): Promise<ReportView[]> {
  const items: ReportView[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<'GET /api/moderation/reports'> = await ctx.api(viewer, 'GET /api/moderation/reports', { query: { cursor } });
    expect(res.statusCode).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}
const cardOf = async (targetType: string, targetId: number) =>
  (await queue()).find((c) => c.status === 'pending' && c.targetType === targetType && c.targetId === targetId)!;
const ask = async (author: TestUser, fields: Record<string, unknown>) => {
  const res = await ctx.api(author, 'POST /api/questions', {
    body: {
      title: 'A question',
      content: 'Some words',
      topicIds: [topicId],
      ...fields,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id as number;
};
const report = async (targetType: ReportTargetType, targetId: number, reason: ReportReason = 'spam', by: TestUser = reporter) => {
  const res = await ctx.api(by, 'POST /api/reports', { body: { targetType, targetId, reason } });
  expect(res.statusCode).toBe(201);
  return res.body.id as number;
};

describe('the words that raised a crisis flag', () => {
  it('names the words and where they were: a content warning, a title, a message', async () => {
    const writer = await ctx.createUser();
    const inWarning = await ask(writer, {
      title: 'Exam week',
      content: 'Any tips for revising?',
      hasContentWarning: true,
      contentWarningText: "I don't want to be here anymore",
    });
    const inTitle = await ask(writer, { title: 'thinking about ending my life', content: 'It has been a long month.' });
    const message = await makeMessage(db(), writer.id, reporter.id, 'ok so honestly kms lol');
    await makeReport(db(), { reporterId: null, system: true, targetType: 'message', targetId: message.id, reason: 'at-risk' });

    const warningCard = await cardOf('question', inWarning);
    expect(warningCard).toMatchObject({ crisisFlag: true, priority: 'urgent' });
    expect(warningCard.crisisWords).toEqual([{ field: 'contentWarning', words: ["don't want to be here anymore"] }]);
    // The text the card shows holds none of them: that is why the card names them.
    expect(warningCard.content).not.toContain('here anymore');
    expect((await cardOf('question', inTitle)).crisisWords).toEqual([{ field: 'title', words: ['ending my life'] }]);
    expect((await cardOf('message', message.id)).crisisWords).toEqual([{ field: 'message', words: ['kms'] }]);
  });

  it('is empty on a card no crisis raised, and once the words are edited away', async () => {
    const writer = await ctx.createUser();
    const q = await ask(writer, { title: 'I want to die', content: 'Details' });
    await report('question', q, 'harassment');
    expect((await cardOf('question', q)).crisisWords).toEqual([{ field: 'title', words: ['I want to die'] }]);
    expect(
      (await ctx.api(writer, 'PATCH /api/questions/:id', { params: { id: q }, body: { title: 'Feeling better today' } })).statusCode,
    ).toBe(200);
    expect((await cardOf('question', q)).crisisWords).toEqual([]);
    const calm = await makeQuestion(db(), writer.id, { title: 'Calm', content: 'nothing here' });
    await report('question', calm.id);
    expect((await cardOf('question', calm.id)).crisisWords).toEqual([]);
  });
});

describe('cards about the same member', () => {
  it('counts the other open cards about the member, anonymous posts and profile included', async () => {
    const person = await ctx.createUser({ firstName: 'Noor' });
    const named = await makeQuestion(db(), person.id, { title: 'Named' });
    const anonymous = await makeQuestion(db(), person.id, { title: 'Unsigned', isAnonymous: true });
    const answer = await makeAnswer(db(), person.id, named.id, { content: 'An answer' });
    await report('question', named.id);
    // Two reports on one target are one card.
    await report('question', anonymous.id);
    await report('question', anonymous.id, 'spam', mod);
    await report('user', person.id);

    expect((await cardOf('question', named.id)).otherOpenCards).toBe(2);
    expect((await cardOf('question', anonymous.id)).otherOpenCards).toBe(2);
    expect((await cardOf('user', person.id)).otherOpenCards).toBe(2);

    const answerReport = await report('answer', answer.id);
    expect((await cardOf('question', named.id)).otherOpenCards).toBe(3);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: answerReport, action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    expect((await cardOf('question', named.id)).otherOpenCards).toBe(2);
    // A reviewed card on the member record still counts the member's open ones.
    const record = await ctx.api(mod, 'GET /api/moderation/users/:userId', { params: { userId: person.id } });
    expect(record.body.reports.find((r: ReportView) => r.id === answerReport)!.otherOpenCards).toBe(3);
  });
});

describe('check-ins', () => {
  it('shows the text before it is sent, and sends nothing then', async () => {
    const writer = await ctx.createUser();
    const q = await makeQuestion(db(), writer.id, { isAnonymous: true });
    const reportId = await report('question', q.id, 'at-risk');
    expect((await ctx.api(reporter, 'GET /api/moderation/reports/:reportId/check-in', { params: { reportId } })).statusCode).toBe(403);
    expect((await ctx.api(mod, 'GET /api/moderation/reports/:reportId/check-in', { params: { reportId: 99999999 } })).statusCode).toBe(404);
    const preview = await ctx.api(mod, 'GET /api/moderation/reports/:reportId/check-in', { params: { reportId } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toEqual({ body: CHECK_IN_MESSAGE, lastCheckIn: null });
    expect(await db().select().from(messages).where(eq(messages.body, CHECK_IN_MESSAGE))).toEqual([]);
  });

  it("names the crisis lines of the member's country, from the crisis data, in the preview and the check-in sent", async () => {
    // Without a country: the landing page's US lines.
    expect(CHECK_IN_MESSAGE).toContain('- Call or text 988 (988 Suicide & Crisis Lifeline, also 1-800-273-8255)');
    expect(CHECK_IN_MESSAGE).toContain('- Text HOME to 741741 (Crisis Text Line)');
    expect(CHECK_IN_MESSAGE).toContain('call 911 or your local emergency number');

    const writer = await ctx.createUser();
    expect((await ctx.api(writer, 'PATCH /api/users/me/settings', { body: { country: 'GB' } })).statusCode).toBe(200);
    const q = await makeQuestion(db(), writer.id);
    const reportId = await report('question', q.id, 'at-risk');
    const preview = await ctx.api(mod, 'GET /api/moderation/reports/:reportId/check-in', { params: { reportId } });
    expect(preview.body.body).toContain('- Call 116 123 (Samaritans)');
    expect(preview.body.body).toContain('- Text SHOUT to 85258 (Shout)');
    expect(preview.body.body).toContain('call 999 or your local emergency number');
    expect(preview.body.body).not.toContain('988');
    expect((await ctx.api(mod, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId } })).statusCode).toBe(200);
    const [sent] = await db().select().from(messages).where(eq(messages.body, preview.body.body));
    expect(sent).toBeDefined();
  });

  it('records who sent one and when: on the card after a reload, in the preview and on the member record', async () => {
    const writer = await ctx.createUser({ firstName: 'Jun' });
    const q = await makeQuestion(db(), writer.id, { isAnonymous: true });
    const reportId = await report('question', q.id, 'at-risk');
    const other = await makeQuestion(db(), writer.id);
    await report('question', other.id);
    expect((await cardOf('question', q.id)).lastCheckIn).toBeNull();

    const sent = await ctx.api(mod, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId } });
    expect(sent.statusCode).toBe(200);
    const card = await cardOf('question', q.id);
    expect(card.lastCheckIn).toEqual({
      sentAt: expect.any(String),
      sentBy: { id: mod.id, firstName: 'Maya' },
      nextAllowedAt: sent.body.nextAllowedAt,
    });
    expect(new Date(card.lastCheckIn!.nextAllowedAt).getTime() - new Date(card.lastCheckIn!.sentAt).getTime()).toBe(24 * 3_600_000);
    // Every card about the same person knows it: a check-in goes to the person, not the post.
    expect((await cardOf('question', other.id)).lastCheckIn).toEqual(card.lastCheckIn);
    expect((await ctx.api(admin, 'GET /api/moderation/reports/:reportId/check-in', { params: { reportId } })).body.lastCheckIn).toEqual(
      card.lastCheckIn,
    );

    const record = await ctx.api(admin, 'GET /api/moderation/users/:userId', { params: { userId: writer.id } });
    expect(record.body.checkIns).toEqual([
      { id: expect.any(Number), sentAt: card.lastCheckIn!.sentAt, sentBy: { id: mod.id, firstName: 'Maya' }, reportId },
    ]);
    // Never shown to members, the person themselves included.
    for (const who of [writer, reporter]) {
      expect((await ctx.api(who, 'GET /api/moderation/users/:userId', { params: { userId: writer.id } })).statusCode).toBe(403);
      expect(JSON.stringify((await ctx.api(who, 'GET /api/users/:id', { params: { id: writer.id } })).body)).not.toContain('Maya');
    }
  });
});

describe('sanction abilities on the member record', () => {
  it('offers a moderator every sanction but a ban, an admin all, and nobody anything on staff, themselves or a closed account', async () => {
    const target = await ctx.createUser();
    const abilities = async (viewer: TestUser, userId: number) =>
      (await ctx.api(viewer, 'GET /api/moderation/users/:userId', { params: { userId } })).body.abilities;
    expect(await abilities(mod, target.id)).toEqual({ warn: true, silence: true, suspend: true, ban: false });
    expect(await abilities(admin, target.id)).toEqual({ warn: true, silence: true, suspend: true, ban: true });
    const none = { warn: false, silence: false, suspend: false, ban: false };
    const otherMod = await ctx.createUser({ role: 'moderator' });
    expect(await abilities(admin, otherMod.id)).toEqual(none);
    expect(await abilities(mod, mod.id)).toEqual(none);
    const closed = await ctx.createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    expect(await abilities(admin, closed.id)).toEqual(none);
  });
});

describe('the moderation log in words', () => {
  it('labels each target, links it, and names a sanction type and length', async () => {
    const person = await ctx.createUser({ firstName: 'Lee', lastName: 'Park' });
    const q = await makeQuestion(db(), person.id, { title: 'How do I sleep before exams?', isAnonymous: true });
    const a = await makeAnswer(db(), person.id, q.id, { content: 'Try a routine' });
    const answerReport = await report('answer', a.id);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: answerReport, action: 'resolve' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'answer', targetId: a.id } })).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
          params: { userId: person.id },
          body: { type: 'silence', reason: 'Cool off', days: 3 },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
          params: { userId: person.id },
          body: { type: 'warn', reason: 'Be kind' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: person.id }, body: { role: 'moderator' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'question', targetId: q.id } }))
        .statusCode,
    ).toBe(200);

    const log = (await ctx.api(mod, 'GET /api/moderation/log')).body.items as Record<string, unknown>[];
    const entry = (action: string, targetType: string, targetId: number) =>
      log.find((e) => e.action === action && e.targetType === targetType && e.targetId === targetId);
    const member = { targetLabel: 'Lee Park', link: `/moderation/users/${person.id}` };
    expect(entry('report-resolved', 'report', answerReport)).toMatchObject({
      targetLabel: 'a report about an answer on “How do I sleep before exams?”',
      sanction: null,
    });
    // A removal names what was removed: its target and its first words.
    expect(entry('content-deleted', 'answer', a.id)).toMatchObject({
      targetLabel: 'an answer on “How do I sleep before exams?”',
      excerpt: 'Try a routine',
    });
    // Removed content is labelled still, with no link to follow.
    expect(entry('content-deleted', 'question', q.id)).toMatchObject({
      targetLabel: 'the question “How do I sleep before exams?”',
      link: null,
      excerpt: 'How do I sleep before exams? Some details',
    });
    expect(entry('report-resolved', 'report', answerReport)).toMatchObject({ excerpt: null, appeal: null });
    // A sanction entry names its type and end: 'silence until …'.
    const [silence] = (await ctx.api(mod, 'GET /api/moderation/users/:userId', { params: { userId: person.id } })).body.sanctions.filter(
      (x) => x.type === 'silence',
    );
    expect(log.filter((e) => e.action === 'sanction-added' && e.targetId === person.id)).toEqual([
      expect.objectContaining({ ...member, sanction: { type: 'warn', days: null, endsAt: null } }),
      expect.objectContaining({ ...member, sanction: { type: 'silence', days: 3, endsAt: silence.endsAt } }),
    ]);
    expect(silence.endsAt).not.toBeNull();
    expect(entry('role-changed', 'user', person.id)).toMatchObject({ ...member, sanction: null });
    // The anonymous question's author is not in its entries.
    expect(JSON.stringify(log.filter((e) => e.targetType !== 'user'))).not.toContain('Lee');
  });

  it('links a live question and a topic', async () => {
    const q = await makeQuestion(db(), member.id, { title: 'Open question' });
    const reportId = await report('question', q.id);
    await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId, action: 'dismiss' } });
    const created = await ctx.api(admin, 'POST /api/topics', { body: { name: 'Night owls' } });
    expect(created.statusCode).toBe(201);
    const log = (await ctx.api(admin, 'GET /api/moderation/log')).body.items as Record<string, unknown>[];
    expect(log.find((e) => e.targetType === 'report' && e.targetId === reportId)).toMatchObject({
      targetLabel: 'a report about the question “Open question”',
      link: `/questions/${q.id}`,
    });
    expect(log.find((e) => e.action === 'topic-created')).toMatchObject({
      targetLabel: 'the topic Night owls',
      link: expect.stringMatching(/^\/\?topic=night/),
    });
  });
});

describe('the moderation log in the reader’s language (issue 29)', () => {
  it('labels each target in the reader’s words: their setting, else their browser’s', async () => {
    const reader = await ctx.createUser({ role: 'moderator' });
    const person = await ctx.createUser({ firstName: null, lastName: null });
    const q = await makeQuestion(db(), person.id, { title: 'Dormir antes de los exámenes' });
    const a = await makeAnswer(db(), person.id, q.id, { content: 'Una rutina' });
    const answerReport = await report('answer', a.id);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: answerReport, action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'question', targetId: q.id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
          params: { userId: person.id },
          body: { type: 'warn', reason: 'Sé amable' },
        })
      ).statusCode,
    ).toBe(201);
    const topic = await ctx.api(admin, 'POST /api/topics', { body: { name: `Noctámbulos ${Date.now()}` } });
    expect((await ctx.api(admin, 'DELETE /api/topics/:id', { params: { id: topic.body.id } })).statusCode).toBe(200);

    const labels = async (headers?: Record<string, string>) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/moderation/log', headers: { cookie: reader.cookie, ...headers } });
      expect(res.statusCode).toBe(200);
      const log = (JSON.parse(res.body) as { items: Record<string, unknown>[] }).items;
      const of = (action: string, targetType: string, targetId: number) =>
        log.find((e) => e.action === action && e.targetType === targetType && e.targetId === targetId)?.targetLabel;
      return {
        report: of('report-dismissed', 'report', answerReport),
        question: of('content-deleted', 'question', q.id),
        member: of('sanction-added', 'user', person.id),
        topic: of('topic-deleted', 'topic', topic.body.id),
      };
    };
    expect(await labels()).toEqual({
      report: 'a report about an answer on “Dormir antes de los exámenes”',
      question: 'the question “Dormir antes de los exámenes”',
      member: 'a member without a name',
      topic: `the topic ${topic.body.name}`,
    });
    // A browser asking for Spanish, no setting: Spanish.
    expect(await labels({ 'accept-language': 'es-ES,es;q=0.9' })).toEqual({
      report: 'una denuncia sobre una respuesta en «Dormir antes de los exámenes»',
      question: 'la pregunta «Dormir antes de los exámenes»',
      member: 'una persona sin nombre',
      topic: `el tema ${topic.body.name}`,
    });
    // The reader's setting wins over the browser.
    expect((await ctx.api(reader, 'PATCH /api/users/me/settings', { body: { locale: 'de' } })).statusCode).toBe(200);
    expect(await labels({ 'accept-language': 'es-ES' })).toEqual({
      report: 'eine Meldung zu einer Antwort auf „Dormir antes de los exámenes“',
      question: 'die Frage „Dormir antes de los exámenes“',
      member: 'ein Mitglied ohne Namen',
      topic: `das Thema ${topic.body.name}`,
    });
    for (const locale of ['fr', 'pt-BR', 'ar'] as const) {
      expect((await ctx.api(reader, 'PATCH /api/users/me/settings', { body: { locale } })).statusCode).toBe(200);
      const words = await labels();
      expect(words.question, locale).not.toMatch(/question “|the question/);
      expect(words.member, locale).not.toBe('a member without a name');
    }
  });
});

describe('an appeal entry of the log', () => {
  it('names its outcome', async () => {
    await db()
      .insert(moderationLog)
      .values([
        { actorId: admin.id, action: 'appeal-decided', targetType: 'user', targetId: member.id, details: { outcome: 'overturned' } },
        { actorId: admin.id, action: 'appeal-decided', targetType: 'user', targetId: member.id, details: { outcome: 'upheld' } },
      ]);
    const log = (await ctx.api(mod, 'GET /api/moderation/log')).body.items;
    expect(log.filter((e) => e.action === 'appeal-decided').map((e) => e.appeal)).toEqual([
      { outcome: 'upheld' },
      { outcome: 'overturned' },
    ]);
  });

  it('is staff only: members get 403 and never the words of a removed anonymous post', async () => {
    for (const viewer of [member, reporter]) {
      const res = await ctx.api(viewer, 'GET /api/moderation/log');
      expect(res.statusCode).toBe(403);
      expect(res.text).not.toContain('Try a routine');
    }
  });
});

describe("the 'Pending' counter", () => {
  it('counts cards, as the queue lists them', async () => {
    const before = (await ctx.api(mod, 'GET /api/moderation/reports')).body.counts.pending as number;
    const q = await makeQuestion(db(), member.id);
    await report('question', q.id);
    await report('question', q.id, 'hate', admin);
    const after = await ctx.api(mod, 'GET /api/moderation/reports');
    expect(after.body.counts.pending).toBe(before + 1);
    expect(after.body.counts.pending).toBe((await queue()).filter((c) => c.status === 'pending').length);
  });
});
