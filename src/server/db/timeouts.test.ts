/**
 * The database timeouts (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS): a runaway
 * statement and an unreachable server fail the one request instead of holding a connection
 * for ever. PostgreSQL only (PGlite runs in the process and has no server to wait for).
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import { openTestDatabase } from '../test/harness';

describe('connecting to a PostgreSQL server that never answers', () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket)); // accepts, then says nothing
  afterAll(() => {
    sockets.forEach((socket) => socket.destroy());
    return new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up after the connect timeout with an error', async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    await expect(
      connectDatabase({ databaseUrl: `postgres://mindspace@127.0.0.1:${port}/mindspace`, connectTimeoutMs: 300 }),
    ).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a statement on PostgreSQL', () => {
  it('is cancelled after the statement timeout, and the connection stays usable', async () => {
    const { database, drop } = await openTestDatabase({ statementTimeoutMs: 300 });
    try {
      // 57014: query_canceled ("canceling statement due to statement timeout").
      await expect(database.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({ cause: { code: '57014' } });
      const rows = await database.db.execute(sql`select 1 as one`);
      expect(JSON.stringify(rows)).toContain('"one":1');
    } finally {
      await drop();
    }
  });
});
