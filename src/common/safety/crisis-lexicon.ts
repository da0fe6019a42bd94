/**
 * The crisis lexicons: phrases that suggest a person may be thinking about suicide or
 * self-harm, one lexicon per shipped language (English here, the others in `lexicons/`).
 * They are data, read by `crisis-match.ts` on the server (every question, answer, comment and
 * message on write) and in the browser (drafts), so both always agree.
 *
 * Written with safe messaging in mind (Samaritans, "Guidelines for the online
 * environment"; reportingonsuicide.org): they name intent and distress, never methods beyond
 * the generic self-harm words detection needs. A match never blocks a post; it offers help to
 * the writer and tells the moderators.
 *
 * Pattern grammar (compiled by `crisis-match.ts`), applied to normalised text, which holds
 * only lowercase letters (of any script) and single spaces:
 * - letters are folded as the text is: accents, Arabic diacritics and letter variants off,
 *   full-width forms plain, lowercase, "ß" as "ss" — so "más" and "mas", "أموت" and "اموت"
 *   are the same pattern; write them as people do;
 * - a space between words also matches no space ("kill myself" matches "killmyself");
 * - `(a|b)` chooses, `(…)?` is optional (plain regular-expression groups);
 * - `{name}` inserts a macro of the same lexicon;
 * - doubled letters are folded to one in both the text and the pattern ("killl" = "kill" =
 *   "kil"), so stretched and misspelled words still match;
 * - every pattern must start and end at a word boundary; a lexicon's `proclitics` (Arabic's
 *   "و", "ف": "and", "so") may be attached in front of any of its patterns.
 *
 * Evasive spellings (Koko's lexicon, and the words people use to get past filters on
 * social media: 'unalive', 'sewerslide', 'kms') are a list of their own so they stay easy to
 * review. Leetspeak ('su1c1de', 'k!ll myself') is undone by the normaliser, not listed here.
 *
 * Exclusions are everyday speech that contains a match ('career suicide', 'me muero de
 * risa'); a match overlapping an exclusion of any lexicon in play does not count.
 */
import { ARABIC } from './lexicons/ar';
import { GERMAN } from './lexicons/de';
import { SPANISH } from './lexicons/es';
import { FRENCH } from './lexicons/fr';
import { PORTUGUESE } from './lexicons/pt';

/** The languages with a lexicon (ISO 639-1). */
export const CRISIS_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'ar'] as const;

/** A language with a crisis lexicon. */
export type CrisisLanguage = (typeof CRISIS_LANGUAGES)[number];

/** One language's lexicon, in the grammar above. */
export interface CrisisLexicon {
  /** Reusable pieces of patterns, inserted with `{name}`. */
  macros: Record<string, string>;
  /** Plain phrases of suicidal thinking or self-harm. */
  phrases: readonly string[];
  /** Evasive spellings and coded words. */
  evasive: readonly string[];
  /** Everyday speech that contains a match; keep these narrow. */
  exclusions: readonly string[];
  /** A pattern of word beginnings that may be attached in front of any phrase (optional). */
  proclitics?: string;
}

/** Reusable pieces of patterns. */
export const CRISIS_MACROS: Record<string, string> = {
  myself: '(myself|my self|meself|mself|myslf)',
  dont: '(dont|do not|dnt|don)',
  want: '(want|wanna|wanted|wanting)',
  die: '(die|be dead|not exist|not be alive)',
};

