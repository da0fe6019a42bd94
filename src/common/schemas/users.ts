/** Wire schemas of people (docs/api.md "User"): profiles, the signed-in user, status and name. */
import { z } from 'zod';
import { said } from '../i18n/validation';
import {
  AGE_BANDS,
  ALLOW_DIRECT_MESSAGES,
  ASSIGNABLE_ROLES,
  BADGE_STATUSES,
  HEALING_SITUATIONS,
  LIMITS,
  NEW_QUESTION_ALERTS,
  ROLES,
  STATUSES,
} from '../constants';
import { ZAuthor, ZCursorQuery, ZErrorBody, zId, zName, zOptionalLine, zOptionalName, zPage } from './common';
import { isRegionCode } from '../crisis/region';
import { ZCrisisLine } from './crisis';
import { LOCALES } from '../i18n/locales';

/**
 * What the viewer may do to this person: message them, report them, change their role, close
 * the account (only the person themselves, and not while they are an admin), mute or block them.
 */
export const ZUserAbilities = z.object({
  message: z.boolean(),
  report: z.boolean(),
  /** Mute them (anyone but yourself) or block them (not yourself, not staff). */
  mute: z.boolean(),
  block: z.boolean(),
  changeRole: z.boolean(),
  closeAccount: z.boolean(),
});
export type TUserAbilities = z.infer<typeof ZUserAbilities>;

/**
 * A person as the viewer may see them. The optional fields (email, change dates) only for
 * the person themselves and admins.
 */
export const ZUser = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.enum(ROLES),
  reputation: z.number(),
  status: z.enum(BADGE_STATUSES).nullable(),
  statusSituation: z.string().nullable(),
  createdAt: z.string(),
  email: z.string().nullable().optional(),
  nameLastChanged: z.string().nullable().optional(),
  statusLastChanged: z.string().nullable().optional(),
  nextNameChangeAt: z.string().nullable().optional(),
  nextStatusChangeAt: z.string().nullable().optional(),
  abilities: ZUserAbilities,
});
export type TUser = z.infer<typeof ZUser>;

/**
 * What the signed-in person may do on the site: `moderate` (the moderation dashboard),
 * `administer` (the admin dashboard), `createTopic`.
 */
export const ZSiteAbilities = z.object({
  moderate: z.boolean(),
  administer: z.boolean(),
  createTopic: z.boolean(),
});
export type TSiteAbilities = z.infer<typeof ZSiteAbilities>;

/**
 * The signed-in person (`/api/auth/user` and their own profile edits): a User plus site
 * abilities, when they completed onboarding (`onboardedAt`, null until then: every write is
 * refused with code 'onboarding_required') and the picture their sign-in provider sends
 * (`providerPictureUrl`, private: public only if they choose it in onboarding).
 */
