/**
 * Moderation and administration (spec §2 Moderation/Admin, §4 reports, §6 roles, §8 toasts).
 * carol files a report; maya (moderator) resolves it, dismisses and
 * deletes seeded ones, checks in from the urgent card, reads the Log, silences and suspends bob
 * (and lifts both: other specs sign bob in); adam (admin) changes carol's role (and back),
 * creates, renames and removes a topic, and reads the Ideas tab; the others are refused.
 * Screenshots for a look by eye go to test-results/screens/.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { forgetSession, newSignedInPage, signIn } from './support/auth';
import { postFromPage, questionIdByTitle } from './support/data';
import { expectToast, unique } from './support/ui';

const shot = (name: string) => path.join('test-results', 'screens', `${name}.png`);

/** The visible toast covers none of the page's buttons outside the header (toasts never cover a card's buttons). */
async function expectToastClearOfButtons(page: Page) {
  const box = await page.locator('[data-slot="toast"]').last().boundingBox();
  expect(box).not.toBeNull();
  const buttons = await page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.bottom > 0 && r.top < window.innerHeight),
    );
  for (const b of buttons) {
    const overlaps = b.left < box!.x + box!.width && b.right > box!.x && b.top < box!.y + box!.height && b.bottom > box!.y;
    expect(overlaps, `a toast covers a button at ${b.left},${b.top}`).toBe(false);
  }
}

