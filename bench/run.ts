/**
 * `npm run bench -- <name> [options]`: runs one benchmark.
 *   api            req/s, p50/p95/p99 of every endpoint and the ratio to a bare route serving the feed's bytes (bench/api.ts)
 *   lighthouse     Lighthouse scores of the landing page, the feed and a busy thread, after `npm run build` (bench/lighthouse.ts)
 *   sse            live events: SSE clients, message delivery latency, memory per connection (bench/sse.ts)
 *   explain-feed   query plans of the home feed (bench/explain-feed.ts) [rows]
 *   explain-thread query plan of a thread page (bench/explain-thread.ts) [--database-url URL] [--question ID]
 *   bundle         initial download of the landing page, after `npm run build` (bench/bundle-size.ts)
 *   crisis         crisis-language recall and false positives per shipped language (bench/crisis.ts)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [name, ...rest] = process.argv.slice(2);

/** Runs a self-starting bench script in a child process and resolves to its exit code. */
function runScript(file: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file), ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  switch (name) {
    case 'api': {
      const { main: api } = await import('./api');
      await api(rest);
      return 0;
    }
    case 'lighthouse': {
      const { main: lighthouse } = await import('./lighthouse');
      await lighthouse(rest);
      return 0;
    }
    case 'sse': {
      const { main: sse } = await import('./sse');
      await sse(rest);
      return 0;
    }
    case 'explain-feed':
      return runScript('explain-feed.ts', rest);
    case 'explain-thread':
      return runScript('explain-thread.ts', rest);
    case 'bundle': {
      const { bundleSize } = await import('./bundle-size');
      await bundleSize();
      return 0;
    }
    case 'crisis': {
      const { main: crisis } = await import('./crisis');
      return crisis();
    }
    default:
      console.error(
        `Usage: npm run bench -- <api | lighthouse | sse | explain-feed | explain-thread | bundle | crisis> [options]\n${name ? `Unknown benchmark: ${name}\n` : ''}`,
      );
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
