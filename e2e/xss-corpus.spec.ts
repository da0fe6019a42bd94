/**
 * XSS corpus (e2e/fixtures/xss-vectors.ts: DOMPurify's test vectors and markdown vectors) posted
 * through the API as a topic name, question titles and bodies, answers, comments, messages, a
 * display name and a report, then rendered in Chromium under the real server and its CSP.
 *
 * Every vector's `alert`/`prompt`/`confirm` is rewritten to `__xss`, a marker the page records.
 * On every page that shows them (feed, question page, messages, profiles, moderation, admin):
 * the marker never ran, no dialog opened, no CSP violation was reported (a blocked injected
 * script still means the sanitising failed), the DOM has no `on*` attribute and no
 * javascript:/vbscript:/data:text/html URL, and rendered posts hold no active element
 * (script, iframe, object, form, svg, …). Many vectors share one post, to stay quick.
 *
 * Relies on the demo seed: carol and maya post, bob receives messages, adam (admin) makes the
 * topic. Maya's display name becomes a vector (no other spec looks for her name).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cleanName, cleanText } from '../src/common/schemas/common';
import { DOMPURIFY_VECTORS, MARKDOWN_VECTORS } from './fixtures/xss-vectors';
import { currentUser, newSignedInPage, signIn } from './support/auth';

// Control characters are refused by the server's text rules with a 400 (proven in
// src/server/security/text-input.test.ts), so a vector carries them no further: the same cleaners
// the importer uses strip them here, so each vector's markup still reaches the page.
const arm = (v: string) => cleanText(v.replace(/\b(alert|prompt|confirm)\b/g, '__xss'));
const VECTORS = [...DOMPURIFY_VECTORS, ...MARKDOWN_VECTORS].map(arm);

/** Groups the vectors into texts of at most `max` characters, blank-line separated. */
function batches(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const v of VECTORS) {
    const piece = v.length > max ? v.slice(0, max) : v;
    if (current && current.length + 2 + piece.length > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${piece}` : piece;
  }
  if (current) out.push(current);
  return out;
}

/** Short vectors for names and titles: single-line fields refuse line breaks, names text-direction controls. */
const SHORT = VECTORS.filter((v) => /__xss|javascript:/i.test(v) && v.length <= 120).map(cleanName);

/** Installs the marker and the recorders before any page script runs. */
async function armPage(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (...a: unknown[]) => void; __xssCalls: unknown[]; __csp: string[] };
    w.__xssCalls = [];
    w.__csp = [];
    w.__xss = (...a: unknown[]) => void w.__xssCalls.push(a.map(String));
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return { dialogs };
}

/** Everything on the page that a vector would leave behind. */
async function findings(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __xssCalls: unknown[]; __csp: string[] };
    const handlers: string[] = [];
    const scriptUrls: string[] = [];
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'poster',
      'background',
      'data',
      'srcdoc',
      'lowsrc',
      'dynsrc',
    ]);
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) handlers.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        if (!urlAttributes.has(name)) continue;
        // Browsers ignore controls and whitespace inside a scheme: strip them as they do.
        // eslint-disable-next-line no-control-regex
        const ignoredInScheme = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g;
        const value = attr.value.replace(ignoredInScheme, '').toLowerCase();
        if (/^(javascript|vbscript|livescript):|^data:text\/html/.test(value))
          scriptUrls.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
      }
    }
    // Inside rendered posts: nothing active (GFM task lists render disabled checkboxes only).
    const active =
      'script, iframe, frame, object, embed, base, meta, link, style, form, svg, math, textarea, select, button, input:not([type="checkbox"][disabled])';
    const content = [
      ...document.querySelectorAll(
        active
          .split(', ')
          .map((s) => `[data-testid="markdown-rendered"] ${s}`)
          .join(', '),
      ),
    ].map((el) => el.outerHTML.slice(0, 80));
    return { markerCalls: w.__xssCalls, cspViolations: w.__csp, handlers, scriptUrls, content };
  });
}

/** Loads a page, waits for `ready`, lets any handler fire, and checks it is clean. */
async function expectClean(page: Page, recorder: { dialogs: string[] }, url: string, ready: (p: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(300); // onerror/onload handlers fire within a task or two
  const found = await findings(page);
  expect({ url, ...found, dialogs: recorder.dialogs }).toEqual({
    url,
    markerCalls: [],
    cspViolations: [],
    handlers: [],
    scriptUrls: [],
    content: [],
    dialogs: [],
  });
}

/** A write through the API, as the browser would send it (same-origin Origin header). */
async function write(request: APIRequestContext, method: 'POST' | 'PATCH', url: string, data: unknown) {
  const origin = test.info().project.use.baseURL!;
  const res = await request.fetch(url, { method, data, headers: { origin } });
  return { status: res.status(), body: await res.json().catch(() => null) };
}

test(`${VECTORS.length} XSS vectors, posted everywhere people write, run nowhere they are shown`, async ({ page, browser }) => {
  test.setTimeout(240_000);
  expect(VECTORS.length).toBeGreaterThanOrEqual(200);
  const recorder = await armPage(page);

  // adam (admin) makes a topic whose name is a vector.
  const admin = await newSignedInPage(browser, 'adam');
  const topicName = SHORT.find((v) => v.length <= 40)!;
  const topic = await write(admin.page.request, 'POST', '/api/topics', {
    name: `${topicName} ${Date.now() % 100000}`,
    description: SHORT[1],
  });
  expect(topic.status, JSON.stringify(topic.body)).toBe(201);

  // carol asks, answers and comments with every vector.
  const carol = await signIn(page, 'carol');
  const questionIds: number[] = [];
  for (const [i, content] of batches(19_000).entries()) {
    const title = SHORT[i % SHORT.length].slice(0, 200);
    // The last one behind a content warning whose text is a vector too (the feed opens it).
    const warning = i === batches(19_000).length - 1 ? { hasContentWarning: true, contentWarningText: SHORT[2].slice(0, 200) } : {};
    const q = await write(page.request, 'POST', '/api/questions', { title, content, topicIds: [topic.body.id], ...warning });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    questionIds.push(q.body.id);
  }
  const answerIds: number[] = [];
  for (const content of batches(19_000)) {
    const a = await write(page.request, 'POST', '/api/answers', { questionId: questionIds[0], content });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    answerIds.push(a.body.id);
  }
  for (const content of batches(1_990)) {
    const c = await write(page.request, 'POST', '/api/comments', { answerId: answerIds[0], content });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
  }
  // A report whose description is a vector, for the moderation queue (by another member: nobody reports their own post).
  const alice = await newSignedInPage(browser, 'alice');
  const report = await write(alice.page.request, 'POST', '/api/reports', {
    targetType: 'question',
    targetId: questionIds[0],
    reason: 'other',
    description: batches(1_990)[0],
  });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  await alice.context.close();

  // carol writes to bob with every vector.
  const bobId = await admin.page.request
    .get('/api/admin/users')
    .then((r) => r.json())
    .then((page1: { items: { id: number; firstName: string }[] }) => page1.items.find((u) => u.firstName === 'Bob')?.id);
  expect(bobId).toBeTruthy();
  const conversation = await write(page.request, 'POST', `/api/conversations/direct/${bobId}`, undefined);
  expect(conversation.status).toBe(200);
  for (const body of batches(4_990)) {
    const m = await write(page.request, 'POST', `/api/conversations/${conversation.body.id}/messages`, { body });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
  }

  // maya (moderator) takes a vector as her name and answers, so the name shows on the thread.
  const maya = await newSignedInPage(browser, 'maya');
  const mayaRecorder = await armPage(maya.page);
  const rename = await write(maya.page.request, 'PATCH', '/api/users/name', {
    firstName: SHORT[3].slice(0, 50),
    lastName: SHORT[4].slice(0, 50),
  });
  // A refusal (a name rule) is safe too; anything else is a failure.
  expect([200, 400], JSON.stringify(rename.body)).toContain(rename.status);
  const mayaAnswer = await write(maya.page.request, 'POST', '/api/answers', { questionId: questionIds[0], content: 'I hear you.' });
  expect(mayaAnswer.status).toBe(201);

  /** Waits for the posts, opening any behind a content warning. */
  const markdownShown = async (p: Page) => {
    await expect(
      p
        .getByRole('heading', { level: 1 })
        .or(p.getByRole('button', { name: 'Show', exact: true }))
        .first(),
    ).toBeVisible();
    for (const button of await p.getByRole('button', { name: 'Show', exact: true }).all()) await button.click();
    await expect(p.locator('[data-testid="markdown-rendered"]').first()).toBeVisible();
    // The answers render after the question (in a transition): wait for them, or for the empty state.
    await expect(
      p
        .getByRole('article', { name: /^Answer \d+$/ })
        .first()
        .or(p.getByText('No answers yet. Be the first to offer support.')),
    ).toBeVisible();
    // Every comment: open each answer's comments; the thread sends the first few, 'Show more
    // comments' loads the rest.
    for (const toggle of await p.getByRole('button', { name: /^[1-9]\d* comments?$/ }).all()) await toggle.click();
    const more = p.getByRole('button', { name: 'Show more comments' });
    for (let i = 0; i < 20 && (await more.count()) > 0; i += 1) {
      await more.first().click();
      await expect(p.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
    }
  };

  // carol: the feed of the topic, each question page, her messages, her profile.
  await expectClean(page, recorder, `/?topic=${topic.body.id}&sort=recent`, async (p) => {
    // Her own warned question stays open to her; any other warned card opens with Show.
    await expect(p.getByRole('article').first()).toBeVisible();
    for (const button of await p.getByRole('button', { name: 'Show', exact: true }).all()) await button.click();
    await expect(p.locator('[data-testid="markdown-rendered"]')).toHaveCount(questionIds.length);
  });
  for (const id of questionIds) await expectClean(page, recorder, `/questions/${id}`, markdownShown);
  await expectClean(page, recorder, `/messages?conversation=${conversation.body.id}`, async (p) => {
    await expect(p.getByRole('log').getByRole('listitem').last()).toBeVisible();
  });
  await expectClean(page, recorder, `/profile/${carol.id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await expectClean(page, recorder, `/profile/${maya.me.id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // bob reads the messages.
  const bob = await newSignedInPage(browser, 'bob');
  const bobRecorder = await armPage(bob.page);
  await expectClean(bob.page, bobRecorder, `/messages?conversation=${conversation.body.id}`, async (p) => {
    await expect(p.getByRole('log').getByRole('listitem').last()).toBeVisible();
  });

  // maya sees the report in the moderation queue, and the thread with her (vector) name.
  await expectClean(maya.page, mayaRecorder, '/moderation', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(p.getByText('Reported', { exact: false }).first()).toBeVisible();
  });
  await expectClean(maya.page, mayaRecorder, `/questions/${questionIds[0]}`, async (p) => {
    await markdownShown(p);
    // The last comment (the corpus's last vector, as plain text) is on the page.
    await expect(p.getByText(MARKDOWN_VECTORS.at(-1)!.split('\n')[0]).last()).toBeVisible();
  });

  // adam sees the people list (maya's name) and the dashboard.
  const adamRecorder = await armPage(admin.page);
  await expectClean(admin.page, adamRecorder, '/admin', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const ctx of [admin.context, maya.context, bob.context]) await ctx.close();
  expect(await currentUser(page)).toMatchObject({ id: carol.id });
});
