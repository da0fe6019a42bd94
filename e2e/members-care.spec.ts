/**
 * The details of care for members and admins, in a real browser
 * against the real server: a block said as a block, Undo on the Muted/Blocked toasts, the phone
 * header's unread-messages badge and Settings in the menus, a crisis prompt after a message, the
 * privacy card's promise, the Ask form's unfinished question, no Report on your own post and your
 * own warning keeping your post open, 'Skip to content' landing on the feed, /topics, and the
 * admin's topic explanation, Ideas marked read and the searchable users table.
 * Every test undoes what it muted, blocked or followed, so the other specs see the seed as it was.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newSignedInPage, signIn, type DemoUser } from './support/auth';
import { expectToast, toast, unique } from './support/ui';

/** Sends a write as the signed-in user of `page` (same-origin, as the app does). */
async function write(page: Page, method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const response = await page.request.fetch(url, { method, data, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : await response.json();
}

/** A demo member signed in in a browser window of the given size. */
async function signedInAt(browser: Browser, username: DemoUser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  const me = await signIn(page, username);
  return { context, page, me };
}

const firstTopicId = async (page: Page) =>
  ((await (await page.request.get('/api/topics')).json()) as { id: number; parentId: number | null }[]).find((t) => t.parentId === null)!
    .id;

test('block and mute: said as such, and each toast offers Undo', async ({ page, browser }) => {
  const bob = await newSignedInPage(browser, 'bob');
  const title = unique('A question from Bob');
  const question = await write(bob.page, 'POST', '/api/questions', {
    title,
    content: 'Some words.',
    topicIds: [await firstTopicId(bob.page)],
  });
  await signIn(page, 'carol');

  await page.goto(`/profile/${question.author.id}`);
  await page.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: /^Block Bob/ })
    .getByRole('button', { name: 'Block' })
    .click();
  await expectToast(page, "Blocked. They can't message you or reply to your posts.");
  await page.screenshot({ path: test.info().outputPath('blocked-toast-undo.png') });
  await toast(page, /^Blocked/)
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(page, 'Unblocked');
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();

  await page.getByRole('button', { name: 'Mute' }).click();
  await expectToast(page, "Muted. You won't see their posts unless you choose to.");
  await toast(page, /^Muted/)
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(page, 'Unmuted');

  // A block is said as a block on the post.
  await write(page, 'POST', `/api/users/${question.author.id}/block`);
  await page.goto(`/questions/${question.id}`);
  await expect(page.getByTestId('hidden-post').first()).toContainText('Hidden: from a member you blocked');
  await write(page, 'DELETE', `/api/users/${question.author.id}/block`);
  await bob.context.close();
});

test('on a phone: unread messages show on the menu button and on Messages; Settings is in the menu', async ({ browser }) => {
  const carol = await signedInAt(browser, 'carol', { width: 390, height: 844 });
  const bob = await newSignedInPage(browser, 'bob');
  const { id } = await write(bob.page, 'POST', `/api/conversations/direct/${carol.me.id}`);
  await write(bob.page, 'POST', `/api/conversations/${id}/messages`, { body: 'Hi Carol, how are you doing?' });

  await carol.page.goto('/');
  const menu = carol.page.getByRole('button', { name: /^Open menu, \d+ unread messages?$/ });
  await expect(menu).toBeVisible();
  await expect(carol.page.getByTestId('menu-unread-badge')).toBeVisible();
  await carol.page.screenshot({ path: test.info().outputPath('phone-header-unread.png') });
  await menu.click();
  await expect(carol.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Messages.*\d+ unread/ })).toBeVisible();
  await carol.page.screenshot({ path: test.info().outputPath('phone-menu.png') });
  await carol.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(carol.page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
  // The privacy card's promise agrees with its defaults.
  await expect(carol.page.getByText('Members can message you from the start')).toBeVisible();
  await expect(carol.page.getByText('Everything here starts private')).toHaveCount(0);
  await carol.page.screenshot({ path: test.info().outputPath('phone-settings.png'), fullPage: true });
  await carol.context.close();
  await bob.context.close();
});

test('desktop: Settings is in the account menu, also from the profile itself', async ({ page }) => {
  const me = await signIn(page, 'carol');
  await page.goto(`/profile/${me.id}`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
});

test('a crisis prompt after a message speaks of the message and says the Safety Team was told', async ({ page, browser }) => {
  const bob = await newSignedInPage(browser, 'bob');
  // Alice, not Carol: moderation.spec.ts counts Carol's open cards.
  await signIn(page, 'alice');
  const { id } = await write(page, 'POST', `/api/conversations/direct/${bob.me.id}`);
  await page.goto(`/messages?conversation=${id}`);
  await page.getByRole('textbox', { name: /message/i }).fill("Honestly I don't want to be here anymore");
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: "You don't have to carry this alone" });
  await expect(panel).toContainText('your message was sent');
  await expect(panel).toContainText('we let the MindSpace Safety Team know');
  await expect(panel).not.toContainText('posted');
  await page.screenshot({ path: test.info().outputPath('message-crisis-prompt.png') });
  // Bob reads it, so no other spec meets an unread message left by this one.
  await bob.page.goto(`/messages?conversation=${id}`);
  const read = bob.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Alice/ });
  await expect(read).not.toHaveAccessibleName(/unread/);
  await bob.context.close();
});

