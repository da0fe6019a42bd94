/**
 * Crisis-language detection, shared by the server (every write of a question, answer,
 * comment or message) and the web client (drafts). Lexicons and grammar: crisis-lexicon.ts;
 * why and what happens on a match: decision 0020; languages and normalisation: decision 0071.
 *
 * Never log the text passed in, nor what matched: it is a person's post.
 */
import { CRISIS_LANGUAGES, CRISIS_LEXICONS, type CrisisLanguage, type CrisisLexicon } from './crisis-lexicon';

/** Leetspeak characters and the letters they stand for (only inside words that also have letters). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Stands for a number in normalised text, so exclusions can say "5 kms" without digits. */
const NUMBER_TOKEN = 'qnumq';

/** Characters dropped inside words: apostrophes, hyphens, masking stars ("don't", "self-harm", "su*cide"). */
const DROPPED = /['\u2018\u2019\u02bc`*\-_\u00b7\u2010\u2011\u2012\u2013]/g;

/**
 * Marks that are accents on a letter of a script where writers often leave them out
 * ("mas" for "más"): dropped. Marks of other scripts (Devanagari's vowel
 * signs) are part of the spelling and stay.
 */
const ACCENTS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

/**
 * Arabic short vowels, shadda, sukun, the hamza and madda that NFKD splits off alef, waw and
 * yeh, the dagger alef and the tatweel (a stretching stroke): writers use them or not at will.
 */
const ARABIC_OPTIONAL = /[\u064b-\u065f\u0670\u0640]/g;

/** Arabic and Persian letters written interchangeably in everyday text, and the one we keep. */
const ARABIC_LETTERS: Record<string, string> = { ى: 'ي', ی: 'ي', ة: 'ه', ٱ: 'ا', ک: 'ك' };

/** Folds runs of the same letter to one ("killl" → "kil", "مووووت" → "موت"). */
const foldRepeats = (s: string) => s.replace(/(\p{L})\1+/gu, '$1');

/**
 * Folds the letters of text or of a lexicon pattern to the one form matching compares:
 * compatibility forms (full-width letters, ligatures, Arabic presentation forms) to plain
 * ones, accents and Arabic diacritics off, Arabic letter variants to one, full case folding
 * (lowercase, "ß" → "ss"). Regular-expression syntax passes through unchanged.
 */
function foldLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(ACCENTS, '$1')
    .replace(ARABIC_OPTIONAL, '')
    .replace(/[ىیةٱک]/g, (c) => ARABIC_LETTERS[c])
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/** Letters folded (foldLetters), apostrophes, hyphens and masking stars dropped. */
const plainText = (text: string) => foldLetters(text).replace(DROPPED, '');

/** Undoes leetspeak in one whitespace-separated token. */
function normaliseToken(token: string): string {
  // A bare number: "2" reads as "to" ("want 2 die"); any other number becomes a marker.
  if (/^\d+([.,]\d+)*$/.test(token)) return token === '2' ? 'to' : NUMBER_TOKEN;
  // A number with a unit ("5kms", "3am", "2nd") is not leetspeak.
  const unit = /^(\d+(?:[.,]\d+)*)(\p{L}{1,4})$/u.exec(token);
  if (unit) return `${NUMBER_TOKEN} ${unit[2]}`;
  if (!/\p{L}/u.test(token)) return token;
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    const mapped = LEET[c];
    // "!" is a letter only inside a word ("k!ll"), never at its end ("kms!").
    if (mapped && (c !== '!' || /[\p{L}\d]/u.test(token[i + 1] ?? ''))) out += mapped;
    else out += c;
  }
  return out;
}

/**
 * Turns text into the form patterns are matched against: the letters of every script,
 * lowercased, separated by single spaces; full-width and other compatibility forms made
 * plain, accents and Arabic diacritics removed, Arabic letter variants unified, leetspeak
 * undone, apostrophes and hyphens dropped, numbers replaced by a marker, and repeated letters
 * folded.
 * @param text any text (a post, a draft)
 * @returns the normalised text, with a leading and trailing space removed
 */
export function normaliseForCrisisCheck(text: string): string {
  const plain = plainText(text);
  const tokens = plain.split(/\s+/).filter(Boolean).map(normaliseToken);
  return foldRepeats(
    tokens
      .join(' ')
      .replace(/[^\p{L}\p{M}]+/gu, ' ')
      .trim(),
  );
}

/** Joins letters spelt out one by one ("s u i c i d e", "k.m.s") into a word. */
function joinSpeltOut(normalised: string): string {
  return normalised.replace(/(?<![\p{L}\p{M}])(?:\p{L} ){2,}\p{L}(?![\p{L}\p{M}])/gu, (run) => run.replace(/ /g, ''));
}

/**
 * Compiles one lexicon pattern into the body of a regular expression over normalised text.
 * @param pattern a pattern in the grammar of crisis-lexicon.ts
 * @param lexicon the lexicon it belongs to (its macros and proclitics)
 * @throws Error when a macro is unknown (a mistake in the lexicon, caught by its tests)
 */