test('a report filed by a member is reviewed by a moderator: resolve, dismiss, delete content', async ({ page, browser }) => {
  test.slow(); // two people in two browsers
  const note = unique('This reads like an advert, not an answer.');

  // carol reports a question through its Report action.
  const carol = await newSignedInPage(browser, 'carol');
  try {
    await carol.page.getByRole('searchbox', { name: 'Search questions' }).fill('meditation');
    await carol.page.getByRole('link', { name: 'Meditation makes my anxiety worse. Am I doing it wrong?' }).click();
    await expect(carol.page.getByRole('heading', { level: 1 })).toHaveText('Meditation makes my anxiety worse. Am I doing it wrong?');
    await carol.page.getByRole('button', { name: 'Report', exact: true }).first().click();
    const dialog = carol.page.getByRole('dialog', { name: 'Report this question' });
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason');
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByLabel('Details (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expectToast(carol.page, 'Report submitted');
    await expect(dialog).toBeHidden();
  } finally {
    await carol.context.close();
  }

  // maya sees it in the queue with the seeded reports.
  await signIn(page, 'maya');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(page).toHaveURL('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation Dashboard' })).toBeVisible();
  for (const label of ['Pending Reports', 'Reviewed Today', 'Resolved'])
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  const reportsTab = page.getByRole('tab', { name: /^Reports \(\d+\)$/ });
  await expect(reportsTab).toHaveAttribute('aria-selected', 'true');
  const reports = page.getByRole('list', { name: 'Reports' });
  const mine = reports.getByRole('article').filter({ hasText: note });
  await expect(mine).toContainText('Reported by Carol');
  // Read the pending count once the queue has loaded.
  const pendingBefore = Number((await reportsTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(pendingBefore).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('term').filter({ hasText: 'Pending Reports' }).locator('xpath=following-sibling::dd')).toHaveText(
    String(pendingBefore),
  );

  await expect(mine).toContainText('Spam or advertising');
  await expect(mine).toContainText('Pending');

  // Every card says plainly that resolving removes nothing, with Delete Content beside it.
  await expect(mine).toContainText('Resolving closes the report; it does not remove the content. To remove it, use Delete Content.');
  await expect(mine.getByRole('button', { name: 'Delete Content' })).toBeVisible();

  // Resolve carol's report: it says what it does and asks first.
  await mine.getByRole('button', { name: 'Resolve' }).click();
  const resolveDialog = page.getByRole('alertdialog', { name: 'Resolve this report?' });
  await expect(resolveDialog).toContainText('Resolving does not remove the content');
  await resolveDialog.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(page, 'Report reviewed successfully', 'Resolved. The content stays up.');
  await expectToastClearOfButtons(page);
  await page.screenshot({ path: shot('moderator-resolved-toast') });
  await expect(mine).toContainText('Resolved');
  await expect(mine.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await expect(reportsTab).toHaveText(`Reports (${pendingBefore - 1})`);

  // Dismiss the seeded report about harmful advice.
  const harmful = reports.getByRole('article').filter({ hasText: 'Tells someone to ignore their doctor about medication.' });
  await harmful.getByRole('button', { name: 'Dismiss' }).click();
  const dismissDialog = page.getByRole('alertdialog', { name: 'Dismiss this report?' });
  await expect(dismissDialog).toContainText('Dismiss means nothing here needs action');
  await dismissDialog.getByRole('button', { name: 'Dismiss' }).click();
  // A different toast from Resolve's.
  await expectToast(page, 'Report reviewed successfully', 'Dismissed. Nothing was changed.');
  await expectToastClearOfButtons(page);
  await expect(harmful.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await expect(reportsTab).toHaveText(`Reports (${pendingBefore - 2})`);

  // Delete the spam answer the seeded report points at.
  const spam = reports.getByRole('article').filter({ hasText: 'Advertising supplements with a discount code' });
  await spam.getByRole('button', { name: 'Delete Content' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this answer?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Content deleted successfully');
  await expect(confirm).toBeHidden();
  await expect(spam.getByRole('button', { name: 'Delete Content' })).toHaveCount(0);
  // Deleted after it was reported: its words stay on the report as evidence, marked as removed.
  await expect(spam).toContainText('Removed since this report: its words are kept here as evidence only.');
  await expect(reportsTab).toHaveText(`Reports (${pendingBefore - 3})`);

  await page.getByRole('tab', { name: 'Flagged Content' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('members cannot open the moderation dashboard; moderators cannot open the admin one', async ({ page, browser }) => {
  await signIn(page, 'alice');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Access denied. Moderator access required.' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access denied. Admin access required.' })).toBeVisible();

  const maya = await newSignedInPage(browser, 'maya');
  try {
    await expect(maya.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await maya.page.goto('/admin');
    await expect(maya.page.getByRole('heading', { name: 'Access denied. Admin access required.' })).toBeVisible();
  } finally {
    await maya.context.close();
  }
});

test('an admin changes a role and creates a topic', async ({ page }) => {
  await signIn(page, 'adam');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Questions', 'Answers'])
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Users \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');

  // carol: user → moderator, and back (other specs rely on carol being a member).
  const role = page.getByRole('combobox', { name: 'Role for Carol Nguyen' });
  await expect(role).toHaveValue('user');
  await role.selectOption('moderator');
  const confirmRole = page.getByRole('alertdialog', { name: 'Make Carol Nguyen a moderator?' });
  await expect(confirmRole).toContainText('They become a moderator');
  await page.screenshot({ path: shot('admin-role-confirm') });
  await confirmRole.getByRole('button', { name: 'Change role' }).click();
  await expectToast(page, 'User role updated successfully');
  await expect(role).toHaveValue('moderator');
  await expect(role).toBeEnabled();
  // Her profile now carries the Moderator badge.
  await page.getByRole('link', { name: 'Carol Nguyen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Nguyen' })).toBeVisible();
  await expect(page.locator('[data-slot="badge"]', { hasText: /^Moderator$/ })).toBeVisible();
  await page.goBack();
  await role.selectOption('user');
  await page.getByRole('alertdialog', { name: 'Make Carol Nguyen a user?' }).getByRole('button', { name: 'Change role' }).click();
  await expectToast(page, 'User role updated successfully');
  await expect(role).toHaveValue('user');
  await expect(role).toBeEnabled();
  // adam's own role cannot be changed here.
  await expect(page.getByRole('combobox', { name: 'Role for Adam Fischer' })).toHaveCount(0);

  const topicsTab = page.getByRole('tab', { name: /^Topics \(\d+\)$/ });
  await topicsTab.click();
  const topicCount = Number((await topicsTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  const name = unique('Mindful walking').slice(0, 40);
  const create = page.getByRole('button', { name: 'Create Topic' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel(/^Description/).fill('Walking slowly and noticing things.');
  await create.click();
  await expectToast(page, 'Topic created successfully');
  await expect(page.getByRole('list', { name: 'Topics' }).getByText(name, { exact: true })).toBeVisible();
  await expect(topicsTab).toHaveText(`Topics (${topicCount + 1})`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('urgent cards come first with their marker; a check-in from one is sent and logged', async ({ page }) => {
  await signIn(page, 'maya');
  await page.goto('/moderation');
  const cards = page.getByRole('list', { name: 'Reports' }).getByRole('article');
  await expect(cards.first()).toHaveAttribute('data-priority', 'urgent');
  await expect(cards.first()).toContainText('Urgent: someone may be at risk.');
  // The seeded 'at risk' report is urgent although it is younger than the spam ones.
  const atRisk = cards.filter({ hasText: 'They mention feeling like a burden.' });
  await expect(atRisk).toHaveAttribute('data-priority', 'urgent');
  await expect(atRisk).toContainText('Someone may be at risk of harm');
  await expect(atRisk).toContainText('Posted anonymously');
  const priorities = await cards.evaluateAll((els) =>
    els.filter((e) => e.getAttribute('data-status') === 'pending').map((e) => e.getAttribute('data-priority')),
  );
  const firstOther = priorities.findIndex((p) => p !== 'urgent');
  expect(firstOther).toBeGreaterThan(0);
  expect(priorities.slice(firstOther)).not.toContain('urgent');
  await page.screenshot({ path: shot('moderator-queue-urgent-first') });

  // The check-in shows its text before it is sent.
  await atRisk.getByRole('button', { name: 'Send check-in…' }).click();
  const preview = page.getByRole('alertdialog', { name: 'Send this check-in?' });
  await expect(preview.getByLabel('The check-in message')).toContainText('988');
  await page.screenshot({ path: shot('moderator-check-in-preview') });
  await preview.getByRole('button', { name: 'Send check-in' }).click();
  await expectToast(page, 'Check-in sent', 'The Safety Team sent a kind, private note.');
  await expect(atRisk.getByTestId('check-in-status')).toHaveText(/Check-in sent .* ago by Maya/);
  await expect(atRisk.getByRole('button', { name: /^Next check-in in / })).toBeDisabled();
  // It still says so after a reload.
  await page.reload();
  await expect(atRisk.getByTestId('check-in-status')).toHaveText(/Check-in sent .* ago by Maya/);
  await expect(atRisk.getByRole('button', { name: /^Next check-in in / })).toBeDisabled();
  await page.screenshot({ path: shot('moderator-check-in-sent') });

  await page.getByRole('tab', { name: 'Log' }).click();
  const log = page.getByRole('list', { name: 'Moderation log' });
  // The log reads in words, with a link to what was reported.
  await expect(log.getByRole('listitem').first()).toContainText('Maya sent a check-in after a report about');
  await expect(log.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/questions\/\d+$/);
  await page.screenshot({ path: shot('moderator-log-tab') });

  // The member record lists the check-in: when, and by whom.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await atRisk.getByRole('link', { name: 'Member record' }).click();
  const sent = page.getByRole('list', { name: 'Check-ins sent' });
  await expect(sent.getByRole('listitem').first()).toContainText('Sent by Maya');
  await page.screenshot({ path: shot('moderator-member-record-check-ins'), fullPage: true });
});

/** Lifts every sanction in force on a member, through the API as `page`'s moderator (clean-up). */
async function liftAll(page: Page, userId: number) {
  const origin = new URL(page.url()).origin;
  const record = await page.request.get(`/api/moderation/users/${userId}`);
  if (!record.ok()) return;
  const { sanctions } = (await record.json()) as { sanctions: { id: number; inForce: boolean }[] };
  for (const s of sanctions.filter((x) => x.inForce)) {
    await page.request.delete(`/api/moderation/users/${userId}/sanctions/${s.id}`, { headers: { Origin: origin } });
  }
}

test('a silenced member reads why when writing; a suspension turns an open tab into their decisions, how to appeal and help', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // two people, two sign-ins through the form
  const silenceReason = unique('Several unkind replies to other members this week');
  const suspendReason = unique('Harassing a member in private messages');

  const bob = await newSignedInPage(browser, 'bob', { fresh: true });
  await signIn(page, 'maya');
  try {
    // maya silences bob for a day from his member record.
    await page.goto(`/moderation/users/${bob.me.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bob Okafor' })).toBeVisible();
    const kind = page.getByRole('combobox', { name: 'Sanction', exact: true });
    await kind.selectOption('silence');
    await page.getByLabel('Days').fill('1');
    await page.getByLabel('Reason (the member reads it)').fill(silenceReason);
    // A moderator is never offered Ban.
    await expect(kind.locator('option')).toHaveText([
      'Warning',
      'Silence (can read, cannot post)',
      'Suspension (sees only their decisions and help)',
    ]);
    await page.getByRole('button', { name: 'Give sanction…' }).click();
    const confirmSilence = page.getByRole('alertdialog', { name: 'Silence for 1 day for Bob Okafor?' });
    await expect(confirmSilence).toContainText('For 1 day they can read but not post');
    await page.screenshot({ path: shot('moderator-sanction-confirm') });
    await confirmSilence.getByRole('button', { name: 'Silence for 1 day' }).click();
    await expectToast(page, 'Sanction recorded');
    const sanctions = page.getByRole('list', { name: 'Sanctions' });
    const silence = sanctions.getByRole('listitem').filter({ hasText: silenceReason });
    await expect(silence).toContainText('In force');

    // bob can read, and his answer is refused with until when and why; his words stay in the box.
    const title = 'Meditation makes my anxiety worse. Am I doing it wrong?';
    await bob.page.goto(`/questions/${await questionIdByTitle(bob.page, title, 'meditation')}`);
    await expect(bob.page.getByRole('heading', { level: 1 })).toHaveText(title);
    const answer = bob.page.getByLabel('Your Answer');
    await answer.fill('Short sits of two minutes helped me.');
    await bob.page.getByRole('button', { name: 'Post Answer' }).click();
    await expectToast(bob.page, 'Error', `A moderator gave this reason: ${silenceReason}`);
    await expect(bob.page.locator('[data-slot="toast"]')).toContainText('You can read, but you cannot post');
    await expect(answer).toHaveValue('Short sits of two minutes helped me.');
    await bob.page.screenshot({ path: shot('member-silenced-write') });

    await silence.getByRole('button', { name: 'Lift' }).click();
    await expectToast(page, 'Sanction lifted');
    await expect(silence).toContainText('Lifted');

    // A suspension reaches bob's open tab: signed out, told until when and why.
    await bob.page.goto('/');
    await expect(bob.page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await kind.selectOption('suspend');
    await page.getByLabel('Days').fill('2');
    await page.getByLabel('Reason (the member reads it)').fill(suspendReason);
    await page.getByRole('button', { name: 'Give sanction…' }).click();
    await page
      .getByRole('alertdialog', { name: 'Suspension for 2 days for Bob Okafor?' })
      .getByRole('button', { name: 'Suspension for 2 days' })
      .click();
    await expectToast(page, 'Sanction recorded');
    // His open tab turns into the calm page of his restricted session: until when, why, how to
    // appeal, and help.
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Your decisions' })).toBeVisible();
    await expect(bob.page).toHaveURL('/decisions');
    await expect(bob.page.getByTestId('suspension')).toContainText('Your account is paused until');
    await expect(bob.page.getByTestId('decision').first()).toContainText(suspendReason);
    await expect(bob.page.getByTestId('decision').first().getByLabel('Ask for a second look')).toBeVisible();
    await expect(bob.page.getByRole('button', { name: 'Need help now?' })).toBeVisible();
    await expect(bob.page.getByRole('link', { name: '988', exact: true }).first()).toHaveAttribute('href', 'tel:988');
    await bob.page.screenshot({ path: shot('member-suspended-live'), fullPage: true });

    // Any other address shows the same page; every other route is refused with the same calm words.
    await bob.page.goto('/questions/new');
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Your decisions' })).toBeVisible();
    const refused = await bob.page.request.get('/api/conversations');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('suspended');
    await bob.page.setViewportSize({ width: 390, height: 844 });
    await bob.page.screenshot({ path: shot('member-suspended-mobile'), fullPage: true });

    // Lifted: bob has his whole app back.
    await page.reload();
    const suspension = page.getByRole('list', { name: 'Sanctions' }).getByRole('listitem').filter({ hasText: suspendReason });
    await suspension.getByRole('button', { name: 'Lift' }).click();
    await expectToast(page, 'Sanction lifted');
    await page.screenshot({ path: shot('moderator-member-record'), fullPage: true });
    await signIn(bob.page, 'bob', { fresh: true });
  } finally {
    await liftAll(page, bob.me.id);
    forgetSession('bob');
    await bob.context.close();
  }
});

test("an admin renames, describes and removes topics, and reads members' ideas", async ({ page, browser }) => {
  test.slow();
  const idea = unique('A weekly gratitude thread would be lovely.');
  const carol = await newSignedInPage(browser, 'carol');
  try {
    await carol.page.getByRole('button', { name: 'Got ideas?' }).click();
    const dialog = carol.page.getByRole('dialog', { name: 'Share Your Ideas' });
    await dialog.getByLabel('Your feedback').fill(idea);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectToast(carol.page, 'Thank you!');
  } finally {
    await carol.context.close();
  }

  await signIn(page, 'adam');
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Topics \(\d+\)$/ }).click();
  const topics = page.getByRole('list', { name: 'Topics' });

  // A fixed feed topic: described, never renamed or removed.
  const anxiety = topics.getByRole('listitem', { name: 'Anxiety', exact: true });
  await expect(anxiety).toContainText('Feed topic');
  await expect(anxiety.getByRole('button', { name: 'Delete Anxiety' })).toHaveCount(0);
  await anxiety.getByRole('button', { name: 'Edit Anxiety' }).click();
  let edit = page.getByRole('dialog', { name: 'Edit topic' });
  await expect(edit.getByLabel('Name')).toHaveAttribute('readonly', '');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A new topic: renamed, then removed with its questions kept.
  const name = unique('Sleep worries').slice(0, 40);
  const renamed = unique('Rest and sleep').slice(0, 40);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expectToast(page, 'Topic created successfully');
  await topics.getByRole('button', { name: `Edit ${name}` }).click();
  edit = page.getByRole('dialog', { name: 'Edit topic' });
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByLabel(/^Description/).fill('Nights, rest and the thoughts that keep us up.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Topic updated successfully');
  const row = topics.getByRole('listitem', { name: renamed, exact: true });
  await expect(row).toContainText('Nights, rest and the thoughts that keep us up.');
  await page.screenshot({ path: shot('admin-topics') });
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete the topic ‘${renamed}’?` });
  await expect(confirm).toContainText('It has no questions yet.');
  await confirm.getByRole('button', { name: 'Delete topic' }).click();
  await expectToast(page, 'Topic deleted successfully');
  await expect(row).toHaveCount(0);

  // The Ideas tab: carol's idea, newest first, with her first name.
  await page.getByRole('tab', { name: 'Ideas' }).click();
  const ideas = page.getByRole('list', { name: 'Ideas' });
  await expect(ideas.getByRole('listitem').first()).toContainText(idea);
  await expect(ideas.getByRole('listitem').first().getByRole('link', { name: 'Carol' })).toBeVisible();
  await page.screenshot({ path: shot('admin-ideas') });

  // The Log tab of the moderation dashboard shows the admin's topic work.
  await page.goto('/moderation');
  await page.getByRole('tab', { name: 'Log' }).click();
  await expect(page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').first()).toContainText(
    `Adam removed the topic ${renamed}`,
  );
});

test('a post a moderator reports is hidden pending review: its author sees it marked, others cannot find it, dismissing brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // three people in three browsers
  const title = unique('Does journaling at night help anyone else sleep?');
  const content = unique('I write three lines before bed and it seems to calm my mind.');
  const alice = await newSignedInPage(browser, 'alice');
  const carol = await newSignedInPage(browser, 'carol');
  try {
    // alice asks (through the API for speed: the ask form has its own spec).
    const origin = new URL(alice.page.url()).origin;
    const topics = (await (await alice.page.request.get('/api/topics')).json()) as { id: number }[];
    const asked = await alice.page.request.post('/api/questions', {
      data: { title, content, topicIds: [topics[0].id] },
      headers: { origin },
    });
    expect(asked.status()).toBe(201);
    const { id } = (await asked.json()) as { id: number };

    // One moderator's report hides it at once; staff still see it, marked.
    await signIn(page, 'maya');
    await page.goto(`/questions/${id}`);
    await page.getByRole('button', { name: 'Report', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Report this question' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expectToast(page, 'Report submitted');
    await page.reload();
    await expect(page.getByTestId('pending-review')).toContainText("Members can't see it until a moderator reviews it.");

    // alice sees her question, marked kindly; carol cannot find it.
    await alice.page.goto(`/questions/${id}`);
    await expect(alice.page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(alice.page.getByTestId('pending-review')).toHaveText(
      "Hidden pending review. Others can't see it while a moderator takes a look. It is still here for you.",
    );
    await alice.page.screenshot({ path: shot('member-hidden-pending-review') });
    await carol.page.goto(`/questions/${id}`);
    await expect(carol.page.getByRole('heading', { level: 1, name: 'Question not found' })).toBeVisible();

    // The card says it is hidden; Dismiss brings it back for everyone.
    await page.goto('/moderation');
    const card = page.getByRole('list', { name: 'Reports' }).getByRole('article').filter({ hasText: content });
    await expect(card).toContainText('Hidden pending review');
    await page.screenshot({ path: shot('moderator-hidden-card') });
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('alertdialog', { name: 'Dismiss this report?' }).getByRole('button', { name: 'Dismiss' }).click();
    await expectToast(page, 'Report reviewed successfully', 'Dismissed. The post is visible again.');
    await carol.page.reload();
    await expect(carol.page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(carol.page.getByTestId('pending-review')).toHaveCount(0);
    await alice.page.reload();
    await expect(alice.page.getByTestId('pending-review')).toHaveCount(0);
  } finally {
    await alice.context.close();
    await carol.context.close();
  }
});

test("a card names the crisis words and where they were, links the member's other open cards; an admin is offered Ban", async ({
  page,
  browser,
}) => {
  test.slow();
  const warned = unique('Exam week tips');
  const second = unique('Nobody would notice');
  // carol writes a question whose only crisis words are in its content warning, and another.
  const carol = await newSignedInPage(browser, 'carol');
  let carolId = 0;
  let secondId = 0;
  try {
    carolId = carol.me.id;
    const topics = (await (await carol.page.request.get('/api/topics')).json()) as { id: number }[];
    await postFromPage(carol.page, '/api/questions', {
      title: warned,
      content: 'Any tips for revising?',
      topicIds: [topics[0].id],
      hasContentWarning: true,
      contentWarningText: "I don't want to be here anymore",
    });
    secondId = (
      await postFromPage<{ id: number }>(carol.page, '/api/questions', {
        title: second,
        content: 'I want to die, honestly.',
        topicIds: [topics[0].id],
      })
    ).id;
  } finally {
    await carol.context.close();
  }

  await signIn(page, 'maya');
  await page.goto('/moderation');
  const cards = page.getByRole('list', { name: 'Reports' }).getByRole('article');
  const warning = cards.filter({ hasText: warned });
  await expect(warning).toHaveAttribute('data-priority', 'urgent');
  const words = warning.getByRole('list', { name: 'Words that raised it' });
  await expect(words).toHaveText("In the content warning: don't want to be here anymore");
  await expect(cards.filter({ hasText: second }).getByRole('list', { name: 'Words that raised it' })).toHaveText(
    /In the details: I want to die/,
  );
  // The two cards are about the same member, and say so with a link to her record.
  const linked = warning.getByRole('link', { name: /^\d+ other open cards? about this member$/ });
  await expect(linked).toBeVisible();
  await expect(linked).toHaveAttribute('href', `/moderation/users/${carolId}`);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('moderator-crisis-words-desktop') });
  await page.setViewportSize({ width: 390, height: 844 });
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('moderator-crisis-words-phone') });

  // On a phone the toast of a review covers none of the buttons either; the counter counts what is listed.
  await cards.filter({ hasText: second }).getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('alertdialog', { name: 'Dismiss this report?' }).getByRole('button', { name: 'Dismiss' }).click();
  await expectToast(page, 'Report reviewed successfully', 'Dismissed. Nothing was changed.');
  await expectToastClearOfButtons(page);
  await page.screenshot({ path: shot('moderator-toast-phone') });
  const listedPending = await cards.evaluateAll((els) => els.filter((e) => e.textContent?.includes('Status: Pending')).length);
  const pendingTab = page.getByRole('tab', { name: /^Reports \(\d+\)$/ });
  if (!(await page.getByRole('button', { name: 'Load more' }).isVisible())) {
    await expect(pendingTab).toHaveText(`Reports (${listedPending})`);
  }

  // With the other card closed, the link goes; the member record: a moderator is offered no Ban.
  await expect(linked).toHaveCount(0);
  await warning.getByRole('link', { name: 'Member record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Nguyen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sanction', exact: true }).locator('option')).toHaveCount(3);
  await page.screenshot({ path: shot('moderator-member-record-phone'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // An admin is offered Ban; the warning card's content is removed to leave the feed as it was.
  await signIn(page, 'adam');
  await page.goto(`/moderation/users/${carolId}`);
  await expect(page.getByRole('combobox', { name: 'Sanction', exact: true }).locator('option')).toHaveText([
    'Warning',
    'Silence (can read, cannot post)',
    'Suspension (sees only their decisions and help)',
    'Ban (sees only their decisions and help, no end)',
  ]);
  await page.screenshot({ path: shot('admin-member-record'), fullPage: true });
  await page.goto('/moderation');
  const card = page.getByRole('list', { name: 'Reports' }).getByRole('article').filter({ hasText: warned }).first();
  await card.getByRole('button', { name: 'Delete Content' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Content deleted successfully');
  const origin = new URL(page.url()).origin;
  expect((await page.request.delete(`/api/moderation/question/${secondId}`, { headers: { Origin: origin } })).ok()).toBe(true);
  await page.getByRole('tab', { name: 'Log' }).click();
  await expect(page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').first()).toContainText(
    `Adam removed the question “${second}”`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('admin-log-phone') });
});

test('a moderator claims a card: the others see who is looking at it, live, and it moves after the unclaimed ones; a staff note on the member record', async ({
  page,
  browser,
}) => {
  test.slow(); // four people in four browsers
  const aboutCarol = unique('Keeps sending me the same link in every thread.');
  const aboutAlice = unique('Posts the same advert under every question.');
  const alice = await newSignedInPage(browser, 'alice');
  const carol = await newSignedInPage(browser, 'carol');
  try {
    await postFromPage(alice.page, '/api/reports', { targetType: 'user', targetId: carol.me.id, reason: 'spam', description: aboutCarol });
    await postFromPage(carol.page, '/api/reports', { targetType: 'user', targetId: alice.me.id, reason: 'spam', description: aboutAlice });
  } finally {
    await alice.context.close();
    await carol.context.close();
  }

  const adam = await newSignedInPage(browser, 'adam');
  try {
    await signIn(page, 'maya');
    await page.goto('/moderation');
    await adam.page.goto('/moderation');
    const cardsOf = (p: Page) => p.getByRole('list', { name: 'Reports' }).getByRole('article');
    const order = (p: Page) =>
      cardsOf(p).evaluateAll(
        (els, notes) => els.map((e) => notes.findIndex((n) => e.textContent?.includes(n))).filter((i) => i >= 0),
        [aboutCarol, aboutAlice],
      );
    // The older card first, for both.
    await expect.poll(() => order(adam.page)).toEqual([0, 1]);

    const mayasCard = cardsOf(page).filter({ hasText: aboutCarol });
    await mayasCard.getByRole('button', { name: 'Claim' }).click();
    await expectToast(page, 'Claimed', 'The others see you are looking at it.');
    await expect(mayasCard.getByTestId('claimed-by')).toHaveText('Claimed by you');
    await expect(mayasCard.getByRole('button', { name: 'Release' })).toBeVisible();
    // Maya's own claim does not move her card.
    expect(await order(page)).toEqual([0, 1]);
    await page.screenshot({ path: shot('moderator-claimed-by-you') });

    // Adam's open dashboard updates without a reload: Maya's card names her, offers no Claim, and comes after the unclaimed one.
    const adamsView = cardsOf(adam.page).filter({ hasText: aboutCarol });
    await expect(adamsView.getByTestId('claimed-by')).toHaveText('Maya is looking at this');
    await expect(adamsView.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await expect(adamsView.getByRole('button', { name: 'Resolve' })).toBeVisible();
    await expect.poll(() => order(adam.page)).toEqual([1, 0]);
    await adamsView.scrollIntoViewIfNeeded();
    await adam.page.screenshot({ path: shot('moderator-claimed-by-other') });

    // Maya releases it; Adam's dashboard shows it free again.
    await mayasCard.getByRole('button', { name: 'Release' }).click();
    await expectToast(page, 'Released');
    await expect(adamsView.getByTestId('claimed-by')).toHaveCount(0);
    await expect(adamsView.getByRole('button', { name: 'Claim' })).toBeVisible();
    await expect.poll(() => order(adam.page)).toEqual([0, 1]);

    // The dashboard names how long the oldest urgent card has waited and the week's median.
    await expect(page.getByTestId('oldest-urgent')).toContainText(/^(The oldest urgent card has waited .+|No urgent card is waiting)$/);
    await expect(page.getByTestId('median-first-action')).toContainText(
      /^(This week, cards waited .+ for a first action \(median\)|No card was settled this week yet)$/,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('moderator-safety-figures') });

    // A note on the member record, for the next moderator.
    await mayasCard.getByRole('link', { name: 'Member record' }).click();
    const noteText = unique('Said sorry in messages; a friendly word may be enough.');
    await page.getByLabel('Note for the other moderators').fill(noteText);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'Note added');
    const notes = page.getByRole('list', { name: 'Staff notes' });
    await expect(notes.getByRole('listitem').first()).toContainText(noteText);
    await expect(notes.getByRole('listitem').first()).toContainText('Maya');
    await page.screenshot({ path: shot('moderator-staff-notes'), fullPage: true });
  } finally {
    await adam.context.close();
  }
});