export const ZMe = ZUser.extend({
  siteAbilities: ZSiteAbilities,
  /** The member's own age band; null for a member who has not given it yet. */
  ageBand: z.enum(AGE_BANDS).nullable(),
  onboardedAt: z.string().nullable(),
  providerPictureUrl: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMe>;

/**
 * A person in the admin's users table: a User (with email) and the sanction in force now, if any
 * — the strongest of them (ban, then suspend, then silence), with when it ends (null: never).
 */
export const ZAdminUser = ZUser.extend({
  /** The age band: staff see it; null when not given yet. */
  ageBand: z.enum(AGE_BANDS).nullable(),
  sanction: z.object({ type: z.enum(['silence', 'suspend', 'ban']), endsAt: z.string().nullable() }).nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserPage = zPage(ZAdminUser);
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** `GET /api/admin/users`: a page, optionally only people whose name or email holds `search` (any case). */
export const ZAdminUsersQuery = ZCursorQuery.extend({ search: zOptionalLine('validation.field.search', 100).optional() });

/** `GET /api/auth/user` adds the member's country setting (null: not chosen), whose crisis lines to show. */
export const ZMemberCountry = z.object({ country: z.string().nullable() });

/** `GET /api/auth/user` adds the member's language setting too (null: not chosen, the browser's is used). */
export const ZMemberLocale = z.object({ locale: z.enum(LOCALES).nullable() });

/**
 * `GET /api/auth/user` adds the suspension or ban in force (null: none): the member keeps a
 * restricted session and the web shows them their decisions, how to appeal and help.
 */
export const ZMemberSuspension = z.object({ suspension: z.object({ reason: z.string(), endsAt: z.string().nullable() }).nullable() });

/** Visible questions and answers of a person (anonymous ones only for themselves). */
export const ZUserStats = z.object({ questionsCount: z.number(), answersCount: z.number() });
export type TUserStats = z.infer<typeof ZUserStats>;

export const ZUpdateStatus = z
  .object({
    status: z.enum(STATUSES, { error: said('validation.selectStatus') }),
    statusSituation: z.string().nullish(),
  })
  .superRefine((s, ctx) => {
    if (s.status !== 'healing') return;
    if (!s.statusSituation || !(HEALING_SITUATIONS as readonly string[]).includes(s.statusSituation)) {
      ctx.addIssue({ code: 'custom', path: ['statusSituation'], message: said('validation.selectSituation') });
    }
  })
  // The situation belongs to healing only; it is cleared for every other status (spec §5).
  .transform((s) => ({ status: s.status, statusSituation: s.status === 'healing' ? s.statusSituation! : null }));
export type TUpdateStatus = z.input<typeof ZUpdateStatus>;

/**
 * The month and year someone was born: the neutral age screen. The server keeps
 * only the age band it gives; a date in the future is refused there (it depends on today).
 */
export const ZBirthMonthYear = z.object({
  birthYear: z
    .number({ error: said('validation.birthYear') })
    .int({ error: said('validation.birthYear') })
    .min(1900, { error: said('validation.birthYear') })
    .max(9999, { error: said('validation.birthYear') }),
  birthMonth: z
    .number({ error: said('validation.birthMonth') })
    .int({ error: said('validation.birthMonth') })
    .min(1, { error: said('validation.birthMonth') })
    .max(12, { error: said('validation.birthMonth') }),
});
export type TBirthMonthYear = z.infer<typeof ZBirthMonthYear>;

/**
 * The 403 of the age screen for someone under 13 (`code` 'under_minimum_age'):
 * the kind message, the country whose helplines are sent (the member's setting, else their
 * browser's language region; null: not known) and helplines for younger children.
 */
export const ZUnderMinimumAge = ZErrorBody.extend({
  country: z.string().nullable().optional(),
  helplines: z.array(ZCrisisLine).optional(),
});
export type TUnderMinimumAge = z.infer<typeof ZUnderMinimumAge>;

/**
 * POST /api/users/me/onboarding: joining MindSpace. The month and year of birth, `acceptTerms`
 * true, `firstName` and `lastName` (the display name others see) and `useProviderPicture`
 * (makes the sign-in provider's picture public; default: no picture). Someone under 13 is
 * refused with 403 `under_minimum_age` and their new account is closed.
 */

export const ZOnboarding = ZBirthMonthYear.extend({
  acceptTerms: z.literal(true, { error: said('validation.acceptTerms') }),
  firstName: zName('validation.field.displayName', LIMITS.name),
  lastName: zOptionalName('validation.field.lastName', LIMITS.name),
  useProviderPicture: z.boolean({ error: said('validation.trueOrFalse', { field: 'useProviderPicture' }) }).default(false),
});

export const ZUpdateName = z.object({
  firstName: zName('validation.field.firstName', LIMITS.name),
  lastName: zOptionalName('validation.field.lastName', LIMITS.name),
});
export type TUpdateName = z.input<typeof ZUpdateName>;

/**
 * GET/PATCH /api/users/me/settings: your own choices; every default is the private one, except
 * the email notifications (on: an email says only that something is waiting).
 */
export const ZSettings = z.object({
  /** Whether other members see what you're going through with a 'healing' status (staff always do). */
  showStatusSituation: z.boolean(),
  /** Email me when messages wait unread. */
  emailMessages: z.boolean(),
  /** Email me when answers to my questions or comments on my answers wait unread. */
  emailReplies: z.boolean(),
  /** Email me about moderation notices about me (a report I filed was reviewed, my role changed). */
  emailModeration: z.boolean(),
  /** Who may start a conversation with me: 'everyone' (default) or 'nobody' (staff still can). */
  allowDirectMessages: z.enum(ALLOW_DIRECT_MESSAGES),
  /** Reader filters: topics whose questions are left out of my feed and search. */
  hiddenTopicIds: z.array(z.number()),
  /** Reader filters: words or phrases; questions containing one are left out, answers and comments collapsed. */
  hiddenWords: z.array(z.string()),
  /** Whose crisis lines I am shown: an ISO 3166-1 alpha-2 code, or null when not chosen. */
  country: z.string().nullable(),
  /** Alerts of new questions in the topics I follow: 'off' (default), 'each' question, or a 'daily' digest. */
  newQuestionAlerts: z.enum(NEW_QUESTION_ALERTS),
  /** The language MindSpace speaks to me in: a shipped BCP 47 tag, or null when not chosen (the browser's). */
  locale: z.enum(LOCALES).nullable(),
  /** Push to my subscribed devices for messages, replies to my posts, check-ins, moderation notices. Default true. */
  pushMessages: z.boolean(),
  pushReplies: z.boolean(),
  pushCheckIns: z.boolean(),
  pushModeration: z.boolean(),
  /** Push new-question alerts (only while newQuestionAlerts is not 'off'). Default true. */
  pushNewQuestions: z.boolean(),
  /** No pushes from `from` to `to` ('HH:MM', 24-hour) in each device's time zone; null: none (default). */
  pushQuietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type TSettings = z.infer<typeof ZSettings>;

/** A time of day, 'HH:MM' on a 24-hour clock (00:00 to 23:59). */
const zClockTime = (name: string) =>
  z
    .string({ error: said('validation.clockTime', { field: name }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('validation.clockTime', { field: name }));

/**
 * PATCH /api/users/me/settings: any subset of a member's settings; a field left out keeps its
 * value, and an unknown field is refused (a typo never silently does nothing).
 */
export const ZUpdateSettings = z.strictObject(
  {
    showStatusSituation: z.boolean({ error: said('validation.trueOrFalse', { field: 'showStatusSituation' }) }).optional(),
    emailMessages: z.boolean({ error: said('validation.trueOrFalse', { field: 'emailMessages' }) }).optional(),
    emailReplies: z.boolean({ error: said('validation.trueOrFalse', { field: 'emailReplies' }) }).optional(),
    emailModeration: z.boolean({ error: said('validation.trueOrFalse', { field: 'emailModeration' }) }).optional(),
    allowDirectMessages: z.enum(ALLOW_DIRECT_MESSAGES, { error: said('validation.allowDirectMessages') }).optional(),
    hiddenTopicIds: z
      .array(zId('topic id'), { error: said('validation.topicIdList', { field: 'hiddenTopicIds' }) })
      .max(LIMITS.hiddenTopics, said('validation.hideTopicsMax', { max: LIMITS.hiddenTopics }))
      .transform((ids) => [...new Set(ids)])
      .optional(),
    hiddenWords: z
      .array(
        z
          .string({ error: said('validation.hiddenWordText') })
          .trim()
          .min(1, said('validation.hiddenWordEmpty'))
          .max(LIMITS.hiddenWord, said('validation.hiddenWordLong', { max: LIMITS.hiddenWord }))
          // Control characters (NUL among them) cannot be stored by PostgreSQL or typed by a person.
          .refine((w) => ![...w].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), said('validation.hiddenWordControls'))
          .transform((w) => w.replace(/\s+/g, ' ').toLowerCase()),
        { error: said('validation.hiddenWordsList') },
      )
      .max(LIMITS.hiddenWords, said('validation.hideWordsMax', { max: LIMITS.hiddenWords }))
      .transform((words) => [...new Set(words)])
      .optional(),
    country: z
      .string({ error: said('validation.countryOrNull') })
      .transform((code) => code.toUpperCase())
      .refine(isRegionCode, said('validation.country'))
      .nullable()
      .optional(),
    newQuestionAlerts: z.enum(NEW_QUESTION_ALERTS, { error: said('validation.newQuestionAlerts') }).optional(),
    locale: z
      .enum(LOCALES, { error: said('validation.locale', { locales: LOCALES.join(', '), orNull: 'yes' }) })
      .nullable()
      .optional(),
    pushMessages: z.boolean({ error: said('validation.trueOrFalse', { field: 'pushMessages' }) }).optional(),
    pushReplies: z.boolean({ error: said('validation.trueOrFalse', { field: 'pushReplies' }) }).optional(),
    pushCheckIns: z.boolean({ error: said('validation.trueOrFalse', { field: 'pushCheckIns' }) }).optional(),
    pushModeration: z.boolean({ error: said('validation.trueOrFalse', { field: 'pushModeration' }) }).optional(),
    pushNewQuestions: z.boolean({ error: said('validation.trueOrFalse', { field: 'pushNewQuestions' }) }).optional(),
    pushQuietHours: z
      .object(
        { from: zClockTime('pushQuietHours.from'), to: zClockTime('pushQuietHours.to') },
        { error: said('validation.quietHours', { field: 'pushQuietHours' }) },
      )
      .refine((q) => q.from !== q.to, said('validation.quietHoursSame'))
      .nullable()
      .optional(),
  },
  {
    error: (i) =>
      i.code === 'unrecognized_keys' ? said('validation.unknownSetting', { keys: i.keys.join(', ') }) : said('validation.settingsObject'),
  },
);
export type TUpdateSettings = z.input<typeof ZUpdateSettings>;

export const ZUpdateRole = z.object({ role: z.enum(ASSIGNABLE_ROLES, { error: said('validation.role') }) });

/** Admin dashboard counters. */
/**
 * GET /api/admin/stats. `questionsWaiting`: questions of the last 30 days with no visible answer
 * (as the Unanswered feed lists them); `medianFirstAnswerMinutes`: the median minutes from a
 * question of the last 30 days to its first visible answer, null when none has one.
 */
export const ZAdminStats = z.object({
  totalUsers: z.number(),
  totalQuestions: z.number(),
  totalAnswers: z.number(),
  questionsWaiting: z.number(),
  medianFirstAnswerMinutes: z.number().nullable(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/**
 * One entry of GET /api/users/me/mutes or /blocks. Made from a profile or a named
 * post: `user` is the person and `post` null. Made from an anonymous post: `user` is null (the
 * author is never named) and `post` is that post, to undo it with
 * `DELETE /api/{questions|answers}/{id}/mute-author|block-author`.
 */
export const ZRestriction = z.object({
  user: ZAuthor.nullable(),
  post: z.object({ type: z.enum(['question', 'answer']), id: z.number(), questionId: z.number(), title: z.string() }).nullable(),
  createdAt: z.string(),
});

export const ZRestrictionList = z.object({ items: z.array(ZRestriction) });
export type TRestrictionList = z.infer<typeof ZRestrictionList>;
