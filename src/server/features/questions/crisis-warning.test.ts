/**
 * A content warning whose own words hold crisis language: other readers read
 * 'sensitive', the author and staff the words — on the feed and the question page (both from
 * the shared read cache, whichever reader filled it), a thread's answers and profile lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { settle } from '../../test/eventually';
import { makeTopic } from '../../test/factories';
import { SENSITIVE_WARNING_TEXT } from '../../../common/constants';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let mod: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  author = await ctx.createUser({ firstName: 'Kit' });
  reader = await ctx.createUser();
  mod = await ctx.createUser({ role: 'moderator' });
});
afterAll(() => ctx.close());

const CRISIS_WARNING = "I don't want to be here anymore";

async function ask(topicId: number, contentWarningText: string): Promise<number> {
  const res = await ctx.api(author, 'POST /api/questions', {
    body: {
      title: 'Heavy nights lately',
      content: 'It has been a long month.',
      topicIds: [topicId],
      isAnonymous: false,
      hasContentWarning: true,
      contentWarningText,
    },
  });
  expect(res.statusCode).toBe(201);
  await settle(ctx);
  return res.body.id;
}

const feedWarning = async (user: TestUser, topicId: number, id: number) =>
  (await ctx.api(user, 'GET /api/questions', { query: { sortBy: 'recent', topicId } })).body.items.find((q) => q.id === id)
    ?.contentWarningText;
const pageWarning = async (user: TestUser, id: number) =>
  (await ctx.api(user, 'GET /api/questions/:id', { params: { id } })).body.contentWarningText;

describe('a content warning in words of crisis', () => {
  it('reads "sensitive" to other readers and the words to the author and staff, whoever filled the cache', async () => {
    const t = (await makeTopic(ctx.database.db)).id;
    const id = await ask(t, CRISIS_WARNING);
    // Another reader first, then the author: each gets their own from the same cached page.
    expect(await feedWarning(reader, t, id)).toBe(SENSITIVE_WARNING_TEXT);
    expect(await feedWarning(author, t, id)).toBe(CRISIS_WARNING);
    expect(await feedWarning(mod, t, id)).toBe(CRISIS_WARNING);
    expect(await feedWarning(reader, t, id)).toBe(SENSITIVE_WARNING_TEXT);
    expect(await pageWarning(author, id)).toBe(CRISIS_WARNING);
    expect(await pageWarning(reader, id)).toBe(SENSITIVE_WARNING_TEXT);
    expect(await pageWarning(mod, id)).toBe(CRISIS_WARNING);
    const profile = await ctx.api(reader, 'GET /api/users/:id/questions', { params: { id: author.id } });
    expect(profile.body.items.find((q) => q.id === id)?.contentWarningText).toBe(SENSITIVE_WARNING_TEXT);
    const raw = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent', topicId: t } });
    expect(raw.text).not.toContain('want to be here');
  });

  it('keeps an ordinary warning in its words for everyone', async () => {
    const t = (await makeTopic(ctx.database.db)).id;
    const id = await ask(t, 'Talk of grief');
    expect(await feedWarning(reader, t, id)).toBe('Talk of grief');
    expect(await pageWarning(reader, id)).toBe('Talk of grief');
  });

  it('applies to an answer’s warning too', async () => {
    const t = (await makeTopic(ctx.database.db)).id;
    const q = await ask(t, 'Talk of grief');
    const answered = await ctx.api(author, 'POST /api/answers', {
      body: {
        questionId: q,
        content: 'Writing it down helped me.',
        isAnonymous: false,
        hasContentWarning: true,
        contentWarningText: CRISIS_WARNING,
      },
    });
    expect(answered.statusCode).toBe(201);
    await settle(ctx);
    const warningFor = async (user: TestUser) =>
      (await ctx.api(user, 'GET /api/questions/:id/answers', { params: { id: q } })).body.items[0].contentWarningText;
    expect(await warningFor(reader)).toBe(SENSITIVE_WARNING_TEXT);
    expect(await warningFor(author)).toBe(CRISIS_WARNING);
    expect(await warningFor(mod)).toBe(CRISIS_WARNING);
    expect(await warningFor(reader)).toBe(SENSITIVE_WARNING_TEXT);
  });
});
