/**
 * Counsel Chat CSV → MindSpace rows, without a database: layout detection from the header,
 * text conversion to markdown, therapist names, topic names and slugs, dates and dedupe keys.
 * Decisions: docs/decisions/0005-counsel-chat-import.md.
 *
 * Two published layouts (nbertagnolli/counsel-chat):
 *  - '2020-03-25': (index), questionID, questionTitle, questionText, questionLink, topic,
 *    therapistInfo, therapistURL, answerText, upvotes, views, split — plain-text answers;
 *  - 'later': questionID, questionTitle, questionText, questionUrl, topics, therapistName,
 *    therapistUrl, answerText, upvotes — `topics` comma-separated, answers in HTML.
 */
import { createHash } from 'node:crypto';
import TurndownService from 'turndown';
import { decodeHTML } from 'entities';
import { millisecondsInDay, millisecondsInHour } from 'date-fns/constants';
import { cleanName, cleanText } from '../../common/schemas/common';
import { LIMITS } from '../../common/constants';
import { slugify } from '../features/topics/queries';

export type CounselChatLayout = '2020-03-25' | 'later';

/**
 * Longest source field (characters) that is converted at all; longer ones are skipped as too long
 * without converting. Padding (whitespace, empty paragraphs) does not count against LIMITS.content,
 * so the source field may be far longer than the text it holds.
 */
export const MAX_SOURCE_FIELD = 1_000_000;

/** The fields of one CSV record, whatever the layout (absent columns are ''). */
export type RawRecord = {
  questionId: string;
  title: string;
  text: string;
  url: string;
  topics: string;
  therapistName: string;
  therapistInfo: string;
  therapistUrl: string;
  answer: string;
  upvotes: string;
  views: string;
};
type Field = keyof RawRecord;

/** Header name (lowercased) → field, per layout; unlisted columns (index, split) are ignored. */
const LAYOUT_COLUMNS: Record<CounselChatLayout, Record<string, Field>> = {
  '2020-03-25': {
    questionid: 'questionId',
    questiontitle: 'title',
    questiontext: 'text',
    questionlink: 'url',
    topic: 'topics',
    therapistinfo: 'therapistInfo',
    therapisturl: 'therapistUrl',
    answertext: 'answer',
    upvotes: 'upvotes',
    views: 'views',
  },
  later: {
    questionid: 'questionId',
    questiontitle: 'title',
    questiontext: 'text',
    questionurl: 'url',
    topics: 'topics',
    therapistname: 'therapistName',
    therapisturl: 'therapistUrl',
    answertext: 'answer',
    upvotes: 'upvotes',
  },
};

/** Columns a file must have, per layout. */
const REQUIRED: Record<CounselChatLayout, string[]> = {
  '2020-03-25': ['questionTitle', 'questionText', 'questionLink', 'topic', 'therapistURL', 'answerText'],
  later: ['questionTitle', 'questionText', 'questionUrl', 'topics', 'therapistUrl', 'answerText'],
};

/** Thrown when a file's header is not one of the two layouts (the whole file is refused). */
export class CounselChatHeaderError extends Error {}

/**
 * Recognises the layout from the header row.
 * @param header the column names as they appear in the file (case and surrounding spaces ignored)
 * @returns the layout and, per column, the RawRecord field it fills (false: ignored), ready for
 *   csv-parse's `columns` option
 * @throws CounselChatHeaderError naming the missing columns when neither layout fits
 */
export function detectLayout(header: string[]): { layout: CounselChatLayout; columns: (Field | false)[] } {
  const names = header.map((h) => h.trim().toLowerCase());
  const layout: CounselChatLayout | null = names.includes('questionlink') ? '2020-03-25' : names.includes('questionurl') ? 'later' : null;
  if (!layout) {
    throw new CounselChatHeaderError(
      'Not a Counsel Chat file: the header has neither questionLink (2020-03-25 layout) nor questionUrl (later layout).',
    );
  }
  const missing = REQUIRED[layout].filter((c) => !names.includes(c.toLowerCase()));
  if (missing.length > 0) {
    throw new CounselChatHeaderError(`The header of this ${layout} layout file lacks the column(s): ${missing.join(', ')}.`);
  }
  const map = LAYOUT_COLUMNS[layout];
  return { layout, columns: names.map((n) => map[n] ?? false) };
}