function compileBody(pattern: string, lexicon: CrisisLexicon): string {
  const expanded = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const macro = lexicon.macros[name];
    if (macro === undefined) throw new Error(`Unknown crisis lexicon macro {${name}}`);
    return macro;
  });
  const body = foldRepeats(foldLetters(expanded)).replace(/ /g, ' ?');
  const proclitics = lexicon.proclitics ? `(?:${foldLetters(lexicon.proclitics)})?` : '';
  return `${proclitics}(?:${body})`;
}

/** Wraps pattern bodies in word boundaries: normalised text is words separated by single spaces. */
const bounded = (body: string, flags: string) => new RegExp(`(?<![^ ])(?:${body})(?![^ ])`, flags);

type Compiled = {
  /** Every phrase and evasive spelling in one expression: most texts match none, and one scan says so. */
  any: RegExp;
  includes: RegExp[];
  excludes: RegExp[];
};

/** Each language's expressions, compiled on first use: a page that may never check a draft does not pay for them as it loads. */
const compiledByLanguage = new Map<CrisisLanguage, Compiled>();

/** The compiled expressions of one language's lexicon (compiled once). */
function compiledOf(language: CrisisLanguage): Compiled {
  let compiled = compiledByLanguage.get(language);
  if (!compiled) {
    const lexicon = CRISIS_LEXICONS[language];
    const includes = [...lexicon.phrases, ...lexicon.evasive].map((p) => compileBody(p, lexicon));
    compiled = {
      any: bounded(includes.join('|'), ''),
      includes: includes.map((body) => bounded(body, 'g')),
      excludes: lexicon.exclusions.map((p) => bounded(compileBody(p, lexicon), 'g')),
    };
    compiledByLanguage.set(language, compiled);
  }
  return compiled;
}

type Span = [start: number, end: number];

function spans(patterns: RegExp[], text: string): Span[] {
  const out: Span[] = [];
  for (const re of patterns) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

function unexcusedMatches(text: string, compiled: Compiled[]): Span[] {
  const found = compiled.filter((c) => c.any.test(text)).flatMap((c) => spans(c.includes, text));
  if (found.length === 0) return [];
  // Exclusions of every lexicon in play excuse any match: a French "prévention du suicide"
  // also contains the English word.
  const excused = compiled.flatMap((c) => spans(c.excludes, text));
  return found.filter(([s, e]) => !excused.some(([xs, xe]) => xs < e && xe > s));
}

const hasUnexcusedMatch = (text: string, compiled: Compiled[]) => unexcusedMatches(text, compiled).length > 0;

/**
 * Whether text contains crisis language in one of the given languages' lexicons.
 * @param text a post, comment, message or draft (any length; markdown is fine)
 * @param languages the lexicons to run (at least one; a post's language when it is known)
 * @returns true when at least one phrase matches outside every exclusion of those lexicons
 */
export function hasCrisisLanguageIn(text: string, languages: readonly CrisisLanguage[]): boolean {
  if (!text) return false;
  const compiled = languages.map(compiledOf);
  const normalised = normaliseForCrisisCheck(text);
  if (hasUnexcusedMatch(normalised, compiled)) return true;
  const joined = joinSpeltOut(normalised);
  return joined !== normalised && hasUnexcusedMatch(joined, compiled);
}

/**
 * Whether text contains language suggesting the writer may be thinking about suicide or
 * self-harm, in any of the shipped languages (every lexicon in crisis-lexicon.ts runs, since
 * a post's language is not known), with word boundaries, evasive spellings and
 * leetspeak. Deliberately leans towards offering help: a match never blocks anything.
 * @param text a post, comment, message or draft (any length; markdown is fine)
 * @returns true when at least one phrase matches outside every exclusion
 */
export function hasCrisisLanguage(text: string): boolean {
  return hasCrisisLanguageIn(text, CRISIS_LANGUAGES);
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
            .replace(/[^\p{L}\p{M}]+/gu, ' ')
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
 * their own spelling and punctuation), in order and without repeats, for the moderator's card.
 * The same matching as `hasCrisisLanguage`, every lexicon: it is true exactly
 * when this is not empty.
 * @param text a post's title, body, content warning or a message
 * @returns the matched passages (e.g. ["don't want to be here anymore"]); [] when none
 */
export function findCrisisLanguage(text: string): string[] {
  if (!text) return [];
  const compiled = CRISIS_LANGUAGES.map(compiledOf);
  const { normalised, wordOf, words } = normaliseWithWords(text);
  let found = unexcusedMatches(normalised, compiled).map(([s, e]) => [wordOf[s], wordOf[e - 1]] as const);
  if (found.length === 0) {
    // Letters spelt out one by one: join them, remembering where each joined letter came from.
    let joined = '';
    const joinedWordOf: number[] = [];
    const keep = (k: number) => {
      joined += normalised[k];
      joinedWordOf.push(wordOf[k]);
    };
    let last = 0;
    for (const m of normalised.matchAll(/(?<![\p{L}\p{M}])(?:\p{L} ){2,}\p{L}(?![\p{L}\p{M}])/gu)) {
      for (let k = last; k < m.index; k++) keep(k);
      for (let k = m.index; k < m.index + m[0].length; k++) if (normalised[k] !== ' ') keep(k);
      last = m.index + m[0].length;
    }
    if (last === 0) return [];
    for (let k = last; k < normalised.length; k++) keep(k);
    found = unexcusedMatches(joined, compiled).map(([s, e]) => [joinedWordOf[s], joinedWordOf[e - 1]] as const);
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
