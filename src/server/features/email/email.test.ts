import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeNotifications } from '../../test/factories';
import { loadConfig } from '../../config';
import { userSettings } from '../../db/schema/index';
import { createMailer, type Mailer } from './mailer';
import { runEmailJob } from './job';
const EMAIL_SUBJECT = 'Something is waiting for you on MindSpace';

type Received = { mail: ParsedMail; raw: string; rcpt: string[]; authUser?: string };

let smtp: SMTPServer;
let inbox: Received[] = [];
/** Recipients the SMTP server refuses (to simulate a failing mail server). */
const refuse = new Set<string>();
let ctx: TestContext;
let mailer: Mailer;
let topicId: number;

const PUBLIC_URL = 'https://community.example.org';
const MINUTE = 60_000;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mindspace' && auth.password === 's3cret') return cb(null, { user: auth.username });
      return cb(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, cb) {
      if (refuse.has(address.address)) return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({
          mail: await simpleParser(raw),
          raw,
          rcpt: session.envelope.rcptTo.map((r) => r.address),
          authUser: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestContext({ SMTP_URL: `smtp://mindspace:s3cret@127.0.0.1:${port}`, PUBLIC_URL, EMAIL_BATCH_MINUTES: '15' });
  mailer = createMailer(ctx.config.email, ctx.app.log);
  const admin = await ctx.createUser({ role: 'admin' });
  const topic = await ctx.api(admin, 'POST /api/topics', { body: { name: 'Everyday worries' } });
  topicId = topic.body.id;
});

afterAll(async () => {
  mailer?.close();
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  inbox = [];
  refuse.clear();
});

/** One run of the job with the clock `minutes` from now. */
function runAt(minutes: number, deps: { mailer?: Mailer } = {}) {
  return runEmailJob(
    { db: ctx.database.db, mailer: deps.mailer ?? mailer, config: ctx.config, log: ctx.app.log },
    new Date(Date.now() + minutes * MINUTE),
  );
}

const mailsTo = (user: TestUser) => inbox.filter((m) => m.rcpt.includes(user.email!));

async function ask(user: TestUser, title = 'A question about sleeping badly', content = 'I lie awake most nights.') {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title,
      content,
      topicIds: [topicId],
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id as number;
}

async function answer(user: TestUser, questionId: number, content = 'Something that helped me was a routine.') {
  const res = await ctx.api(user, 'POST /api/answers', { body: { questionId, content, isAnonymous: false } });
  expect(res.statusCode).toBe(201);
  return res.body.id as number;
}

async function comment(user: TestUser, answerId: number, content = 'Thank you, that is kind.') {
  const res = await ctx.api(user, 'POST /api/comments', { body: { answerId, content } });
  expect(res.statusCode).toBe(201);
}

async function sendMessage(from: TestUser, to: TestUser, body: string) {
  const conv = await ctx.api(from, 'POST /api/conversations/direct/:userId', { params: { userId: to.id } });
  expect(conv.statusCode).toBeLessThan(300);
  const res = await ctx.api(from, 'POST /api/conversations/:id/messages', { params: { id: conv.body.id }, body: { body } });
  expect(res.statusCode).toBe(201);
  return conv.body.id as number;
}

/** Everything a reader of the email could see: headers, subject, text and HTML. */
function visible(r: Received): string {
  return r.raw + '\n' + (r.mail.text ?? '') + '\n' + (r.mail.html || '');
}

/** A header's raw value (unfolded), as a mail provider reads it. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase());
  return line?.line
    .slice(line.line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

function unsubscribeUrl(r: Received): URL {
  const value = header(r.mail, 'List-Unsubscribe') ?? '';
  expect(value).toMatch(/^<https:[^>]+>$/);
  const match = /<(https:[^>]+)>/.exec(value);

  return new URL(match![1]);
}

describe('email notifications', () => {
  it('writes to a member in their language: German for a member who chose it, with the same discretion', async () => {
    const asker = await ctx.createUser({ firstName: 'Greta' });
    const helper = await ctx.createUser({ firstName: 'Zebedee' });
    expect((await ctx.api(asker, 'PATCH /api/users/me/settings', { body: { locale: 'de' } })).statusCode).toBe(200);
    const questionId = await ask(asker, 'Schlaflos seit Wochen xyzzy', 'Ich liege jede Nacht wach plugh.');
    await answer(helper, questionId);
    await answer(await ctx.createUser(), questionId);

    expect((await runAt(16)).sent).toBeGreaterThanOrEqual(1);
    const [m] = mailsTo(asker);
    expect(m.mail.subject).toBe('Auf MindSpace wartet etwas auf dich');
    expect(m.mail.text).toContain('Hallo Greta,');
    expect(m.mail.text).toContain('  - 2 neue Antworten auf Dinge, die du geschrieben hast');
    expect(m.mail.html).toContain('<html lang="de" dir="ltr">');
    expect(m.mail.html).toContain('MindSpace öffnen');
    expect(visible(m)).not.toMatch(/xyzzy|plugh|Zebedee/);
  });

  it('emails an answer to my question once it has waited unseen, with one-click unsubscribe headers and none of the words', async () => {
    const asker = await ctx.createUser({ firstName: 'Ondine' });
    const helper = await ctx.createUser({ firstName: 'Zebedee', lastName: 'Quarrington' });
    const questionId = await ask(asker, 'Panic attacks on the night bus xyzzy', 'Every night my chest tightens plugh.');
    await answer(helper, questionId, 'Breathing slowly helped me frobnicate.');

    // Fresh: the member may still see it on the site.
    expect((await runAt(0)).sent).toBe(0);
    expect((await runAt(16)).sent).toBe(1);

    const mails = mailsTo(asker);
    expect(mails).toHaveLength(1);
    const [m] = mails;
    expect(m.authUser).toBe('mindspace');
    expect(m.mail.subject).toBe(EMAIL_SUBJECT);
    expect(m.mail.from?.value[0]).toMatchObject({ name: 'MindSpace', address: 'no-reply@community.example.org' });
    expect(header(m.mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(m).origin + unsubscribeUrl(m).pathname).toBe(`${PUBLIC_URL}/api/email/unsubscribe`);
    expect(m.mail.text).toContain('Hi Ondine,');
    expect(m.mail.text).toContain('a new reply to something you posted');
    expect(m.mail.text).toContain(`${PUBLIC_URL}/`);
    for (const secret of ['xyzzy', 'plugh', 'frobnicate', 'Zebedee', 'Quarrington', 'Panic']) {
      expect(visible(m)).not.toContain(secret);
    }

    // Idempotent: running again (later, still unread) sends nothing more for the same answer.
    expect((await runAt(17)).sent).toBe(0);
    expect((await runAt(60)).sent).toBe(0);
    expect(mailsTo(asker)).toHaveLength(1);
  });

  it('batches: an answer and a comment within the window make one email', async () => {
    const me = await ctx.createUser();
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const questionId = await ask(me);
    const myAnswerId = await answer(me, await ask(a));
    await answer(a, questionId);
    await comment(b, myAnswerId);

    await runAt(16);
    const mails = mailsTo(me);
    expect(mails).toHaveLength(1);
    expect(mails[0].mail.text).toContain('2 new replies to things you posted');
  });

  it('emails new messages without their words or the sender, linking to Messages', async () => {
    const me = await ctx.createUser();
    const sender = await ctx.createUser({ firstName: 'Philippa', lastName: 'Wintergreen' });
    await sendMessage(sender, me, 'I am worried about you, call me tonight');
    await sendMessage(sender, me, 'Second private note');

    await runAt(16);
    const [m, ...rest] = mailsTo(me);
    expect(rest).toHaveLength(0);
    expect(m.mail.text).toContain('2 new messages');
    expect(m.mail.text).toContain(`${PUBLIC_URL}/messages`);
    for (const secret of ['worried', 'tonight', 'Second private note', 'Philippa', 'Wintergreen']) expect(visible(m)).not.toContain(secret);
  });

  it('sends nothing for what was seen on the site before the window passed', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    const conversationId = await sendMessage(other, me, 'hello');
    await answer(other, await ask(me));

    // Reading the conversation and the notifications on the site.
    expect((await ctx.api(me, 'GET /api/conversations/:id/messages', { params: { id: conversationId } })).statusCode).toBe(200);
    expect((await ctx.api(me, 'POST /api/notifications/mark-all-read')).statusCode).toBe(200);

    await runAt(16);
    expect(mailsTo(me)).toHaveLength(0);
  });

  it('emails moderation notices about me: a report I filed was reviewed, my role changed', async () => {
    const reporter = await ctx.createUser();
    const author = await ctx.createUser();
    const mod = await ctx.createUser({ role: 'moderator' });
    const admin = await ctx.createUser({ role: 'admin' });
    const questionId = await ask(author, 'Unkind words about someone grault');
    const report = await ctx.api(reporter, 'POST /api/reports', {
      body: {
        targetType: 'question',
        targetId: questionId,
        reason: 'harassment',
      },
    });
    expect(report.statusCode).toBe(201);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: report.body.id, action: 'resolve' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: reporter.id }, body: { role: 'moderator' } }))
        .statusCode,
    ).toBe(200);

    await runAt(16);
    const [m, ...rest] = mailsTo(reporter);
    expect(rest).toHaveLength(0);
    expect(m.mail.text).toContain('2 updates about your account');
    expect(visible(m)).not.toContain('grault');
    expect(visible(m)).not.toMatch(/moderator|harassment|report/i);
  });

  it('never emails about a welcome notification, a closed account or a member without an address', async () => {
    const welcomed = await ctx.createUser();
    await makeNotifications(ctx.database.db, welcomed.id, [{ type: 'welcome', content: 'Welcome!', link: null }]);
    const leaving = await ctx.createUser();
    const noAddress = await ctx.createUser({ email: null });
    const other = await ctx.createUser();
    await sendMessage(other, leaving, 'are you there?');
    await sendMessage(other, noAddress, 'hello you');
    expect((await ctx.api(leaving, 'DELETE /api/users/me')).statusCode).toBe(200);

    await runAt(16);
    expect(mailsTo(welcomed)).toHaveLength(0);
    expect(inbox.filter((m) => m.rcpt.includes(leaving.email!))).toHaveLength(0);
    expect(inbox.every((m) => m.rcpt.every((r) => r.includes('@')))).toBe(true);
  });

  it("respects each member's choices in Settings", async () => {
    const repliesOff = await ctx.createUser();
    const allOff = await ctx.createUser();
    const other = await ctx.createUser();
    expect((await ctx.api(repliesOff, 'PATCH /api/users/me/settings', { body: { emailReplies: false } })).body).toMatchObject({
      emailMessages: true,
      emailReplies: false,
      emailModeration: true,
    });
    const off = { emailMessages: false, emailReplies: false, emailModeration: false };
    expect((await ctx.api(allOff, 'PATCH /api/users/me/settings', { body: off })).statusCode).toBe(200);
    for (const me of [repliesOff, allOff]) {
      await answer(other, await ask(me));
      await sendMessage(other, me, 'hello');
    }
    const admin = await ctx.createUser({ role: 'admin' });
    await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: allOff.id }, body: { role: 'moderator' } });

    await runAt(16);
    const [m, ...rest] = mailsTo(repliesOff);
    expect(rest).toHaveLength(0);
    expect(m.mail.text).toContain('a new message');
    expect(m.mail.text).not.toMatch(/repl/);
    expect(mailsTo(allOff)).toHaveLength(0);
  });

  it('two instances running the job at the same moment send one email', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    await sendMessage(other, me, 'hi');
    const second = createMailer(ctx.config.email, ctx.app.log);
    try {
      const results = await Promise.all([runAt(16), runAt(16, { mailer: second }), runAt(16)]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      second.close();
    }
    expect(mailsTo(me)).toHaveLength(1);
  });

  it('a refused email is tried again after the window, not every minute, and not lost', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    await sendMessage(other, me, 'hi');
    refuse.add(me.email!);
    expect((await runAt(16)).failed).toBe(1);
    refuse.clear();
    expect((await runAt(17)).sent).toBe(0);
    expect((await runAt(31)).sent).toBe(1);
    expect(mailsTo(me)).toHaveLength(1);
    expect(mailsTo(me)[0].mail.text).toContain('a new message');
  });
});

describe('one-click unsubscribe', () => {
  async function mailFor(me: TestUser) {
    const other = await ctx.createUser();
    await sendMessage(other, me, 'hi');
    await runAt(16);
    const [m] = mailsTo(me);
    expect(m).toBeDefined();
    return { url: unsubscribeUrl(m), other };
  }
  const settingsOf = async (userId: number) =>
    (await ctx.database.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0];

  it('GET shows a confirmation page and changes nothing; POST without sign-in or Origin stops every email', async () => {
    const me = await ctx.createUser();
    const { url, other } = await mailFor(me);
    const path = url.pathname + url.search;

    const page = await ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop all emails');
    expect(page.body).toContain(`action="${path.replace(/&/g, '&#38;')}"`);
    expect(await settingsOf(me.id)).toBeUndefined();

    // Exactly what a mail provider sends (RFC 8058 §3.2): no cookie, no Origin.
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(me.id)).toMatchObject({ emailMessages: false, emailReplies: false, emailModeration: false });
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toMatchObject({
      emailMessages: false,
      emailReplies: false,
      emailModeration: false,
    });

    // Nothing more is emailed, whatever arrives.
    await sendMessage(other, me, 'hello again');
    await answer(other, await ask(me));
    inbox = [];
    await runAt(16 + 16);
    await runAt(60);
    expect(mailsTo(me)).toHaveLength(0);
  });

  it('accepts the multipart body of RFC 8058 and a browser form post (HTML answer); twice is fine', async () => {
    const me = await ctx.createUser();
    const { url } = await mailFor(me);
    const boundary = 'XYZ';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().message).toMatch(/not get any more emails/);
    const form = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Emails stopped');
  });

  /** A second email: a message written after the first email's cover, and the job run once it has waited. */
  async function laterMailFor(me: TestUser, other: TestUser) {
    inbox = [];
    await sendMessage(other, me, 'one more thing');
    await ctx.database.db.execute(
      sql`update messages set created_at = now() + interval '20 minutes' where id = (select max(id) from messages)`,
    );
    await runAt(20 + 16);
    const [later] = mailsTo(me);
    expect(later).toBeDefined();
    return unsubscribeUrl(later);
  }
  const unsubscribe = (url: URL) =>
    ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it("stops working once the member turns email back on (or changes any email setting); the next email's link works", async () => {
    const me = await ctx.createUser();
    const { url, other } = await mailFor(me);
    expect((await unsubscribe(url)).statusCode).toBe(200);
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { emailMessages: true } })).statusCode).toBe(200);
    expect((await unsubscribe(url)).statusCode).toBe(400);
    expect(await settingsOf(me.id)).toMatchObject({ emailMessages: true });

    const next = await laterMailFor(me, other);
    expect(next.searchParams.get('token')).not.toBe(url.searchParams.get('token'));
    // A setting that is not about email leaves the link as it is.
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { showStatusSituation: true } })).statusCode).toBe(200);
    expect((await unsubscribe(next)).statusCode).toBe(200);
  });

  it('gives each email a token of its own: an earlier email’s link stops working', async () => {
    const me = await ctx.createUser();
    const { url: first, other } = await mailFor(me);
    const later = await laterMailFor(me, other);
    expect((await unsubscribe(first)).statusCode).toBe(400);
    expect(await settingsOf(me.id)).toBeUndefined();
    expect((await unsubscribe(later)).statusCode).toBe(200);
  });

  it('refuses a bad, missing or someone else-shaped token with 400 and changes nothing', async () => {
    const me = await ctx.createUser();
    const { url } = await mailFor(me);
    const token = url.searchParams.get('token')!;
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const q of [`?token=${forged}`, '?token=', '', '?token=not-a-token', `?token=${'x'.repeat(300)}`]) {
      const post = await ctx.app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe${q}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode, q).toBe(400);
      expect(post.json().message).toBeTruthy();
      const get = await ctx.app.inject({ method: 'GET', url: `/api/email/unsubscribe${q}`, headers: { accept: 'text/html' } });
      expect(get.statusCode, q).toBe(400);
      expect(get.body).toContain('This link did not work');
    }
    expect(await settingsOf(me.id)).toBeUndefined();
  });
});

