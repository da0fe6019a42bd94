/**
 * Building blocks shared by every domain's wire schemas: text and id fields, the error body,
 * cursor pages and the author of a post. Naming: Z<Thing> for a schema, T<Thing> for its type.
 * Messages are written for people, as validation message ids of the catalogs (`said`):
 * the server's 400 and the web's forms show them in the reader's language.
 */
import { z } from 'zod';
import { BADGE_STATUSES, ROLES } from '../constants';
import { fieldName, said, type FieldLabel } from '../i18n/validation';

// No code generation on the server, which has no use for eval (the web build sets the same for
// its Content-Security-Policy in src/web/lib/zod.ts, before any part of the app parses).
z.config({ jitless: true });

// Text rules for every text field of every request schema (server validation and web forms),
// and the cleaners for text that arrives from elsewhere (the importer, sign-in provider claims):
// - no C0 control character (U+0000–U+001F) nor DEL (U+007F) in any text, except tab, line feed
//   and carriage return in multi-line bodies. NUL cannot be stored in a PostgreSQL text column;
//   the others are invisible and only ever used to confuse;
// - no bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069) in names (display names,
//   topic names): they make a name read differently from what it is ('Trojan Source',
//   CVE-2021-42574), e.g. to pass for a moderator.
// - names are normalised to NFKC (compatibility forms such as fullwidth letters become the
//   letters they look like), then refuse every invisible or blank-looking character: format
//   characters (zero-width spaces and joiners, U+200B–U+200D, U+2060, U+FEFF…), every default
//   ignorable code point and the Hangul and Braille fillers (U+115F, U+1160, U+3164, U+FFA0,
//   U+2800) that show as nothing — they let a name pass for another one, or for no name.
//   Emoji presentation selectors (U+FE0E, U+FE0F) stay allowed.
// Refused input gets a readable 400 naming the field; nothing is silently changed.
/** The control characters a multi-line body may not hold: C0 and DEL, except tab, LF and CR. */
const BODY_CONTROL_CLASS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
/** Bidirectional overrides and isolates. */
const BIDI_CLASS = '\\u202A-\\u202E\\u2066-\\u2069';
const CONTROLS_IN_BODY = new RegExp(`[${BODY_CONTROL_CLASS}]`);
const CONTROLS_IN_LINE = new RegExp(`[${BODY_CONTROL_CLASS}\\t\\n\\r]`);
const BIDI_CONTROLS = new RegExp(`[${BIDI_CLASS}]`);
/** Invisible and blank-looking characters a name may not hold (see above). */
const NAME_INVISIBLES = /(?![\uFE0E\uFE0F])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
const ALL_BODY_CONTROLS = new RegExp(`[${BODY_CONTROL_CLASS}]`, 'g');
const ALL_NAME_CONTROLS = new RegExp(`[${BODY_CONTROL_CLASS}${BIDI_CLASS}]`, 'g');

/** What a person reads when a field holds a control character. */
const controlMessage = (label: FieldLabel) => said('validation.controls', { field: fieldName(label) });
/** What a person reads when a name holds a text-direction control. */
const bidiMessage = (label: FieldLabel) => said('validation.bidi', { field: fieldName(label) });
/** What a person reads when a name holds an invisible or blank-looking character. */
const invisibleMessage = (label: FieldLabel) => said('validation.invisible', { field: fieldName(label) });
const lengthMessage = (label: FieldLabel, max: number) => said('validation.tooLong', { field: fieldName(label), max });
const requiredMessage = (label: FieldLabel) => said('validation.required', { field: fieldName(label) });
const emptyMessage = (label: FieldLabel) => said('validation.empty', { field: fieldName(label) });
const textMessage = (label: FieldLabel) => said('validation.text', { field: fieldName(label) });

const hasBodyControls = (s: string) => CONTROLS_IN_BODY.test(s);
/** Whether a single-line value holds any control character. */
const hasLineControls = (s: string) => CONTROLS_IN_LINE.test(s);
/** Whether a value holds a bidirectional override or isolate. */
const hasBidiControls = (s: string) => BIDI_CONTROLS.test(s);

/**
 * Whether a name holds an invisible or blank-looking character (format, default ignorable or
 * filler characters): such a name is refused on input and shown with a neutral fallback.
 * @param s a name, as stored
 */
