/**
 * Log format through the real app: one readable line per entry with LOG_FORMAT=pretty (what a
 * terminal gets by default), one JSON object per line with json; neither carries a query string,
 * a search text or a body.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openTestDatabase } from './test/harness';
import type { Database } from './db/connect';

/** A stream that keeps what is written to it. */
function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe('log format', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  async function logsOf(env: Record<string, string>, isTerminal: boolean) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...env }, isTerminal);
    const out = capture();
    const app = await buildApp({ config, database, logStream: out.stream });
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/questions?search=my%20secret%20worry' });
    await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'a private feedback body' }),
    });
    await app.close();
    return { config, text: out.text() };
  }

  it('is pino-pretty, one line per entry, on a terminal (LOG_FORMAT=auto)', async () => {
    const { config, text } = await logsOf({}, true);
    expect(config.logFormat).toBe('pretty');
    const lines = text.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] (INFO|WARN|ERROR)/);
      expect(() => JSON.parse(line)).toThrow();
    }
    expect(text).toMatch(/incoming request .*"method":"GET"/);
    expect(text).not.toMatch(/secret|worry|private feedback/);
  });

  it('is one JSON object per line when not on a terminal, or with LOG_FORMAT=json', async () => {
    for (const [env, terminal] of [
      [{}, false],
      [{ LOG_FORMAT: 'json' }, true],
    ] as const) {
      const { config, text } = await logsOf(env, terminal);
      expect(config.logFormat).toBe('json');
      const entries = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { msg: string; level: number });
      expect(entries.some((e) => e.msg === 'request completed')).toBe(true);
      expect(text).not.toMatch(/secret|worry|private feedback/);
    }
  });

  it('can be forced to pretty, and refuses an unknown format', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, false)).toThrow(/LOG_FORMAT must be auto, pretty or json/);
  });
});