describe('without SMTP_URL', () => {
  it('writes each email as an .eml file under MAIL_DIR (default: the data folder) and logs where', async () => {
    expect(loadConfig({ DATA_DIR: '/srv/mindspace' }).email.mailDir).toBe('/srv/mindspace/mail');
    expect(loadConfig({ DATA_DIR: '/srv/mindspace', MAIL_DIR: '/var/mail/ms' }).email.mailDir).toBe('/var/mail/ms');
    expect(loadConfig({ MAIL_FROM: 'Our Community <hello@example.net>' }).email.from).toBe('Our Community <hello@example.net>');
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL must start with smtp:\/\//);
    expect(() => loadConfig({ EMAIL_BATCH_MINUTES: '0' })).toThrow(/EMAIL_BATCH_MINUTES/);

    const dir = await mkdtemp(path.join(tmpdir(), 'mindspace-mail-'));
    const logged: Array<{ obj: unknown; msg: string }> = [];
    const log = Object.assign(Object.create(ctx.app.log), {
      info: (obj: unknown, msg: string) => logged.push({ obj, msg }),
      debug: (obj: unknown, msg: string) => logged.push({ obj, msg }),
    });
    const files = createMailer({ ...ctx.config.email, smtpUrl: undefined, mailDir: dir }, log);
    try {
      expect(files.kind).toBe('files');
      expect(logged[0]).toMatchObject({ obj: { folder: dir } });
      const me = await ctx.createUser();
      const other = await ctx.createUser({ firstName: 'Yolanda' });
      await sendMessage(other, me, 'words that must stay private');
      await runAt(16, { mailer: files });
      const written = await readdir(dir);
      expect(written.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      const raw = await readFile(path.join(dir, written[0]), 'utf8');
      const mail = await simpleParser(raw);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(me.email);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'List-Unsubscribe')).toMatch(/^<https:\/\/community\.example\.org\/api\/email\/unsubscribe\?token=[\w-]{43}>$/);
      expect(raw).not.toContain('must stay private');
      expect(raw).not.toContain('Yolanda');
      expect(logged.some((l) => (l.obj as { file?: string }).file === path.join(dir, written[0]))).toBe(true);
      expect(inbox).toHaveLength(0);
    } finally {
      files.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the job only looks at what is due', () => {
  it('ignores unread items older than a week', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    await answer(other, await ask(me));
    await ctx.database.db.execute(sql`update notifications set created_at = now() - interval '8 days' where user_id = ${me.id}`);
    await runAt(16);
    expect(mailsTo(me)).toHaveLength(0);
  });
});
