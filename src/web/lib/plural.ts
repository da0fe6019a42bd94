/**
 * Counted nouns ('1 answer', '1,204 views') in the page's language, English (en-US): the plural
 * rules of `Intl.PluralRules('en-US')` ('one' for exactly 1, 'other' for everything else) and
 * en-US number format (digits in groups of three, separated by commas).
 */

const RULES = new Intl.PluralRules('en-US');

/** The formatter for counts that are not whole numbers, made on first use. */
let numbers: Intl.NumberFormat | undefined;

/** Every run of digits followed by a multiple of three digits up to the end: where en-US puts a comma. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A count as en-US writes it: '7', '1,204', '-12,000'. Whole numbers are grouped here, exactly
 * as `Intl.NumberFormat('en-US')` groups them (plural.test.ts compares the two): a page's first
 * `Intl.NumberFormat` costs 25–40 ms while the browser loads its number data (100+ ms on a
 * phone), and a thread or feed shows a count on every card (decision 0049). Anything else goes to
 * `Intl.NumberFormat`, made on first use.
 * @param n the number
 * @returns its en-US text
 */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(THOUSANDS, ',');
  numbers ??= new Intl.NumberFormat('en-US');
  return numbers.format(n);
}

/**
 * A count and its noun, e.g. `plural(3, 'answer', 'answers')` → '3 answers'.
 * @param n the count (shown with en-US thousands separators, formatCount)
 * @param one the noun for the 'one' category ('answer')
 * @param other the noun for every other count ('answers')
 * @returns '{n} {noun}'
 */
export function plural(n: number, one: string, other: string): string {
  return `${formatCount(n)} ${RULES.select(n) === 'one' ? one : other}`;
}
