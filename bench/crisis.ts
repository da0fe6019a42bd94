/**
 * Crisis-language recognition in every shipped language: on each language's examples
 * (src/common/safety/crisis-examples*.test-data.ts), recall (crisis sentences recognised) and
 * the false-positive rate (everyday sentences flagged), with every lexicon running as in
 * production and with the language's own lexicon alone; the targets of issue 29 marked ✓ or
 * ✗; and the matcher's time per 1,000 characters. Sets exit code 1 when a target is missed.
 *
 * Usage: `npm run bench -- crisis` (no server, no database; prints a table).
 */
import { hasCrisisLanguage, hasCrisisLanguageIn } from '../src/common/safety/crisis-match';
import { CRISIS_LANGUAGES } from '../src/common/safety/crisis-lexicon';
import { CRISIS_TARGETS, scoreCrisisExamples } from '../src/common/safety/crisis-examples.test-data';
import { CRISIS_EXAMPLES } from '../src/common/safety/crisis-examples-by-language.test-data';

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** Matcher time per example sentence and per 1,000 characters, repeated until at least `minMs` have passed. */
function matcherTime(minMs = 500): { perSentence: number; perThousandChars: number } {
  const texts = CRISIS_LANGUAGES.flatMap((l) => [...CRISIS_EXAMPLES[l].crisis, ...CRISIS_EXAMPLES[l].everyday]);
  const chars = texts.reduce((sum, t) => sum + t.length, 0);
  let rounds = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (const t of texts) hasCrisisLanguage(t);
    rounds++;
  }
  const ms = performance.now() - start;
  return { perSentence: ms / (rounds * texts.length), perThousandChars: ms / ((rounds * chars) / 1000) };
}

/** Prints the table; resolves to 0 when every language meets the targets, 1 otherwise. */
export function main(): number {
  let ok = true;
  const rows = CRISIS_LANGUAGES.map((language) => {
    const examples = CRISIS_EXAMPLES[language];
    const all = scoreCrisisExamples(examples, hasCrisisLanguage);
    const own = scoreCrisisExamples(examples, (t) => hasCrisisLanguageIn(t, [language]));
    const recallOk = all.recall >= CRISIS_TARGETS.recall;
    const fpOk = all.falsePositiveRate <= CRISIS_TARGETS.falsePositiveRate;
    ok &&= recallOk && fpOk;
    return {
      language,
      crisis: examples.crisis.length,
      recall: `${pct(all.recall)} ${recallOk ? '✓' : '✗'}`,
      everyday: examples.everyday.length,
      'false positives': `${pct(all.falsePositiveRate)} ${fpOk ? '✓' : '✗'}`,
      'own lexicon only: recall / false positives': `${pct(own.recall)} / ${pct(own.falsePositiveRate)}`,
    };
  });
  console.log(
    `Crisis language, every lexicon running (targets: recall ≥ ${pct(CRISIS_TARGETS.recall)}, false positives ≤ ${pct(CRISIS_TARGETS.falsePositiveRate)})`,
  );
  console.table(rows);
  const time = matcherTime();
  console.log(
    `Matcher time, every lexicon: ${time.perSentence.toFixed(3)} ms per example sentence (${time.perThousandChars.toFixed(1)} ms per 1,000 characters of them)`,
  );
  return ok ? 0 : 1;
}
