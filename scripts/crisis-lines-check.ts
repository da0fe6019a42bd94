/**
 * Lists every crisis line whose entry was last verified more than 180 days ago, oldest first,
 * for an operator to re-check against its source and the service's own page (how
 * to re-check: src/common/crisis/README.md).
 *
 *   npm run crisis-lines:check                   # as of today
 *   npm run crisis-lines:check -- --on 2027-06-01 # as of another day
 *
 * The data file is validated first: a broken entry stops here with the reason. Exit code 0 when
 * the file is valid, whether or not lines are due; 1 when it is not valid or the arguments are wrong.
 */
import { ZodError } from 'zod';
import { millisecondsInDay } from 'date-fns/constants';

const REVIEW_AFTER_DAYS = 180;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: npm run crisis-lines:check [-- --on YYYY-MM-DD]');
    return;
  }
  const onIndex = args.indexOf('--on');
  const now = onIndex >= 0 ? new Date(`${args[onIndex + 1]}T12:00:00Z`) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error('--on needs a date written YYYY-MM-DD');

  // Imported here so that a broken data file is reported below rather than as a stack trace.
  const { allLines, linesDueForReview } = await import('../src/common/crisis/data');
  const due = linesDueForReview(now, REVIEW_AFTER_DAYS);
  const total = allLines().length;
  const day = now.toISOString().slice(0, 10);
  if (due.length === 0) {
    console.log(`All ${total} crisis lines were verified in the ${REVIEW_AFTER_DAYS} days before ${day}.`);
    return;
  }
  console.log(`${due.length} of ${total} crisis lines were last verified more than ${REVIEW_AFTER_DAYS} days before ${day}:`);
  for (const { listedUnder, line } of due) {
    const age = Math.floor((now.getTime() - Date.parse(`${line.verifiedAt}T00:00:00Z`)) / millisecondsInDay);
    console.log(`- ${listedUnder}: ${line.name} (verified ${line.verifiedAt}, ${age} days ago)\n    source: ${line.source}`);
  }
  console.log("Re-check each against the service's own page, then update it and its verifiedAt in src/common/crisis/lines.json.");
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    console.error('src/common/crisis/lines.json is not valid:');
    for (const issue of error.issues) console.error(`- ${issue.path.join('.')}: ${issue.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
