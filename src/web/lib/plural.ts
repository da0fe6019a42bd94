/**
 * Counted nouns ('1 answer', '1,204 views') chosen by the plural rules of the page's language
 * (`Intl.PluralRules`, English: 'one' for exactly 1, 'other' for everything else).
 */

const RULES = new Intl.PluralRules('en-US');

/**
 * The browser's number format, made on first use: `toLocaleString()` on a number builds a new
 * formatter on every call, which shows on a feed of cards with two counts each.
 */
let numbers: Intl.NumberFormat | undefined;

/**
 * A count and its noun, e.g. `plural(3, 'answer', 'answers')` → '3 answers'.
 * @param n the count (an integer; shown with the browser's thousands separators)
 * @param one the noun for the 'one' category ('answer')
 * @param other the noun for every other count ('answers')
 * @returns '{n} {noun}'
 */
export function plural(n: number, one: string, other: string): string {
  numbers ??= new Intl.NumberFormat();
  return `${numbers.format(n)} ${RULES.select(n) === 'one' ? one : other}`;
}
