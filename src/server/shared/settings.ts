/**
 * Reading a member's settings, shared by the settings feature (GET/PATCH /api/users/me/settings),
 * the profile (which shows or hides fields by them) and email notifications. Stored one row per
 * member in `user_settings`, created on the first change; a member without a row has the
 * defaults, and every privacy default is the private choice (ICO Children's Code).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { AllowDirectMessages, NewQuestionAlerts } from '../../common/constants';
import { isLocale, type Locale } from '../../common/i18n/locales';
import { userSettings, type UserSettingsRow } from '../db/schema/index';

/** The settings as the API sends them (docs/api.md "Settings"). */
export type Settings = {
  /** Whether members other than staff see the situation of a 'healing' status. Default false. */
  showStatusSituation: boolean;
  /** Email when messages have waited unread. Default true. */
  emailMessages: boolean;
  /** Email when answers to your questions or comments on your answers have waited unread. Default true. */
  emailReplies: boolean;
  /** Email when a moderation notice about you (report reviewed, role changed) has waited unread. Default true. */
  emailModeration: boolean;
  /** Who may start a conversation with the member. Default 'everyone'. */
  allowDirectMessages: AllowDirectMessages;
  /** Reader filters: topics left out of the member's feed and search. Default none. */
  hiddenTopicIds: number[];
  /** Reader filters: words or phrases (lower case) whose questions are left out and answers collapsed. Default none. */
  hiddenWords: string[];
  /** Whose crisis lines the member is shown (ISO 3166-1 alpha-2). Default null: not chosen. */
  country: string | null;
  /** Alerts of new questions in followed topics. Default 'off'. */
  newQuestionAlerts: NewQuestionAlerts;
  /** The member's language (a shipped BCP 47 tag). Default null: not chosen, the browser's is used. */
  locale: Locale | null;
  /** Web Push of each kind to subscribed devices; subscribing is the opt-in. Default true. */
  pushMessages: boolean;
  pushReplies: boolean;
  pushCheckIns: boolean;
  pushModeration: boolean;
  /** Push new-question alerts, while `newQuestionAlerts` is not 'off'. Default true. */
  pushNewQuestions: boolean;
  /** No pushes between these times ('HH:MM') in each device's time zone. Default null: none. */
  pushQuietHours: { from: string; to: string } | null;
};

/** The stored columns presentSettings reads: the settings, with quiet hours as minutes after midnight. */
export type StoredSettings = Pick<UserSettingsRow, Exclude<keyof Settings, 'pushQuietHours'> | 'pushQuietFrom' | 'pushQuietTo'>;

/** 'HH:MM' for minutes after midnight. */
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Minutes after midnight for a time of day.
 * @param time 'HH:MM', 24-hour (already validated)
 */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * The settings of a member who has never changed one. The email ones are on: an email says
 * only that something is waiting.
 */
export const DEFAULT_SETTINGS: Settings = {
  showStatusSituation: false,
  emailMessages: true,
  emailReplies: true,
  emailModeration: true,
  allowDirectMessages: 'everyone',
  hiddenTopicIds: [],
  hiddenWords: [],
  country: null,
  newQuestionAlerts: 'off',
  locale: null,
  pushMessages: true,
  pushReplies: true,
  pushCheckIns: true,
  pushModeration: true,
  pushNewQuestions: true,
  pushQuietHours: null,
};

/** Shapes a stored row (or its absence) into the API's settings object. */
export function presentSettings(row: StoredSettings | null | undefined): Settings {
  return {
    showStatusSituation: row?.showStatusSituation ?? DEFAULT_SETTINGS.showStatusSituation,
    emailMessages: row?.emailMessages ?? DEFAULT_SETTINGS.emailMessages,
    emailReplies: row?.emailReplies ?? DEFAULT_SETTINGS.emailReplies,
    emailModeration: row?.emailModeration ?? DEFAULT_SETTINGS.emailModeration,
    allowDirectMessages: row?.allowDirectMessages ?? DEFAULT_SETTINGS.allowDirectMessages,
    hiddenTopicIds: row?.hiddenTopicIds ?? DEFAULT_SETTINGS.hiddenTopicIds,
    hiddenWords: row?.hiddenWords ?? DEFAULT_SETTINGS.hiddenWords,
    country: row?.country ?? DEFAULT_SETTINGS.country,
    newQuestionAlerts: row?.newQuestionAlerts ?? DEFAULT_SETTINGS.newQuestionAlerts,
    locale: isLocale(row?.locale) ? row.locale : DEFAULT_SETTINGS.locale,
    pushMessages: row?.pushMessages ?? DEFAULT_SETTINGS.pushMessages,
    pushReplies: row?.pushReplies ?? DEFAULT_SETTINGS.pushReplies,
    pushCheckIns: row?.pushCheckIns ?? DEFAULT_SETTINGS.pushCheckIns,
    pushModeration: row?.pushModeration ?? DEFAULT_SETTINGS.pushModeration,
    pushNewQuestions: row?.pushNewQuestions ?? DEFAULT_SETTINGS.pushNewQuestions,
    pushQuietHours:
      row?.pushQuietFrom != null && row.pushQuietTo != null ? { from: clock(row.pushQuietFrom), to: clock(row.pushQuietTo) } : null,
  };
}

/**
 * Reads one member's settings.
 * @param db database or transaction
 * @param userId the member
 * @returns the stored settings, or the defaults when the member has never changed one
 */
export async function getSettings(db: Db, userId: number): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return presentSettings(row);
}
