import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, countOf, type TestContext } from '../test/harness';
import { makeAnswer, makeQuestion, makeTopic } from '../test/factories';
import { identities, users } from '../db/schema/index';
import { readClaims } from '../auth/relying-party';
import { signInUser } from '../auth/identities';
import { convertRecord } from '../import/counsel-chat-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NUL = '\u0000';
const RLO = '\u202E';

describe('control characters in text fields', () => {
  it('answers 400 naming the field, never 500, and stores nothing', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    const topic = await makeTopic(ctx.database.db);
    const question = await makeQuestion(ctx.database.db, other.id, { topicIds: [topic.id] });
    const answer = await makeAnswer(ctx.database.db, other.id, question.id);
    const conversation = await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: other.id } });
    const before = await countOf(
      ctx.database,
      sql`select (select count(*) from questions) + (select count(*) from answers) + (select count(*) from comments) + (select count(*) from messages) + (select count(*) from feedback) + (select count(*) from reports) + (select count(*) from topics) as n`,
    );

    const cases: [string, string, unknown, RegExp][] = [
      [
        'POST',
        '/api/questions',
        { title: `Hi${NUL}`, content: 'Body', topicIds: [topic.id] },
        /^Title contains an invisible control character/,
      ],
      [
        'POST',
        '/api/questions',
        { title: 'Hi', content: `Bo${NUL}dy`, topicIds: [topic.id] },
        /^Details contains an invisible control character/,
      ],
      [
        'POST',
        '/api/questions',
        { title: 'Hi', content: 'Body', topicIds: [topic.id], hasContentWarning: true, contentWarningText: `cw${NUL}` },
        /^Content warning contains/,
      ],
      ['POST', '/api/answers', { questionId: question.id, content: `A${NUL}` }, /^Answer contains/],
      ['POST', '/api/comments', { answerId: answer.id, content: `C\u0007` }, /^Comment contains/],
      ['POST', `/api/conversations/${conversation.body.id}/messages`, { body: `M${NUL}` }, /^Message contains/],
      ['POST', '/api/feedback', { feedback: `F${NUL}` }, /^Feedback contains/],
      ['POST', '/api/reports', { targetType: 'user', targetId: other.id, reason: 'spam', description: `D${NUL}` }, /^Description contains/],
      ['PATCH', '/api/users/name', { firstName: `Al${NUL}ex` }, /^First name contains/],
      ['PATCH', '/api/users/name', { firstName: 'Alex', lastName: `Lee\u001b[31m` }, /^Last name contains/],
      ['POST', '/api/topics', { name: `T${NUL}` }, /^Topic name contains/],
      ['POST', '/api/topics', { name: 'Topic', description: `D${NUL}` }, /^Description contains/],
      ['POST', '/api/questions', { title: 'Line\nbreak', content: 'Body', topicIds: [topic.id] }, /^Title contains/],
    ];
    for (const [method, url, body, message] of cases) {
      // ctx.request: hostile text in one loop over routes of different shapes.
      const res = await ctx.request(url.startsWith('/api/topics') ? admin : me, method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const after = await countOf(
      ctx.database,
      sql`select (select count(*) from questions) + (select count(*) from answers) + (select count(*) from comments) + (select count(*) from messages) + (select count(*) from feedback) + (select count(*) from reports) + (select count(*) from topics) as n`,
    );
    expect(after).toBe(before);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row.firstName).toBe(me.firstName);
  });

  it('keeps tabs and line breaks in bodies', async () => {
    const me = await ctx.createUser();
    const topic = await makeTopic(ctx.database.db);
    const res = await ctx.api(me, 'POST /api/questions', {
      body: { title: 'Lists', content: 'One\n\tTwo\r\nThree', topicIds: [topic.id] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.content).toBe('One\n\tTwo\r\nThree');
  });

  it('answers 400 for NUL or other controls in ?search= and ?cursor=', async () => {
    const me = await ctx.createUser();
    for (const url of [
      '/api/questions?search=a%00b',
      '/api/questions?search=%1B',
      '/api/questions?cursor=%00',
      '/api/notifications?cursor=%00',
    ]) {
      // ctx.request: hostile text in one loop over URLs.
      const res = await ctx.request(me, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('text-direction controls in names', () => {
  it('are refused in display names and topic names, with a readable 400', async () => {
    const me = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    for (const ch of ['\u202A', '\u202B', '\u202C', '\u202D', RLO, '\u2066', '\u2067', '\u2068', '\u2069']) {
      const name = await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: `Mod${ch}erator` } });
      expect(name.statusCode).toBe(400);
      expect(name.body.message).toBe('First name cannot contain text-direction control characters.');
      const topic = await ctx.api(admin, 'POST /api/topics', { body: { name: `Topic ${ch}` } });
      expect(topic.statusCode).toBe(400);
    }
    expect((await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: 'Alex', lastName: `x${RLO}` } })).statusCode).toBe(400);
  });

  it('are allowed in bodies, and right-to-left names without controls are fine', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'POST /api/feedback', { body: { feedback: `Quote: \u2067שלום\u2069 ok` } })).statusCode).toBe(201);
    expect((await ctx.api(me, 'PATCH /api/users/name', { body: { firstName: 'سارة' } })).statusCode).toBe(200);
  });
});

describe('text from outside a request', () => {
  it('cleans a sign-in provider’s names of control and text-direction characters', async () => {
    const claims = readClaims('https://id.example', `sub-${Date.now()}`, {
      given_name: `Ad${NUL}min${RLO}`,
      family_name: ' \u0007Lee\u2066 ',
      email: `a${NUL}@example.org`,
    });
    expect(claims).toMatchObject({ givenName: 'Admin', familyName: 'Lee', email: 'a@example.org' });
    const { user } = await signInUser(ctx.database.db, claims.issuer, claims, 'user');
    // First sign-in publishes a pseudonym, not the provider's name; nothing stored holds a control.
    expect(JSON.stringify(user)).not.toMatch(/\\u0000|\\u0007|[\u202A-\u202E\u2066-\u2069]/);
    const rows = await ctx.database.db.select().from(identities).where(eq(identities.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps control characters out of imported rows', () => {
    const result = convertRecord(
      '2020-03-25',
      {
        url: 'https://counselchat.com/questions/nul-test',
        title: `A title${NUL}`,
        text: `Question${NUL} text\u0007`,
        answer: `An answer${NUL}`,
        therapistInfo: `Jane${RLO} Doe${NUL}, LPC`,
        therapistUrl: 'https://counselchat.com/therapists/jane-doe',
        topics: 'anxiety',
        questionId: '1',
      },
      2,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const text = JSON.stringify(result.row);
    expect(text).not.toMatch(/\\u0000|\\u0007|\u202E/);
    expect(result.row.title).toBe('A title');
  });

  it('keeps out control characters that HTML entities decode to', () => {
    const result = convertRecord(
      'later',
      {
        url: 'https://counselchat.com/questions/entity-test',
        title: 'A&#7; title&#0;',
        text: '<p>Question&#7; text</p>',
        answer: '<p>An&#27; answer</p>',
        therapistName: 'Jane&#8238; Doe, LPC',
        therapistUrl: 'https://counselchat.com/therapists/jane-doe',
        topics: 'anxiety',
        questionId: '2',
      },
      2,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(JSON.stringify(result.row)).not.toMatch(/\\u0000|\\u0007|\\u001b|\u202E/);
    expect(result.row.therapist.firstName).toBe('Jane');
  });
});
