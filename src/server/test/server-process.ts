/**
 * Runs the real server (`node --import tsx src/server/main.ts`) as a child process on
 * 127.0.0.1, for tests and benchmarks that need whole processes: several instances on one
 * database, a database restart under a running server, SIGTERM, memory per connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/lib/postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Most output kept per process for failure messages (characters). */
const OUTPUT_LIMIT = 20_000;

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  /** Origin, e.g. http://127.0.0.1:41234 (also its PUBLIC_URL). */
  base: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process exits. */
  exited: Promise<ExitInfo>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last output (stdout + stderr) of the process, for failure messages. */
  output(): string;
  /**
   * Waits until GET /readyz answers 200.
   * @param ms give up after this long (ms)
   * @throws Error with the process output when it is not ready in time or exits
   */
  waitReady(ms?: number): Promise<void>;
  /**
   * Sends a signal (default SIGTERM) and waits for the exit; SIGKILL after `ms`.
   * @returns how it exited; immediately when it already had
   */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<ExitInfo>;
};

/** Children not stopped yet: killed when this process exits, so none outlives a failed run. */
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/**
 * Starts the server in a child process.
 * @param env configuration, e.g. { DATABASE_URL } or { DATA_DIR }; PORT, HOST (127.0.0.1),
 *   PUBLIC_URL, LOG_LEVEL (warn), NODE_ENV (development) and high rate limits are filled in unless given
 * @param opts port: TCP port (default: a free one); waitReady: wait for /readyz (default true)
 * @returns the running process
 * @throws Error when it is not ready within 120 s (the process is killed)
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { port?: number; waitReady?: boolean } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    // Every test person shares one address and signs up just now: limits stay out of the way
    // unless a test sets its own (security/rate-limits.test.ts proves they work).
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
    RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '100000',
    ...env,
    PORT: String(port),
  };
  // Test-runner variables are not the server's business.
  delete childEnv.TEST_DB;
  delete childEnv.TEST_DATABASE_URL;
  delete childEnv.PGLITE_TEMPLATE;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let done: ExitInfo | null = null;
  const exited = new Promise<ExitInfo>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      done = { code, signal };
      resolve(done);
    }),
  );

  const server: ServerProcess = {
    base,
    port,
    pid: child.pid!,
    child,
    exited,
    alive: () => done === null,
    output: () => output,
    async waitReady(ms = 120_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (done) throw new Error(`server exited (${JSON.stringify(done)}) before it was ready:\n${output}`);
        try {
          const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) });
          await res.arrayBuffer();
          if (res.status === 200) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not ready within ${ms} ms:\n${output}`);
    },
    async stop(signal = 'SIGTERM', ms = 15_000) {
      if (done) return done;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
  };
  if (opts.waitReady ?? true) {
    try {
      await server.waitReady();
    } catch (err) {
      await server.stop('SIGKILL');
      throw err;
    }
  }
  return server;
}
