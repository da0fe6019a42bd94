/**
 * Crisis-language detection, shared by the server (every write of a question, answer,
 * comment or message) and the web client (drafts). Lexicon and grammar: crisis-lexicon.ts;
 * why and what happens on a match: decision 0020.
 *
 * Never log the text passed in, nor what matched: it is a person's post.
 */
import { CRISIS_EVASIVE, CRISIS_EXCLUSIONS, CRISIS_MACROS, CRISIS_PHRASES } from './crisis-lexicon';

/** Leetspeak characters and the letters they stand for (only inside words that also have letters). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Stands for a number in normalised text, so exclusions can say "5 kms" without digits. */
const NUMBER_TOKEN = 'qnumq';

/** Characters dropped inside words: apostrophes, hyphens, masking stars ("don't", "self-harm", "su*cide"). */
const DROPPED = /['\u2018\u2019\u02bc`*\-_\u00b7\u2010\u2011\u2012\u2013]/g;

/** Folds runs of the same letter to one ("killl" → "kil"). */
const foldRepeats = (s: string) => s.replace(/([a-z])\1+/g, '$1');

/** Undoes leetspeak in one whitespace-separated token. */
function normaliseToken(token: string): string {
  // A bare number: "2" reads as "to" ("want 2 die"); any other number becomes a marker.
  if (/^\d+([.,]\d+)*$/.test(token)) return token === '2' ? 'to' : NUMBER_TOKEN;
  // A number with a unit ("5kms", "3am", "2nd") is not leetspeak.
  const unit = /^(\d+(?:[.,]\d+)*)([a-z]{1,4})$/.exec(token);
  if (unit) return `${NUMBER_TOKEN} ${unit[2]}`;
  if (!/[a-z]/.test(token)) return token;
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    const mapped = LEET[c];
    // "!" is a letter only inside a word ("k!ll"), never at its end ("kms!").
    if (mapped && (c !== '!' || /[a-z0-9]/.test(token[i + 1] ?? ''))) out += mapped;
    else out += c;
  }
  return out;
}

/**
 * Turns text into the form patterns are matched against: lowercase letters a–z separated by
 * single spaces, accents removed, leetspeak undone, apostrophes and hyphens dropped, numbers
 * replaced by a marker, and repeated letters folded.
 * @param text any text (a post, a draft)
 * @returns the normalised text, with a leading and trailing space removed
 */
export function normaliseForCrisisCheck(text: string): string {
  const plain = plainText(text);
  const tokens = plain.split(/\s+/).filter(Boolean).map(normaliseToken);
  return foldRepeats(
    tokens
      .join(' ')
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  );
}

/** Accents removed, lowercase, apostrophes and hyphens dropped. */
const plainText = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(DROPPED, '');

/** Joins letters spelt out one by one ("s u i c i d e", "k.m.s") into a word. */
function joinSpeltOut(normalised: string): string {
  return normalised.replace(/(?<![a-z])(?:[a-z] ){2,}[a-z](?![a-z])/g, (run) => run.replace(/ /g, ''));
}

/**
 * Compiles one lexicon pattern into a regular expression over normalised text.
 * @throws Error when a macro is unknown (a mistake in the lexicon, caught by its tests)
 */
function compile(pattern: string): RegExp {
  const expanded = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const macro = CRISIS_MACROS[name];
    if (!macro) throw new Error(`Unknown crisis lexicon macro {${name}}`);
    return macro;
  });
  const body = foldRepeats(expanded).replace(/ /g, ' ?');
  return new RegExp(`(?<![a-z])(?:${body})(?![a-z])`, 'g');
}

const INCLUDES = [...CRISIS_PHRASES, ...CRISIS_EVASIVE].map(compile);
const EXCLUDES = CRISIS_EXCLUSIONS.map(compile);

type Span = [start: number, end: number];

