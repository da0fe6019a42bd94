/**
 * Vitest global setup: migrates one template database per run, so each test file starts
 * from a copy instead of migrating again (PGlite creates a database in ~5 s, restores in <1 s).
 * TEST_DB=pglite (default): a migrated PGlite dump written to .tmp/.
 * TEST_DB=postgres: database `mindspace_test_template` on TEST_DATABASE_URL's server.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../db/connect';

export const TEMPLATE_DB = 'mindspace_test_template';

/**
 * Prepares the template database for the run (see the file comment).
 * @returns for PGlite, the teardown that deletes the dump; nothing for PostgreSQL
 * @throws when migrating fails or TEST_DATABASE_URL is missing for TEST_DB=postgres
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (run the tests with `npm test`)');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await connectDatabase({ databaseUrl: templateUrl.toString() });
    await database.close();
    return;
  }
  const database = await connectDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  // Teardown, run by Vitest after the last test file.
  return () => rmSync(file, { force: true });
}
