/**
 * Changing a member's settings (PATCH /api/users/me/settings); reading them is in
 * `shared/settings.ts`, which the profile and email notifications use too.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { topics, userSettings } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { getSettings, minutesOfDay, presentSettings, type Settings } from '../../shared/settings';
import { emitEvent } from '../../events/outbox';
import { rotateUnsubscribeToken } from '../../shared/unsubscribe-token';
import { words } from '../../i18n/messages';

/**
 * Now, to the millisecond: the digest job claims a member's digest by comparing this time with the
 * one it read (a JavaScript Date, milliseconds), so it is stored without PostgreSQL's microseconds.
 */
const DIGEST_FROM_NOW = sql`date_trunc('milliseconds', now())`;

/** The settings that choose which emails the member gets. */
const EMAIL_SETTINGS = ['emailMessages', 'emailReplies', 'emailModeration'] as const satisfies (keyof Settings)[];

/**
 * Changes some of a member's settings in one upsert; fields left out keep their value. A
 * `reader.changed` event addressed to the member goes with it (read caches drop their view).
 * @param db database or transaction
 * @param userId the member
 * @param patch the fields to change (already validated)
 * @returns the settings after the change
 * @throws AppError 400 'Unknown topic' when a hidden topic id names no topic (nothing is changed)
 */
export async function updateSettings(db: Db, userId: number, patch: Partial<Settings>): Promise<Settings> {
  const { pushQuietHours, ...rest } = patch;
  const quiet =
    pushQuietHours === undefined
      ? {}
      : pushQuietHours === null
        ? { pushQuietFrom: null, pushQuietTo: null }
        : { pushQuietFrom: minutesOfDay(pushQuietHours.from), pushQuietTo: minutesOfDay(pushQuietHours.to) };
  const values = {
    ...(Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Omit<Partial<Settings>, 'pushQuietHours'>),
    ...quiet,
  };
  if (Object.keys(values).length === 0) return getSettings(db, userId);
  if (values.hiddenTopicIds?.length) {
    const found = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, values.hiddenTopicIds));
    if (found.length !== values.hiddenTopicIds.length) throw badRequest(words('error.unknownTopic'));
  }
  // Choosing the daily digest starts its first day now: no digest of the past.
  const digest =
    values.newQuestionAlerts === undefined ? {} : { questionDigestFrom: values.newQuestionAlerts === 'daily' ? DIGEST_FROM_NOW : null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userSettings)
      .values({ userId, ...values, ...digest })
      .onConflictDoUpdate({
        target: userSettings.userId,
        // Choosing 'daily' again keeps the day already running.
        set: {
          ...values,
          ...(values.newQuestionAlerts === 'daily'
            ? { questionDigestFrom: sql`coalesce(${userSettings.questionDigestFrom}, ${DIGEST_FROM_NOW})` }
            : digest),
          updatedAt: sql`now()`,
        },
      })
      .returning();
    // Hidden topics and words are part of the member's reader view, which read caches keep.
    await emitEvent(tx, { type: 'reader.changed', userId, payload: {} });
    // Any email choice makes the unsubscribe links already emailed stop working.
    if (EMAIL_SETTINGS.some((key) => key in values)) await rotateUnsubscribeToken(tx, userId);
    return presentSettings(row);
  });
}
