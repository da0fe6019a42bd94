/**
 * MindSpace Safety Team: alice replies to a check-in; maya (moderator)
 * sees the reply in the dashboard's Safety Team tab and answers as the team; alice reads the
 * answer from 'MindSpace Safety Team' with its verified mark, live, without maya's name. A
 * content warning in words of crisis reads 'Content warning: sensitive' to carol and in its words
 * to alice. Relies on the demo users only; a check-in already sent to alice by another spec is
 * reused (one per day). Screenshots for a look by eye go to test-results/screens/ (phone 390x844
 * and desktop).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newSignedInPage } from './support/auth';
import { postFromPage } from './support/data';
import { expectToast, unique } from './support/ui';

const shot = (name: string) => path.join('test-results', 'screens', `${name}.png`);
const PHONE = { width: 390, height: 844 };
const MARK = "Verified: MindSpace's Safety Team";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shots of the page at desktop size, then on a phone, then back. */
async function shots(page: Page, name: string) {
  const size = page.viewportSize();
  await page.screenshot({ path: shot(`${name}-desktop`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: shot(`${name}-phone`) });
  if (size) await page.setViewportSize(size);
}

/** As a moderator: sends a check-in to the author of a question through its pending card (a 409 means one was sent today already). */
async function checkIn(moderator: Page, questionId: number) {
  const status = await moderator.evaluate(async (id) => {
    const queue = await (await fetch('/api/moderation/reports')).json();
    const card = queue.items.find((r: { targetType: string; targetId: number }) => r.targetType === 'question' && r.targetId === id);
    const res = await fetch(`/api/moderation/reports/${card.id}/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status;
  }, questionId);
  expect([200, 409]).toContain(status);
}

test('a reply to a check-in reaches a moderator, who answers as MindSpace Safety Team', async ({ browser }) => {
  test.slow(); // two people in two browsers
  const alice = await newSignedInPage(browser, 'alice');
  const maya = await newSignedInPage(browser, 'maya');
  try {
    const topics = await (await alice.page.request.get('/api/topics')).json();
    const asked = await postFromPage<{ id: number }>(alice.page, '/api/questions', {
      title: unique('Everything feels too heavy lately'),
      content: "Some nights I don't want to be here anymore.",
      topicIds: [topics[0].id],
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
    });
    await checkIn(maya.page, asked.id);

    // alice reads the check-in: the mark beside the name, and the line that explains it.
    await alice.page.goto('/messages');
    await alice.page
      .getByRole('link', { name: /MindSpace Safety Team/ })
      .first()
      .click();
    const conversation = alice.page.getByRole('region', { name: 'Conversation with MindSpace Safety Team' });
    await expect(conversation.getByRole('heading', { level: 2 }).getByRole('img', { name: MARK })).toBeVisible();
    await expect(conversation.getByText("Messages from MindSpace's Safety Team always carry this mark")).toBeVisible();
    await expect(conversation.getByRole('log')).toContainText('A person from our team reads every reply');
    const reply = unique('can someone here talk to me?');
    await conversation.getByPlaceholder('Type a message...').fill(reply);
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByRole('log')).toContainText(reply);
    await shots(alice.page, 'safety-member-replied');

    // maya finds it in the Safety Team tab, with its unread count, and answers.
    await maya.page.goto('/moderation');
    const tab = maya.page.getByRole('tab', { name: /^Safety Team \(\d+\)/ });
    await expect(tab).toBeVisible();
    await tab.click();
    const inbox = maya.page.getByRole('list', { name: 'Safety Team conversations' });
    await inbox.getByRole('button', { name: new RegExp(escapeRegExp(reply)) }).click();
    const pane = maya.page.getByRole('region', { name: /^Safety Team conversation with / });
    await expect(pane.getByRole('log')).toContainText(reply);
    await shots(maya.page, 'safety-moderator-inbox');
    const answer = unique('Hi, I am here and reading. How are you feeling right now?');
    await pane.getByLabel('Answer as MindSpace Safety Team').fill(answer);
    await pane.getByRole('button', { name: 'Send as Safety Team' }).click();
    await expectToast(maya.page, 'Answer sent', 'The member sees it from MindSpace Safety Team.');
    await expect(pane.getByRole('log')).toContainText('answered by Maya');

    // alice sees it arrive, from the team with its mark, never with maya's name.
    const log = conversation.getByRole('log');
    await expect(log).toContainText(answer);
    const bubble = log.getByRole('listitem').filter({ hasText: answer });
    await expect(bubble).toContainText('MindSpace Safety Team:');
    await expect(bubble.getByRole('img', { name: MARK })).toBeVisible();
    await expect(conversation).not.toContainText('Maya');
    await shots(alice.page, 'safety-member-answered');
  } finally {
    await alice.context.close();
    await maya.context.close();
  }
});

test('a content warning in words of crisis reads "sensitive" to others and in its words to its author', async ({ browser }) => {
  test.slow();
  const alice = await newSignedInPage(browser, 'alice');
  const carol = await newSignedInPage(browser, 'carol');
  try {
    const topics = await (await alice.page.request.get('/api/topics')).json();
    const title = unique('A hard week');
    const asked = await postFromPage<{ id: number }>(alice.page, '/api/questions', {
      title,
      content: 'Writing it down helps a little.',
      topicIds: [topics[0].id],
      isAnonymous: false,
      hasContentWarning: true,
      contentWarningText: "I don't want to be here anymore",
    });
    await carol.page.goto(`/questions/${asked.id}`);
    await expect(carol.page.getByText('Content warning: sensitive')).toBeVisible();
    await expect(carol.page.getByText("don't want to be here")).toHaveCount(0);
    await shots(carol.page, 'safety-cw-other-reader');
    await alice.page.goto(`/questions/${asked.id}`);
    await expect(alice.page.getByText("Content warning: I don't want to be here anymore")).toBeVisible();
    await shots(alice.page, 'safety-cw-author');
  } finally {
    await alice.context.close();
    await carol.context.close();
  }
});