/** Plain phrases of suicidal thinking or self-harm. */
export const CRISIS_PHRASES: readonly string[] = [
  // Suicide named directly.
  'suicid(e|es|al|ality|ally)',
  'kill(s|ing|ed)? {myself}',
  'end(s|ing|ed)? (my|my own) life',
  'end(ing)? it all',
  'end (it|everything|my pain|the pain|my suffering) (forever|for good|permanently)',
  'tak(e|ing) my (own )?life',
  'took my (own )?life',
  // Wanting to die or not to be alive.
  '(i|i just|just|really|still|sometimes|often) {want} (to )?{die}',
  '{want} to die',
  'wanna die',
  '(wish|wished|wishing) i (was|were|could be|could|would) (dead|die)',
  '(wish|wished) (i|id|i had|i hadnt) (never |not )?(been )?born',
  'ready to die',
  'deserve to die',
  'i should (just )?die',
  '(hope|hoping|wish) i (dont|do not|never|wont|will not|wouldnt|would not) wake up',
  'never wake up again',
  'go to sleep and (never|not) wake up',
  '{dont} {want} (to )?(live|be alive|exist|wake up|be here anymore|go on)',
  '(rather|better) (be )?dead',
  'better off dead',
  'no (reason|reasons) (left )?to (live|go on|be alive|keep going)',
  'nothing (left )?to live for',
  '(not|isnt|no longer) worth living',
  'no point (in )?(living|being alive|going on|carrying on)',
  '(whats|what is) the point (of|in) (living|being alive|life|going on)',
  '(tired|sick) of (living|being alive)',
  '(cant|can not|cannot) go on (anymore|any longer|like this|living)',
  '(wont|will not|might not) be alive (tomorrow|much longer|anymore|for long|next week)',
  '(disappear|vanish) (forever|for good|permanently)',
  // Feeling a burden.
  '(everyone|everybody|the world|my family|they|people) (would|will|d) be better off without me',
  'better off without me',
  '(a|such a) burden (to|on) (everyone|everybody|my family|them|the people)',
  // Saying goodbye.
  'this is my (final|last) goodbye',
  'writ(e|es|ing|ten) ((my|a|some) )?(goodbye|farewell|suicide) (note|notes|letter|letters)',
  // Self-harm, named generically.
  'self (harm|harms|harmed|harming|harmer|injury|injuries|injure|injuring|injured|mutilation)',
  '(hurt|hurts|hurting|harm|harms|harming|harmed|cut|cuts|cutting|punish|punishing) {myself}',
  '(urge|urges) to (cut|hurt|harm)',
  '(take|taking|took) an overdose',
  '({want}|going|gonna|plan|planning|planned|thinking about|thought about|tried|try|trying) (to )?overdose',
  'overdos(e|ed|ing) on purpose',
  'intentional(ly)? overdos(e|ed|ing)',
];

/** Evasive spellings and coded words for suicide and self-harm. */
export const CRISIS_EVASIVE: readonly string[] = [
  'un alive',
  'un aliv(e|es|ed|ing)',
  'sewer slid(e|es|ing)',
  'sewer side',
  'kermit sewer slide',
  // Misspellings of suicide and suicidal (never real words).
  'su(cide|cidal|iside|isidal|icde|icdal|idice|icid|icidel|icidle|iscide|iscidal|ecide|ecidal|icide)',
  'soicid(e|al)',
  'suey side',
  'kms',
  'self delet(e|es|ed|ing)',
  'delet(e|ing) {myself}',
  'gamend',
  'game end {myself}',
  'end(ing)? {myself}',
];

/**
 * Phrases that contain a match but are everyday speech. A match that overlaps an exclusion
 * does not count. Keep these narrow: when unsure, offering help is the safer error.
 */
export const CRISIS_EXCLUSIONS: readonly string[] = [
  // Suicide as a figure of speech or a technical term.
  '(career|political|social|professional|commercial|electoral|fashion|financial|business|brand) suicide',
  'suicide (squad|door|doors|sprint|sprints|run|runs|drill|drills|king|blonde|burn|pass|ramp|seat)',
  'suicide (prevention|awareness|research|rates|rate|statistics|stats)',
  // Laughing and other hyperbole.
  'kil(s|ing|ed)? {myself} (laughing|laugh|with laughter)',
  // Dye, misspelt.
  '(want|wanna|wanted|to) (to )?die (my|your|her|his|our|their) (hair|clothes|shirt|shirts|jeans|eyebrows)',
  // Where someone does not want to live.
  // ("I don't want to live in this world" still matches: the lookahead leaves it out.)
  '{dont} {want} (to )?live (in|at|near|with|on|next to|close to|far from)(?! (this|the|a|such a) world)',
  '{dont} {want} (to )?live (together|abroad|there|alone)',
  // Small accidents and idioms.
  '(hurt|hurts|hurting|cut|cuts|cutting|harm|harmed|harming) {myself} (at|while|when|during|playing|lifting|running|shaving|cooking|skiing|by accident|accidentally|off|on (a|an|the|some|my|broken|glass|paper)|a slice|a piece|some slack|short|in the kitchen|at the gym|at work)',
  'accidentally (hurt|cut|harm|harmed) {myself}',
  '(punish|punishing) {myself} (at|with) the gym',
  'delet(e|ing) {myself} from',
  // Taking your life back is recovery.
  '(tak(e|ing)|took) my (own )?life (back|in|into|seriously|to|off|with|from)',
  // Distances.
  'qnumq kms',
  'kms (away|from|per|an hour|a day|of)',
  'kms (key|keys|server|service|encryption|api|policy)',
];

/** The English lexicon. */
const ENGLISH: CrisisLexicon = {
  macros: CRISIS_MACROS,
  phrases: CRISIS_PHRASES,
  evasive: CRISIS_EVASIVE,
  exclusions: CRISIS_EXCLUSIONS,
};

/** Every shipped lexicon, by language. */
export const CRISIS_LEXICONS: Record<CrisisLanguage, CrisisLexicon> = {
  en: ENGLISH,
  es: SPANISH,
  pt: PORTUGUESE,
  fr: FRENCH,
  de: GERMAN,
  ar: ARABIC,
};