function spans(patterns: RegExp[], text: string): Span[] {
  const out: Span[] = [];
  for (const re of patterns) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

function unexcusedMatches(text: string): Span[] {
  const found = spans(INCLUDES, text);
  if (found.length === 0) return [];
  const excused = spans(EXCLUDES, text);
  return found.filter(([s, e]) => !excused.some(([xs, xe]) => xs < e && xe > s));
}

function hasUnexcusedMatch(text: string): boolean {
  return unexcusedMatches(text).length > 0;
}

/**
 * Whether text contains language suggesting the writer may be thinking about suicide or
 * self-harm (the lexicon in crisis-lexicon.ts, with word boundaries, evasive spellings and
 * leetspeak). Deliberately leans towards offering help: a match never blocks anything.
 * @param text a post, comment, message or draft (any length; markdown is fine)
 * @returns true when at least one phrase matches outside every exclusion
 */
export function hasCrisisLanguage(text: string): boolean {
  if (!text) return false;
  const normalised = normaliseForCrisisCheck(text);
  if (hasUnexcusedMatch(normalised)) return true;
  const joined = joinSpeltOut(normalised);
  return joined !== normalised && hasUnexcusedMatch(joined);
}

/**
 * Normalised text that remembers, for each of its characters, which word of the original text
 * it came from (the same text `normaliseForCrisisCheck` makes, built word by word).
 */
function normaliseWithWords(text: string): { normalised: string; wordOf: number[]; words: { start: number; end: number }[] } {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  let normalised = '';
  const wordOf: number[] = [];
  words.forEach((w, i) => {
    const parts = plainText(text.slice(w.start, w.end))
      .split(/\s+/)
      .filter(Boolean)
      .map((t) =>
        foldRepeats(
          normaliseToken(t)
            .replace(/[^a-z]+/g, ' ')
            .trim(),
        ),
      )
      .filter(Boolean);
    for (const part of parts) {
      if (normalised) {
        normalised += ' ';
        wordOf.push(i);
      }
      normalised += part;
      for (let k = 0; k < part.length; k++) wordOf.push(i);
    }
  });
  return { normalised, wordOf, words };
}

/**
 * The passages of text that hold crisis language, as the writer wrote them (whole words, with
 * their own spelling and punctuation), in order and without repeats, for the moderator's card
 * (decision 0063). The same matching as `hasCrisisLanguage`: it is true exactly when this is
 * not empty.
 * @param text a post's title, body, content warning or a message
 * @returns the matched passages (e.g. ["don't want to be here anymore"]); [] when none
 */
export function findCrisisLanguage(text: string): string[] {
  if (!text) return [];
  const { normalised, wordOf, words } = normaliseWithWords(text);
  let found = unexcusedMatches(normalised).map(([s, e]) => [wordOf[s], wordOf[e - 1]] as const);
  if (found.length === 0) {
    // Letters spelt out one by one: join them, remembering where each joined letter came from.
    let joined = '';
    const joinedWordOf: number[] = [];
    const keep = (k: number) => {
      joined += normalised[k];
      joinedWordOf.push(wordOf[k]);
    };
    let last = 0;
    for (const m of normalised.matchAll(/(?<![a-z])(?:[a-z] ){2,}[a-z](?![a-z])/g)) {
      for (let k = last; k < m.index; k++) keep(k);
      for (let k = m.index; k < m.index + m[0].length; k++) if (normalised[k] !== ' ') keep(k);
      last = m.index + m[0].length;
    }
    if (last === 0) return [];
    for (let k = last; k < normalised.length; k++) keep(k);
    found = unexcusedMatches(joined).map(([s, e]) => [joinedWordOf[s], joinedWordOf[e - 1]] as const);
  }
  // Overlapping matches ("want to die" inside "i want to die") are one passage.
  const merged: [number, number][] = [];
  for (const [first, lastWord] of [...found].sort((a, b) => a[0] - b[0])) {
    const prev = merged[merged.length - 1];
    if (prev && first <= prev[1]) prev[1] = Math.max(prev[1], lastWord);
    else merged.push([first, lastWord]);
  }
  const passages = merged.map(([first, lastWord]) =>
    text.slice(words[first].start, words[lastWord].end).replace(/^[^\p{L}\p{N}]+|[.,;:!?)\]"]+$/gu, ''),
  );
  return [...new Set(passages)];
}
