/**
 * `npm run backup` and `npm run restore` as an administrator runs them: content written through
 * the real app, backed up, restored into an empty database, read back through the app. PGlite
 * always; PostgreSQL when the suite runs on it (TEST_DB=postgres).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { makeMember, makeTopic } from '../test/factories';

type Env = { DATA_DIR?: string; DATABASE_URL?: string };

/** The real app on the database the environment names (as the server would open it). */
async function openApp(env: Env) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_WRITES_PER_MINUTE: '100000', ...env });
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const call = async (cookie: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      // Writes carry the site's own Origin, as a browser on MindSpace's pages sends it.
      headers: {
        cookie,
        ...(method !== 'GET' ? { origin: new URL(config.publicUrl).origin } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.statusCode, body: res.json() };
  };
  return { app, database, call, close: async () => (await app.close(), await database.close()) };
}

/** Writes a member, a question and an answer through the app; returns what to read back. */
async function writeContent(env: Env) {
  const { database, call, close } = await openApp(env);
  try {
    const member = await makeMember(database.db, { firstName: 'Robin', email: 'robin@example.org' });
    const { cookie } = member;
    const topic = await makeTopic(database.db, 'Sleep');
    const question = await call(cookie, 'POST', '/api/questions', {
      title: 'Waking at 4 every night',
      content: 'It has been weeks.',
      topicIds: [topic.id],
    });
    expect(question.status).toBe(201);
    const answer = await call(cookie, 'POST', '/api/answers', { questionId: question.body.id, content: 'A wind-down hour helped me.' });
    expect(answer.status).toBe(201);
    return { cookie, questionId: question.body.id as number };
  } finally {
    await close();
  }
}

/** Reads the question and its answer back through the app. */
async function readBack(env: Env, cookie: string, questionId: number) {
  const { call, close } = await openApp(env);
  try {
    const question = await call(cookie, 'GET', `/api/questions/${questionId}`);
    const answers = await call(cookie, 'GET', `/api/questions/${questionId}/answers`);
    return { question, answers };
  } finally {
    await close();
  }
}

/** Runs `npm run <script> -- ...args` with the database in the environment. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Env) {
  const res = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env, NODE_ENV: 'development', TEST_DB: '', TEST_DATABASE_URL: '' },
    timeout: 120_000,
  });
  return { code: res.status, out: `${res.stdout}\n${res.stderr}` };
}

async function expectReadBack(env: Env, cookie: string, questionId: number) {
  const { question, answers } = await readBack(env, cookie, questionId);
  expect(question.status).toBe(200);
  expect(question.body).toMatchObject({ title: 'Waking at 4 every night', content: 'It has been weeks.', answerCount: 1 });
  expect(answers.status).toBe(200);
  expect(JSON.stringify(answers.body)).toContain('A wind-down hour helped me.');
}

describe('backup and restore: PGlite', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mindspace-backup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'round-trips questions and answers into an empty data folder, and refuses to overwrite without --force',
    { timeout: 300_000 },
    async () => {
      const source = { DATA_DIR: path.join(dir, 'source') };
      const { cookie, questionId } = await writeContent(source);
      const file = path.join(dir, 'backups', 'mindspace.tar.gz');

      const backup = npmRun('backup', [file], source);
      expect(backup.out).toContain('Done');
      expect(backup.code).toBe(0);

      const target = { DATA_DIR: path.join(dir, 'target') };
      const restore = npmRun('restore', [file], target);
      expect(restore.code, restore.out).toBe(0);
      await expectReadBack(target, cookie, questionId);

      // The target now has data: refused, and nothing changes.
      const again = npmRun('restore', [file], target);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/is not empty .* add --force/);
      expect(readdirSync(target.DATA_DIR).filter((f) => f.startsWith('pgdata.replaced'))).toEqual([]);

      // With --force it is replaced, and the previous data is kept beside it.
      const forced = npmRun('restore', [file, '--force'], target);
      expect(forced.code, forced.out).toBe(0);
      expect(forced.out).toContain('pgdata.replaced-');
      expect(readdirSync(target.DATA_DIR).filter((f) => f.startsWith('pgdata.replaced'))).toHaveLength(1);
      await expectReadBack(target, cookie, questionId);

      // A PGlite backup is not restored into PostgreSQL's format by mistake, nor a missing file.
      const missing = npmRun('restore', [path.join(dir, 'nope.tar.gz')], { DATA_DIR: path.join(dir, 'other') });
      expect(missing.code).toBe(1);
      expect(missing.out).toContain('No such backup file');
      expect(existsSync(path.join(dir, 'other', 'pgdata'))).toBe(false);
    },
  );
});

describe.runIf(process.env.TEST_DB === 'postgres')('backup and restore: PostgreSQL', () => {
  const admin = process.env.TEST_DATABASE_URL!;
  const names: string[] = [];
  let dir: string;
  const urlOf = (name: string) => {
    const u = new URL(admin);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const createDatabase = async (template?: string) => {
    const name = `mindspace_backup_${randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await c.end();
    names.push(name);
    return urlOf(name);
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mindspace-backup-pg-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    for (const name of names) await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  it(
    'round-trips questions and answers into an empty database, and refuses to overwrite without --force',
    { timeout: 300_000 },
    async () => {
      const source = { DATABASE_URL: await createDatabase('mindspace_test_template') };
      const { cookie, questionId } = await writeContent(source);
      const file = path.join(dir, 'mindspace.dump');

      const backup = npmRun('backup', [file], source);
      expect(backup.code, backup.out).toBe(0);

      const target = { DATABASE_URL: await createDatabase() };
      const restore = npmRun('restore', [file], target);
      expect(restore.code, restore.out).toBe(0);
      await expectReadBack(target, cookie, questionId);

      const again = npmRun('restore', [file], target);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/is not empty .* add --force/);

      const forced = npmRun('restore', [file, '--force'], target);
      expect(forced.code, forced.out).toBe(0);
      await expectReadBack(target, cookie, questionId);

      // The other engine's backup is refused with a reason.
      const wrong = npmRun('restore', [file], { DATA_DIR: path.join(dir, 'pglite') });
      expect(wrong.code).toBe(1);
      expect(wrong.out).toContain('is not a PGlite backup');
    },
  );
});