/** A source row ready for the database. */
export type CounselChatRow = {
  /** CSV line where the record starts (1 = header). */
  line: number;
  /** The question's identity (questions.source_url). */
  questionUrl: string;
  title: string;
  /** Question text as markdown (the title when the source text is empty). */
  content: string;
  /** True when `content` is the title because the source had no question text. */
  contentFromTitle: boolean;
  /** Deterministic creation time of the question (see questionDate). */
  questionCreatedAt: Date;
  topics: TopicRef[];
  therapist: TherapistProfile;
  /** Answer text as markdown. */
  answer: string;
  /** answers.source_key (see answerSourceKey). */
  answerKey: string;
  upvotes: number;
  views: number;
};

export type TopicRef = { slug: string; name: string };

export type TherapistProfile = {
  /** identities.subject: the therapist's profile URL, or the name when there is none. */
  subject: string;
  firstName: string;
  lastName: string | null;
  bio: string | null;
};

/** A row that was not imported, with the CSV line where its record starts. */
export type SkippedRow = { line: number; reason: string };

export type RowResult = { ok: true; row: CounselChatRow } | { ok: false; skipped: SkippedRow };

/**
 * Validates and converts one record (pure; never throws on bad content).
 * @param layout the file's layout; @param raw the record's fields; @param line its first CSV line
 * @returns the converted row, or the reason it is skipped: a missing URL, title, answer or
 *   therapist, or a title/text over the API's limits (LIMITS.title, LIMITS.content)
 */
export function convertRecord(layout: CounselChatLayout, raw: Partial<RawRecord>, line: number): RowResult {
  const skip = (reason: string): RowResult => ({ ok: false, skipped: { line, reason } });
  // No control character reaches a text column (NUL cannot be stored at all), also none an HTML
  // entity decodes to.
  const get = (f: Field) => cleanText(raw[f] ?? '').trim();
  const html = layout === 'later';

  const questionUrl = normalizeUrl(get('url'));
  if (!questionUrl) return skip('missing question URL');
  const title = collapseSpaces(html ? cleanText(decodeHTML(get('title'))) : get('title'));
  if (!title) return skip('missing title');
  if (title.length > LIMITS.title) return skip(tooLong('title', title.length, LIMITS.title));

  const rawText = get('text');
  if (rawText.length > MAX_SOURCE_FIELD) return skip(tooLong('question text', rawText.length, LIMITS.content));
  let content = cleanText(html && looksLikeHtml(rawText) ? htmlToMarkdown(rawText) : plainToMarkdown(rawText));
  const contentFromTitle = content.length === 0;
  if (contentFromTitle) content = title;
  if (content.length > LIMITS.content) return skip(tooLong('question text', content.length, LIMITS.content));

  const rawAnswer = get('answer');
  if (!rawAnswer) return skip('missing answer text');
  // Guard before converting (turndown's time grows with the input): a field over a million
  // characters cannot become an answer within the limit even when most of it is padding.
  if (rawAnswer.length > MAX_SOURCE_FIELD) return skip(tooLong('answer text', rawAnswer.length, LIMITS.content));
  const answer = cleanText(html ? htmlToMarkdown(rawAnswer) : plainToMarkdown(rawAnswer));
  if (!answer) return skip('missing answer text');
  if (answer.length > LIMITS.content) return skip(tooLong('answer text', answer.length, LIMITS.content));

  const therapist =
    layout === '2020-03-25'
      ? therapistFromInfo(get('therapistInfo'), get('therapistUrl'))
      : therapistFromName(decodeHTML(get('therapistName')), get('therapistUrl'));
  if (!therapist) return skip('missing therapist');

  return {
    ok: true,
    row: {
      line,
      questionUrl,
      title,
      content,
      contentFromTitle,
      questionCreatedAt: questionDate(questionUrl, get('questionId')),
      topics: parseTopics(get('topics')),
      therapist,
      answer,
      answerKey: answerSourceKey(questionUrl, therapist.subject, rawAnswer),
      upvotes: toCount(get('upvotes')),
      views: toCount(get('views')),
    },
  };
}

function tooLong(what: string, length: number, limit: number): string {
  return `${what} too long (${length.toLocaleString('en-US')} characters; the limit is ${limit.toLocaleString('en-US')})`;
}

function collapseSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Trimmed URL without a trailing slash; '' when blank. */
export function normalizeUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** A non-negative whole number from a CSV cell; 0 when blank or not a number. */
function toCount(cell: string): number {
  const n = Number.parseInt(cell, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 2_147_483_647) : 0;
}

