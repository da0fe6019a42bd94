#!/usr/bin/env node
/**
 * `npm start`: builds the web client when dist/web is missing or older than its sources, then
 * runs the server (`node --import tsx src/server/main.ts`) with this environment.
 * SIGTERM and SIGINT go to the server, which shuts down gracefully; its exit code is ours.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Newest modification time (ms) of any file under the given paths; 0 when none exist. */
function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      const children = readdirSync(p, { recursive: true }).map((f) => path.join(p, String(f)));
      for (const child of children) {
        const s = statSync(child);
        if (s.isFile()) newest = Math.max(newest, s.mtimeMs);
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function buildWebIfStale() {
  if (!existsSync('vite.config.ts') || !existsSync('src/web/index.html')) return;
  // landing.html is the build's last output (the prerendered landing page, after the bundle).
  const built = existsSync('dist/web/landing.html') ? statSync('dist/web/landing.html').mtimeMs : 0;
  // The client also bundles src/common and is shaped by the Vite config.
  const sources = newestMtime(['src/web', 'src/common', 'vite.config.ts', 'package-lock.json']);
  if (built >= sources) return;
  console.log(built ? 'The web client changed: building it (npm run build)...' : 'Building the web client (npm run build)...');
  // The project's own build (package.json "build"): the bundle and the prerendered landing page.
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('The web client did not build; fix the error above and run `npm start` again.');
    process.exit(res.status ?? 1);
  }
}

buildWebIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
