/**
 * `npm run audit:prod` (a CI step, .ci/run): runs `npm audit --omit=dev` and fails on a high or
 * critical advisory in a production dependency; an unreachable advisory service is reported as
 * not checked and does not fail (scripts/lib/audit.ts).
 */
import { spawnSync } from 'node:child_process';
import { judgeAudit } from './lib/audit';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const verdict = judgeAudit(run.stdout ?? '');
(verdict.ok ? console.log : console.error)(verdict.message);
process.exit(verdict.ok ? 0 : 1);