test('the Ask form opens on Title and keeps an unfinished question closed by Escape', async ({ page }) => {
  await signIn(page, 'carol');
  await page.getByText(/What's on your mind/).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  const title = dialog.getByLabel('Title');
  await expect(title).toBeFocused();
  await title.fill('How do I sleep before exams?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByText(/What's on your mind/).click();
  await expect(dialog.getByText('You have an unfinished question')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ask-restore.png') });
  await dialog.getByRole('button', { name: 'Restore it' }).click();
  await expect(title).toHaveValue('How do I sleep before exams?');
  // Cancel means done: nothing is offered next time.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(/What's on your mind/).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByText('You have an unfinished question')).toHaveCount(0);
});

test('your own post: no Report, and your own content warning keeps it open to you', async ({ page, browser }) => {
  await signIn(page, 'bob');
  const title = unique('My own heavy week');
  const question = await write(page, 'POST', '/api/questions', {
    title,
    content: 'It has been a long week.',
    topicIds: [await firstTopicId(page)],
    hasContentWarning: true,
    contentWarningText: 'a hard week',
  });
  await page.goto(`/questions/${question.id}`);
  await expect(page.getByText('Content warning: a hard week')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

  const carol = await newSignedInPage(browser, 'carol');
  await carol.page.goto(`/questions/${question.id}`);
  await expect(carol.page.getByRole('heading', { name: title })).toBeHidden();
  await expect(carol.page.getByRole('button', { name: 'Report', exact: true })).toBeVisible();
  await carol.context.close();
});

test("'Skip to content' lands on the feed, past the topics", async ({ page }) => {
  await signIn(page, 'carol');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#feed')).toBeFocused();
});

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`/topics on a ${label}: every topic with counts and Follow, reached from the topic list`, async ({ browser }) => {
    const carol = await signedInAt(browser, 'carol', viewport);
    const page = carol.page;
    await page.goto('/');
    await page.getByRole('link', { name: label === 'phone' ? 'Every topic' : 'Browse every topic' }).click();
    await expect(page).toHaveURL(/\/topics$/);
    await expect(page.getByRole('heading', { name: 'All topics' })).toBeVisible();
    const topics = (await (await page.request.get('/api/topics')).json()) as { name: string }[];
    const list = page.getByRole('list', { name: 'Topics' });
    await expect(list.getByRole('listitem')).toHaveCount(topics.length);
    const row = list.getByRole('listitem').filter({ hasText: 'Loneliness' });
    await expect(row).toContainText(/\d+ questions?/);
    await row.getByRole('button', { name: 'Follow Loneliness' }).click();
    await expectToast(page, 'Topic followed successfully');
    await expect(row.getByRole('button', { name: 'Following Loneliness' })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath(`topics-${label}.png`), fullPage: true });
    await row.getByRole('button', { name: 'Following Loneliness' }).click();
    await expectToast(page, 'Topic unfollowed');
    await carol.context.close();
  });
}

test('admin: the topic form explains feed topics, Ideas can be marked read, users can be searched and show a sanction', async ({
  page,
  browser,
}) => {
  const bob = await newSignedInPage(browser, 'bob');
  const idea = unique('A quiet mode for evenings');
  await write(bob.page, 'POST', '/api/feedback', { feedback: idea });
  const maya = await newSignedInPage(browser, 'maya');
  const alice = await newSignedInPage(browser, 'alice');
  const sanction = await write(maya.page, 'POST', `/api/moderation/users/${alice.me.id}/sanctions`, {
    type: 'silence',
    reason: 'Cooling off',
    days: 1,
  });

  await signIn(page, 'adam');
  await page.goto('/admin');
  const search = page.getByRole('searchbox', { name: 'Search users by name or email' });
  await search.fill('alice');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(/Silenced until/);
  await page.screenshot({ path: test.info().outputPath('admin-users-search.png') });
  await search.fill('zzz-nobody');
  await expect(page.getByText('Nobody matches “zzz-nobody”')).toBeVisible();

  await page.getByRole('tab', { name: /Topics/ }).click();
  await expect(page.getByText(/Feed topics are the eight topics every member sees by name/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-topics.png'), fullPage: true });

  await page.getByRole('tab', { name: /Ideas/ }).click();
  const item = page.getByRole('list', { name: 'Ideas' }).getByRole('listitem').filter({ hasText: idea });
  await item.getByRole('button', { name: 'Mark read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-ideas.png') });

  const id = (sanction.sanction ?? sanction).id;
  await write(maya.page, 'DELETE', `/api/moderation/users/${alice.me.id}/sanctions/${id}`);
  await bob.context.close();
  await maya.context.close();
  await alice.context.close();
});
