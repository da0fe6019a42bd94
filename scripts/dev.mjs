#!/usr/bin/env node
/**
 * `npm run dev`: the API server restarted on change (`tsx watch`, port 3000) and the Vite dev
 * server with hot reload (it proxies /api to port 3000; open the address Vite prints).
 * When either stops, or on Ctrl-C, both stop.
 *
 * The children get their own process group, so Ctrl-C reaches them once, from here: a second
 * signal would make `tsx watch` kill the server before it has closed the database.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => path.join('node_modules', '.bin', name);

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
let exitCode = 0;

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    detached: true, // own process group (see above); no stdin, or a background group would be stopped reading it
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`\n[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 0);
  });
  children.push(child);
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Stops every child; exits once all have ended, with the code of whatever stopped first. */
function stop(code) {
  if (!stopping) {
    stopping = true;
    exitCode = code;
    for (const child of children.filter(running)) child.kill('SIGTERM');
  }
  if (!children.some(running)) process.exit(exitCode);
}

process.on('exit', () => children.filter(running).forEach((child) => child.kill('SIGTERM')));
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

start('server', bin('tsx'), ['watch', 'src/server/main.ts'], { PORT: '3000' });
if (existsSync('vite.config.ts')) start('vite', bin('vite'), []);
else console.log('[dev] no vite.config.ts yet: running the API server only (http://localhost:3000)');
