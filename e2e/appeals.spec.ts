/**
 * Decisions and appeals in a real browser against the real
 * server: a member reads a decision about them on 'Your decisions' (from the account menu) and
 * asks for a second look; a volunteer moderator who did not make the decision overturns it from
 * the Appeals tab while the one who made it cannot; the member reads the outcome. And a suspended
 * member's calm page (their decisions, how to appeal, crisis help), in English and in Arabic.
 * Every test lifts what it gave, so the other specs see the seed as it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { forgetSession, newSignedInPage, signIn } from './support/auth';
import { unique } from './support/ui';

const shot = (name: string) => test.info().outputPath(`${name}.png`);

/** Sends a write as the signed-in user of `page` (same-origin, as the app does). */
async function write(page: Page, method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const response = await page.request.fetch(url, { method, data, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : await response.json();
}

/** Lifts every sanction in force on a member, as `page`'s staff member (clean-up). */
async function liftAll(page: Page, userId: number) {
  const record = await page.request.get(`/api/moderation/users/${userId}`);
  if (!record.ok()) return;
  const { sanctions } = (await record.json()) as { sanctions: { id: number; inForce: boolean }[] };
  for (const s of sanctions.filter((x) => x.inForce)) await write(page, 'DELETE', `/api/moderation/users/${userId}/sanctions/${s.id}`);
}

test('a member appeals a warning, another moderator overturns it, and the member reads the outcome', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const reason = unique('Please keep replies to others kind');
  const alice = await newSignedInPage(browser, 'alice');
  const adam = await newSignedInPage(browser, 'adam');
  try {
    // adam (an admin) warns alice: the decision is his, so someone else must look again.
    await write(adam.page, 'POST', `/api/moderation/users/${alice.me.id}/sanctions`, { type: 'warn', reason });

    // alice finds 'Your decisions' in her account menu.
    await alice.page.goto('/');
    await alice.page.getByRole('button', { name: 'Account menu' }).click();
    await alice.page.getByRole('menuitem', { name: 'Your decisions' }).click();
    await expect(alice.page.getByRole('heading', { level: 1, name: 'Your decisions' })).toBeVisible();
    const decision = alice.page.getByTestId('decision').filter({ hasText: reason });
    await expect(decision).toContainText('A warning');
    // Never who decided.
    await expect(decision).not.toContainText('Adam');
    await decision
      .getByLabel('Ask for a second look')
      .fill('I was quoting my own story back to them, not being unkind. Please look again.');
    await decision.getByRole('button', { name: 'Send my appeal' }).click();
    await expect(decision).toContainText('Your appeal is with the team.');
    await expect(decision.getByLabel('Ask for a second look')).toBeHidden();
    await alice.page.screenshot({ path: shot('member-decisions-appealed'), fullPage: true });

    // adam cannot decide his own decision's appeal.
    await adam.page.goto('/moderation');
    await adam.page.getByRole('tab', { name: /^Appeals/ }).click();
    const own = adam.page.getByTestId('appeal').filter({ hasText: reason });
    await expect(own).toContainText('You made this decision, so another moderator or admin will look at this appeal.');
    await expect(own.getByRole('button', { name: 'Overturn' })).toHaveCount(0);

    // maya, a volunteer moderator, overturns it with a note alice will read.
    await signIn(page, 'maya');
    await page.goto('/moderation');
    await page.getByRole('tab', { name: /^Appeals \(\d+\)$/ }).click();
    const card = page.getByTestId('appeal').filter({ hasText: reason });
    await expect(card).toContainText('I was quoting my own story back to them');
    await expect(card).toContainText('Decision by Adam');
    await page.screenshot({ path: shot('moderator-appeals-tab'), fullPage: true });
    await card
      .getByLabel('Your note to the member (they will read it)')
      .fill('You are right, it read as your own story. Sorry about that.');
    await card.getByRole('button', { name: 'Overturn' }).click();
    await expect(card).toContainText('Overturned by Maya');
    // adam's tab hears it live.
    await expect(own).toContainText('Overturned by Maya');

    // alice reads the outcome on the page and in her notifications.
    await alice.page.reload();
    await expect(decision).toContainText('You were right to ask: the decision is overturned.');
    await expect(decision).toContainText('Sorry about that.');
    await alice.page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(alice.page.getByText(/Thank you for asking us to look again\./).first()).toBeVisible();
    await alice.page.screenshot({ path: shot('member-appeal-outcome'), fullPage: true });
  } finally {
    await alice.context.close();
    await adam.context.close();
  }
});

test("a suspended member's calm page: their decisions, how to appeal and help — in English and in Arabic", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const reason = unique('Taking a pause after a heated thread');
  const carol = await newSignedInPage(browser, 'carol', { fresh: true });
  await signIn(page, 'maya');
  const before = (await (await carol.page.request.get('/api/users/me/settings')).json()) as { locale: string | null };
  try {
    // Carol reads MindSpace in English by her setting.
    await write(carol.page, 'PATCH', '/api/users/me/settings', { locale: 'en' });
    await write(page, 'POST', `/api/moderation/users/${carol.me.id}/sanctions`, { type: 'suspend', reason, days: 3 });
    await carol.page.goto('/');
    await expect(carol.page.getByRole('heading', { level: 1, name: 'Your decisions' })).toBeVisible();
    await expect(carol.page.getByTestId('suspension')).toContainText('Your account is paused until');
    await expect(carol.page.getByTestId('suspension')).toContainText('reach help at any hour');
    const decision = carol.page.getByTestId('decision').filter({ hasText: reason });
    await expect(decision).toContainText('A suspension');
    await expect(decision.getByLabel('Ask for a second look')).toBeVisible();
    await expect(carol.page.getByRole('heading', { name: 'If things feel heavy right now' })).toBeVisible();
    await expect(carol.page.getByRole('link', { name: '988', exact: true }).first()).toHaveAttribute('href', 'tel:988');
    // 'Need help now?' opens as everywhere else.
    await carol.page.getByRole('button', { name: 'Need help now?' }).click();
    await expect(carol.page.getByRole('dialog')).toBeVisible();
    await carol.page.keyboard.press('Escape');
    await carol.page.screenshot({ path: shot('member-suspended-decisions'), fullPage: true });
    // No other page: the app shell is not there, and a feed address shows the same page.
    await carol.page.goto('/topics');
    await expect(carol.page.getByRole('heading', { level: 1, name: 'Your decisions' })).toBeVisible();
    await expect(carol.page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    // Her language stays hers while suspended (decision 0097): chosen in the footer, it is her
    // setting, so it holds after a reload (her earlier setting would win otherwise).
    await carol.page.getByLabel('Language').selectOption('de');
    await expect(carol.page.getByRole('heading', { level: 1, name: 'Deine Entscheidungen' })).toBeVisible();
    await expect
      .poll(async () => ((await (await carol.page.request.get('/api/users/me/settings')).json()) as { locale: string }).locale)
      .toBe('de');
    await carol.page.reload();
    await expect(carol.page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(carol.page.getByRole('heading', { level: 1, name: 'Deine Entscheidungen' })).toBeVisible();
  } finally {
    await liftAll(page, carol.me.id);
  }

  // In Arabic, right to left: the same page in the member's language (her setting, kept while
  // suspended), with the server's words in Arabic too.
  try {
    await write(carol.page, 'PATCH', '/api/users/me/settings', { locale: 'ar' });
    await write(page, 'POST', `/api/moderation/users/${carol.me.id}/sanctions`, { type: 'suspend', reason, days: 3 });
    await carol.page.goto('/');
    await expect(carol.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(carol.page.getByRole('heading', { level: 1, name: 'القرارات المتعلقة بك' })).toBeVisible();
    await expect(carol.page.getByTestId('suspension')).toContainText('حسابك متوقف مؤقتًا حتى');
    const refused = await carol.page.request.get('/api/conversations');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^حسابك متوقف مؤقتًا حتى/);
    await carol.page.screenshot({ path: shot('member-suspended-decisions-ar'), fullPage: true });
  } finally {
    await liftAll(page, carol.me.id);
    await write(carol.page, 'PATCH', '/api/users/me/settings', { locale: before.locale });
    forgetSession('carol');
    await carol.context.close();
  }
});