export const hasInvisibleCharacters = (s: string) => NAME_INVISIBLES.test(s);

/** NFKC, the one form names are stored in (so look-alike compatibility forms are one name). */
const toNfkc = (s: unknown) => (typeof s === 'string' ? s.normalize('NFKC') : s);

/**
 * A required multi-line text (question details, answer, comment, message, feedback): trimmed,
 * non-blank, at most `max` characters; tab and line breaks allowed, other control characters refused.
 * @param label the field's name as people read it (`validation.field.details`: 'Details')
 * @param max the most characters allowed (after trimming)
 */
export const zText = (label: FieldLabel, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, emptyMessage(label))
    .max(max, lengthMessage(label, max))
    .refine((s) => !hasBodyControls(s), controlMessage(label));

/**
 * An optional multi-line text (a description): trimmed; null, undefined and '' become null.
 * @param label the field's name in messages
 * @param max the most characters allowed (after trimming)
 */
export const zOptionalText = (label: FieldLabel, max: number) =>
  z
    .string({ error: textMessage(label) })
    .trim()
    .max(max, lengthMessage(label, max))
    .refine((s) => !hasBodyControls(s), controlMessage(label))
    .nullish()
    .transform((d) => (d ? d : null));

/**
 * A text that an update may clear (a topic's description): undefined (left out) stays undefined,
 * meaning "no change"; null and '' become null, meaning "clear it"; otherwise as `zOptionalText`.
 * @param label the field's name in messages
 * @param max the most characters allowed (after trimming)
 */
export const zClearableText = (label: FieldLabel, max: number) =>
  z
    .string({ error: textMessage(label) })
    .trim()
    .max(max, lengthMessage(label, max))
    .refine((s) => !hasBodyControls(s), controlMessage(label))
    .nullish()
    .transform((d) => (d === undefined ? undefined : d ? d : null));

/**
 * A required single-line text (a title): trimmed, non-blank, no control character at all.
 * @param label the field's name in messages
 * @param max the most characters allowed (after trimming)
 */
export const zLine = (label: FieldLabel, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, emptyMessage(label))
    .max(max, lengthMessage(label, max))
    .refine((s) => !hasLineControls(s), controlMessage(label));

/**
 * An optional single-line text (a search, a content warning): trimmed, no control character.
 * @param label the field's name in messages
 * @param max the most characters allowed (after trimming)
 */
export const zOptionalLine = (label: FieldLabel, max: number) =>
  z
    .string({ error: textMessage(label) })
    .trim()
    .max(max, lengthMessage(label, max))
    .refine((s) => !hasLineControls(s), controlMessage(label));

/**
 * A required name (first name, topic name): NFKC, a single line without text-direction
 * controls nor invisible or blank-looking characters.
 * @param label the field's name in messages
 * @param max the most characters allowed (after trimming)
 */
export const zName = (label: FieldLabel, max: number) =>
  z.preprocess(
    toNfkc,
    zLine(label, max)
      .refine((s) => !hasBidiControls(s), bidiMessage(label))
      .refine((s) => hasBidiControls(s) || !hasInvisibleCharacters(s), invisibleMessage(label)),
  );

/**
 * An optional name part (last name): '' when left out; NFKC; no control, text-direction,
 * invisible or blank-looking characters.
 * @param label the field's name in messages
 * @param max the most characters allowed (after trimming)
 */
export const zOptionalName = (label: FieldLabel, max: number) =>
  z
    .preprocess(
      toNfkc,
      zOptionalLine(label, max)
        .refine((s) => !hasBidiControls(s), bidiMessage(label))
        .refine((s) => hasBidiControls(s) || !hasInvisibleCharacters(s), invisibleMessage(label)),
    )
    .default('');

/**
 * An opaque token the API itself handed out (a cursor, an unsubscribe token): at most `max`
 * characters, no control character.
 * @param label the parameter's name in messages
 * @param max the most characters allowed
 */
export const zToken = (label: string, max: number) =>
  z
    .string({ error: said('validation.text', { field: label }) })
    .max(max, said('validation.notValid', { field: label }))
    .refine((s) => !hasLineControls(s), said('validation.notValid', { field: label }));

