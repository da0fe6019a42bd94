/**
 * Every shipped language's crisis examples, for crisis-match.test.ts and
 * `npm run bench -- crisis`.
 */
import type { CrisisLanguage } from './crisis-lexicon';
import { ENGLISH_EXAMPLES, type CrisisExamples } from './crisis-examples.test-data';
import { SPANISH_EXAMPLES } from './crisis-examples-es.test-data';
import { PORTUGUESE_EXAMPLES } from './crisis-examples-pt.test-data';
import { FRENCH_EXAMPLES } from './crisis-examples-fr.test-data';
import { GERMAN_EXAMPLES } from './crisis-examples-de.test-data';
import { ARABIC_EXAMPLES } from './crisis-examples-ar.test-data';

export const CRISIS_EXAMPLES: Record<CrisisLanguage, CrisisExamples> = {
  en: ENGLISH_EXAMPLES,
  es: SPANISH_EXAMPLES,
  pt: PORTUGUESE_EXAMPLES,
  fr: FRENCH_EXAMPLES,
  de: GERMAN_EXAMPLES,
  ar: ARABIC_EXAMPLES,
};