/**
 * answers.source_key: SHA-256 (hex) of the question URL, the therapist (URL or name) and the
 * answer text as found in the file, normalised (Unicode NFC, whitespace runs collapsed), so a
 * row repeated under a second topic is the same answer.
 */
export function answerSourceKey(questionUrl: string, therapist: string, answerText: string): string {
  const text = collapseSpaces(answerText.normalize('NFC'));
  return createHash('sha256')
    .update(JSON.stringify([questionUrl, therapist, text]))
    .digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Text

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
turndown.remove(['script', 'style', 'iframe', 'object', 'embed']);
// Some later-layout answers carry pictures inline as `data:` URLs (118–222 KB around 1–2 KB of
// text). The sanitiser drops such sources when a post is shown, so keep only the alt text: the
// words then import instead of being refused as too long.
turndown.addRule('inlineDataImage', {
  filter: (node) => node.nodeName === 'IMG' && /^\s*data:/i.test(node.getAttribute('src') ?? ''),
  replacement: (_content, node) => turndown.escape((node as HTMLElement).getAttribute('alt')?.trim() ?? ''),
});

/** Whether a cell holds HTML markup rather than plain text. */
function looksLikeHtml(s: string): boolean {
  return /<(p|br|div|span|ul|ol|li|strong|b|em|i|a|h[1-6]|blockquote)\b[^>]*>/i.test(s);
}

/** A run of HTML whitespace, written or as non-breaking-space characters or entities. */
const HTML_SPACE_RUN = /(?:[ \t\r\n\f\u00a0]|&nbsp;|&#0*160;|&#x0*a0;)+/gi;

/**
 * HTML from the source site → markdown (turndown), e.g. '<p>Hello <strong>there</strong></p>'
 * → 'Hello **there**'. Entities are decoded; scripts and frames dropped; an inline `data:` image
 * becomes its alt text. Whitespace is collapsed
 * before and after converting, so an answer padded with empty paragraphs and long runs of
 * spaces and non-breaking spaces (some later-layout answers carry over 100,000 such characters
 * around 1 KB of text) is measured by its words: a run of spaces becomes one space (one
 * non-breaking space when the run held one), a line holding only spaces becomes empty, and more
 * than one empty line in a row becomes one. Turndown's list indentation and hard line breaks
 * (two spaces before a line end) are kept.
 */
export function htmlToMarkdown(html: string): string {
  const compact = html.replace(HTML_SPACE_RUN, (run) => (/\u00a0|&/i.test(run) ? '\u00a0' : run.includes('\n') ? '\n' : ' '));
  return turndown
    .turndown(compact)
    .replace(/[ \t]*\u00a0[ \t\u00a0]*/g, ' ')
    .replace(/^[ \t]+$/gm, '')
    .replace(/^ (?=\S)|(?<=\S) $/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** End of a sentence glued to the next one: two lowercase letters, stop, capital ('terrible.Bad'). */
const GLUED_SENTENCES = /(\p{Ll}{2}[.!?]+["”’')]*)(?=[\p{Lu}¿¡"“])/gu;

/**
 * Plain text (2020-03-25 layout) → markdown: line ends normalised, indentation trimmed (it would
 * read as code), blank-line runs collapsed, '<tag'-like text escaped (never rendered as HTML),
 * and paragraphs restored where the source glued them ('terrible.Bad feelings' → two paragraphs;
 * the scraper dropped the paragraph breaks of many answers).
 */
export function plainToMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/\S+/g, (word) =>
      // Not inside web or e-mail addresses (www.Example.com).
      /www\.|:\/\/|@/i.test(word) ? word : word.replace(GLUED_SENTENCES, '$1\n\n'),
    )
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Topics

/**
 * Counsel Chat topics filed under an existing MindSpace topic instead of a near-duplicate
 * (source slug → MindSpace slug and name). Both are fixed feed topics or seed topics.
 */
export const TOPIC_ALIASES: Record<string, TopicRef> = {
  stress: { slug: 'stress-management', name: 'Stress management' },
  'counseling-fundamentals': { slug: 'therapy', name: 'Therapy' },
  'sleep-improvement': { slug: 'sleep', name: 'Sleep' },
};

/** Display names that sentence case of the slug would get wrong. */
const TOPIC_NAMES: Record<string, string> = {
  lgbtq: 'LGBTQ+',
  'self-esteem': 'Self-esteem',
  'self-harm': 'Self-harm',
  'children-adolescents': 'Children and adolescents',
  'legal-regulatory': 'Legal and regulatory',
};

/**
 * A topic name from a slug: 'workplace-relationships' → 'Workplace relationships'
 * (a few fixed spellings, e.g. 'lgbtq' → 'LGBTQ+'). At most LIMITS.topicName characters.
 */
export function topicNameFromSlug(slug: string): string {
  const name = TOPIC_NAMES[slug] ?? slug.replace(/-+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return name.slice(0, LIMITS.topicName).trim();
}

/**
 * Topics of a row: one slug (2020-03-25) or comma-separated names with stray spaces (later),
 * each reduced to a slug ('Family Conflict ' → 'family-conflict'), aliased, named, deduplicated.
 */
export function parseTopics(cell: string): TopicRef[] {
  const seen = new Map<string, TopicRef>();
  for (const part of cell.split(',')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const slug = slugify(decodeHTML(trimmed));
    const ref = TOPIC_ALIASES[slug] ?? { slug, name: topicNameFromSlug(slug) };
    if (!seen.has(ref.slug)) seen.set(ref.slug, ref);
  }
  return [...seen.values()];
}

// ---------------------------------------------------------------------------------------------
// Therapists

const HONORIFICS = /^(dr|mr|mrs|ms|mx)\.?$/i;

/** First word → firstName, the rest → lastName (honorifics such as 'Dr.' dropped), each ≤ LIMITS.name. */
export function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const words = collapseSpaces(fullName).split(' ').filter(Boolean);
  if (words.length > 1 && HONORIFICS.test(words[0])) words.shift();
  const firstName = (words[0] ?? '').slice(0, LIMITS.name);
  const lastName = words.slice(1).join(' ').slice(0, LIMITS.name).trim();
  return { firstName, lastName: lastName || null };
}

/** A word that is a professional credential rather than part of a name ('LPC', 'M.A.', 'PhD'). */
const CREDENTIAL = /^([A-Z]{2,}[+#]?|([A-Za-z]{1,3}\.){2,}[A-Za-z]*|Ph\.?D\.?|Psy\.?D\.?|Ed\.?D\.?)$/;

/**
 * 'Kristi King-Morgan, LMSW' → name 'Kristi King-Morgan', credentials 'LMSW'; also peels
 * credentials written without a comma ('David Mora- M.A. LPC' → 'David Mora', 'M.A. LPC').
 */
function splitCredentials(s: string): { name: string; credentials: string } {
  const comma = s.indexOf(',');
  const head = comma < 0 ? s : s.slice(0, comma);
  const tail =
    comma < 0
      ? ''
      : s
          .slice(comma + 1)
          .trim()
          .replace(/,$/, '');
  const words = collapseSpaces(head).split(' ').filter(Boolean);
  const peeled: string[] = [];
  while (words.length > 2 && CREDENTIAL.test(words[words.length - 1])) peeled.unshift(words.pop()!);
  const name = words.join(' ').replace(/[\s,;:–—-]+$/, '');
  return { name, credentials: [peeled.join(' '), tail].filter(Boolean).join(', ') };
}

function clampBio(parts: string[]): string | null {
  const bio = collapseSpaces(parts.filter(Boolean).join(' — '));
  if (!bio) return null;
  return bio.length > LIMITS.bio ? `${bio.slice(0, LIMITS.bio - 1).trimEnd()}…` : bio;
}

/** Last path segment of a therapist URL without the site's '-2' duplicate suffix. */
function urlSlug(url: string): string {
  const last = normalizeUrl(url).split('/').pop() ?? '';
  return last.toLowerCase().replace(/-\d+$/, '');
}

function fold(c: string): string {
  return c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Splits therapistInfo, where the scraper glued the name (with credentials) to the tagline
 * ('Sherry Katz, LCSWCouples and Family Therapist, LCSW'), after the last word of the profile
 * URL's slug ('sherry-katz-lcsw') that the info spells. Slug words the info lacks end the name
 * (a city: 'laurie-ward-parkville-missouri'); a leading one is skipped (an honorific: 'ms-...');
 * letters the site's slugs drop (non-ASCII: 'Ström' → 'str-m') are passed over.
 * @returns the name part and the rest, or null when not even the first name word matches
 */
export function splitInfoBySlug(info: string, slug: string): { name: string; rest: string } | null {
  const words = slug.split('-').filter(Boolean);
  let pos = 0;
  let matched = 0;
  for (let k = 0; k < words.length; k += 1) {
    const word = words[k];
    let j = 0;
    let p = pos;
    while (j < word.length && p < info.length) {
      const ch = info[p];
      const f = fold(ch);
      if (!/^[a-z0-9]$/.test(f)) p += 1;
      else if (f === word[j]) {
        j += 1;
        p += 1;
      } else if (ch.charCodeAt(0) > 0x7f) p += 1;
      else break;
    }
    if (j === word.length) {
      pos = p;
      matched += 1;
    } else if (matched > 0 || k > 0) break;
  }
  return matched > 0 ? { name: info.slice(0, pos), rest: info.slice(pos) } : null;
}

/**
 * Therapist profile from the 2020-03-25 layout's therapistInfo and therapistURL.
 * @returns the profile, or null when both cells are blank
 */
export function therapistFromInfo(info: string, url: string): TherapistProfile | null {
  const cleanInfo = collapseSpaces(info);
  const subject = normalizeUrl(url) || cleanInfo;
  if (!subject) return null;
  const slug = urlSlug(url);
  const split = slug ? splitInfoBySlug(cleanInfo, slug) : null;
  let name: string;
  let credentials = '';
  let rest: string;
  if (split) {
    ({ name, credentials } = splitCredentials(split.name));
    rest = split.rest;
  } else if (slug) {
    // The slug is the only reliable name; the whole info becomes the bio.
    name = slug
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
    rest = cleanInfo;
  } else {
    ({ name, credentials } = splitCredentials(cleanInfo));
    rest = '';
  }
  const { firstName, lastName } = splitName(cleanName(name));
  if (!firstName) return null;
  const tagline = rest.replace(/^[\s.,;:–—-]+/, '').trim();
  return { subject, firstName, lastName, bio: clampBio([credentials, tagline]) };
}

/**
 * Therapist profile from the later layout's therapistName ('Kristi King-Morgan, LMSW') and therapistUrl.
 * @returns the profile, or null when both cells are blank
 */
export function therapistFromName(fullName: string, url: string): TherapistProfile | null {
  const clean = collapseSpaces(fullName);
  const subject = normalizeUrl(url) || clean;
  if (!subject) return null;
  const { name, credentials } = splitCredentials(clean || urlSlug(url).replace(/-/g, ' '));
  const { firstName, lastName } = splitName(cleanName(name));
  if (!firstName) return null;
  return { subject, firstName, lastName, bio: clampBio([credentials]) };
}

// ---------------------------------------------------------------------------------------------
// Dates

/** Window of the synthetic question dates: Counsel Chat's active years, up to the 2020-03-25 snapshot. */
export const DATE_WINDOW = { from: Date.UTC(2015, 0, 1), to: Date.UTC(2020, 2, 25) } as const;

function hashFraction(s: string): number {
  return createHash('sha256').update(s).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * When a question was asked. The CSV has no dates: a 24-hex questionID is a MongoDB ObjectId
 * whose first 4 bytes are the creation time in seconds (later layout) and is used when plausible;
 * otherwise a deterministic date inside DATE_WINDOW from the SHA-256 of the URL, so every run
 * (and every machine) gives the same date and imported questions sit behind live ones.
 */
export function questionDate(questionUrl: string, questionId: string): Date {
  if (/^[0-9a-f]{24}$/i.test(questionId)) {
    const ms = Number.parseInt(questionId.slice(0, 8), 16) * 1000;
    if (ms >= Date.UTC(2009, 0, 1) && ms <= Date.now()) return new Date(ms);
  }
  const span = DATE_WINDOW.to - DATE_WINDOW.from;
  return new Date(DATE_WINDOW.from + Math.floor(hashFraction(questionUrl) * span));
}

/**
 * When an answer was posted: 1 hour to 15 days after its question, from the answer's key
 * (deterministic), never in the future.
 */
export function answerDate(questionCreatedAt: Date, answerKey: string, now = Date.now()): Date {
  const ms = questionCreatedAt.getTime() + millisecondsInHour + Math.floor(hashFraction(answerKey) * 14 * millisecondsInDay);
  return new Date(Math.min(ms, now));
}