/**
 * Removes control characters (all but tab, LF and CR) from text that did not come through a
 * request (imported posts), so none reaches a text column.
 * @param s any text
 * @returns the text without those characters
 */
export function cleanText(s: string): string {
  return s.replace(ALL_BODY_CONTROLS, '');
}

/**
 * Makes a name from elsewhere (a sign-in provider's claim, an imported therapist) safe to store
 * and show: control and text-direction characters removed, runs of whitespace made one space.
 * @param s any text
 * @returns the cleaned, trimmed name; '' when nothing is left
 */
export function cleanName(s: string): string {
  return s.replace(ALL_NAME_CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/** How an id is written in a path or query: decimal digits, no sign, no leading zero. */
const DECIMAL_ID = /^[1-9][0-9]*$/;
/** What a person reads when an id is written another way. */
const idSpelling = (label: string) => said('validation.idSpelling', { field: label });

/**
 * A positive 32-bit integer id: a JSON number, or in a path or query a string of decimal digits
 * (`^[1-9][0-9]*$`). Anything else ('1e0', '0x1', '01', ' 1') is a 400, never read as a number:
 * one id has one spelling, so a check on the spelling cannot miss the id it acts on.
 * @param label the field's name in messages
 */
export const zId = (label = 'id') =>
  z
    .union([z.number(), z.string().regex(DECIMAL_ID, idSpelling(label))], { error: idSpelling(label) })
    .transform(Number)
    .pipe(
      z
        .number()
        .int(said('validation.idWhole', { field: label }))
        .positive(said('validation.idPositive', { field: label }))
        .max(2_147_483_647, said('validation.idTooLarge', { field: label })),
    );

export const ZIdParams = z.object({ id: zId('id') });

export const ZUserIdParams = z.object({ userId: zId('userId') });

/** `?cursor=`: the `nextCursor` of the previous page; opaque to clients. */
export const ZCursorQuery = z.object({
  cursor: zToken('cursor', 200).optional(),
});

/** Every non-2xx body (docs/api.md "Errors"). */
export const ZErrorBody = z.object({ message: z.string(), code: z.string().optional() });

/** `{ ok: true }`: a write that has nothing else to say. */
export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** A response without a body (204, and the redirects of the sign-in flow). */
export const ZNoBody = z.null().describe('no body');

/**
 * A cursor page: pass `nextCursor` back as `?cursor=` for the next page; null on the last page.
 * @param item the schema of one item
 */
export const zPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** The public face of a person attached to content (spec §3 Question.author). */
export const ZAuthor = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: z.enum(BADGE_STATUSES).nullable(),
  role: z.enum(ROLES),
});
export type TAuthor = z.infer<typeof ZAuthor>;

/**
 * Added to the create responses of questions, answers, comments and messages: true when the
 * text contained crisis language, so the writer's screen offers support.
 * Only the writer ever receives it.
 */
export const ZCrisisSupport = z.object({ crisisSupport: z.boolean() });

/**
 * What the viewer may do with a post (question, answer or comment), decided by the server's
 * policy: `edit`, `delete`, `report`, `vote` (questions and answers only), `seeAuthor` (the
 * author is shown to this viewer; false for someone else's anonymous post), `muteAuthor` and
 * `blockAuthor` (someone else's post: through `/users/{id}/mute|block` for a named post, through
 * `/{questions|answers}/{id}/mute-author|block-author` for an anonymous one).
 */
export const ZPostAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  report: z.boolean(),
  vote: z.boolean(),
  seeAuthor: z.boolean(),
  muteAuthor: z.boolean(),
  blockAuthor: z.boolean(),
});

/**
 * Why a post is shown collapsed to this viewer, or null: 'muted' (from a member the viewer
 * muted: 'Hidden: from a member you muted — Show'), 'blocked' (from a member the viewer blocked:
 * 'Hidden: from a member you blocked — Show'), 'filtered' (matches the viewer's
 * hidden topics or words). The post is still sent whole: the viewer may choose to show it.
 */
export const ZHiddenReason = z.enum(['muted', 'blocked', 'filtered']).nullable();
export type THiddenReason = z.infer<typeof ZHiddenReason>;
export type TPostAbilities = z.infer<typeof ZPostAbilities>;
