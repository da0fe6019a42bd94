/**
 * Database access for people's profiles: reading a user, counting their posts, and the
 * rate-limited status and name changes (spec §9: status once per 7 days, name once per 30),
 * and closing an account.
 */
import { and, count, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { badRequest, conflict, unauthorized } from '../../errors';
import { NAME_CHANGE_DAYS, STATUS_CHANGE_DAYS } from '../../../common/constants';
import { tooSoonMessage } from '../../shared/change-window';
import { emitEvent } from '../../events/outbox';
import { hiddenFilter } from '../../shared/auto-hide';
import type { Actor } from '../../auth/policy';
import { ACCOUNT_CLOSED_EVENT } from '../../events/stream-ends';
import { ERASED_PERSONAL_FIELDS } from '../../shared/removal';
import type { AgeBand } from '../../../common/constants';
import { storeAgeBand } from '../../shared/age';
import {
  answers,
  identities,
  notifications,
  questions,
  sessions,
  topicFollows,
  questionFollows,
  pushState,
  pushSubscriptions,
  topics,
  users,
  userSettings,
  type UserRow,
} from '../../db/schema/index';
import { assertNameAllowed } from '../../shared/names';
import { words } from '../../i18n/messages';
import { createNotification } from '../../shared/notify';
import { live } from '../../shared/live';

/**
 * Finds an open account.
 * @param db database or transaction
 * @param id user id
 * @returns the user row, or null when there is no such user or the account is closed
 */
export async function findActiveUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live(users)))
    .limit(1);
  return row ?? null;
}

/**
 * Counts a person's questions and answers that are not deleted. Answers under a deleted
 * question are gone from every read, so they are not counted either; posts hidden pending
 * review count only for a viewer who may read them (their author and staff).
 * @param db database or transaction
 * @param params `viewer` who is looking; `userId` whose posts to count; `includeAnonymous`
 *   true only when the viewer may know the person wrote their anonymous posts (the person themself)
 * @returns `{ questionsCount, answersCount }`
 */
export async function countUserPosts(
  db: Db,
  params: { viewer: NonNullable<Actor>; userId: number; includeAnonymous: boolean },
): Promise<{ questionsCount: number; answersCount: number }> {
  const { userId, includeAnonymous, viewer } = params;
  const [[q], [a]] = await Promise.all([
    db
      .select({ n: count() })
      .from(questions)
      .where(
        and(
          eq(questions.authorId, userId),
          live(questions),
          hiddenFilter(questions, viewer),
          includeAnonymous ? undefined : eq(questions.isAnonymous, false),
        ),
      ),
    db
      .select({ n: count() })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          eq(answers.authorId, userId),
          live(answers),
          live(questions),
          hiddenFilter(answers, viewer),
          hiddenFilter(questions, viewer),
          includeAnonymous ? undefined : eq(answers.isAnonymous, false),
        ),
      ),
  ]);
  return { questionsCount: Number(q?.n ?? 0), answersCount: Number(a?.n ?? 0) };
}

/** The fields that record when a rate-limited change last happened. */
type LastChangedField = 'statusLastChanged' | 'nameLastChanged';

/**
 * Applies a change only when the previous one is at least `days` old (or never happened),
 * in one UPDATE ... WHERE ... RETURNING, so two concurrent requests cannot both pass.
 * Sets `lastChanged` to the database's now(), and writes a `profile.changed` event addressed
 * to the member in the same transaction (what others see of them changed).
 * @param db database or transaction
 * @param params `userId`; `lastChanged` the field holding the time of the previous change;
 *   `days` the minimum gap in days; `values` the fields to set
 * @returns the updated row, or null when the gap has not passed (or the account is closed)
 */
export async function updateAtMostEvery(
  db: Db,
  params: {
    userId: number;
    lastChanged: LastChangedField;
    days: number;
    values: Partial<Pick<UserRow, 'status' | 'statusSituation' | 'firstName' | 'lastName'>>;
  },
): Promise<UserRow | null> {
  const { userId, lastChanged, days, values } = params;
  const column = users[lastChanged];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...values, [lastChanged]: sql`now()` })
      .where(and(eq(users.id, userId), live(users), or(isNull(column), lte(column, sql`now() - make_interval(days => ${days})`))))
      .returning();
    if (!row) return null;
    // Others see the name and status on cards: read caches (and cached sessions) drop what shows this member.
    await emitEvent(tx, { type: 'profile.changed', userId, payload: {} });
    return row;
  });
}

/**
 * Changes a person's status (and healing situation), at most once every STATUS_CHANGE_DAYS.
 * Choosing what they already have changes nothing and starts no new waiting period.
 * @param params.me the person's current row; status and statusSituation (validated)
 * @returns the person's row after the change
 * @throws AppError 400 'You can change your status again on …' inside the waiting period;
 *   401 when the account closed meanwhile
 */
export async function changeStatus(
  db: Db,
  params: { me: UserRow; status: NonNullable<UserRow['status']>; statusSituation: string | null },
): Promise<UserRow> {
  const { me, status, statusSituation } = params;
  if (me.status === status && me.statusSituation === statusSituation) return me;
  const updated = await updateAtMostEvery(db, {
    userId: me.id,
    lastChanged: 'statusLastChanged',
    days: STATUS_CHANGE_DAYS,
    values: { status, statusSituation },
  });
  if (updated) return updated;
  const current = await findActiveUser(db, me.id);
  if (!current) throw unauthorized();
  throw badRequest(tooSoonMessage('status', current.statusLastChanged ?? new Date(), STATUS_CHANGE_DAYS));
}

/**
 * Changes a person's display name, at most once every NAME_CHANGE_DAYS. The same name again
 * changes nothing and starts no new waiting period.
 * @param params.me the person's current row; firstName; lastName ('' or null for none)
 * @returns the person's row after the change
 * @throws AppError 400 'You can change your name again on …' inside the waiting period, or
 *   RESERVED_NAME_MESSAGE for a name that reads as MindSpace, its Safety Team or its staff;
 *   401 when the account closed meanwhile
 */
export async function changeName(db: Db, params: { me: UserRow; firstName: string; lastName: string | null }): Promise<UserRow> {
  const { me, firstName } = params;
  const lastName = params.lastName || null;
  if (me.firstName === firstName && (me.lastName || null) === lastName) return me;
  assertNameAllowed(firstName, lastName);
  const updated = await updateAtMostEvery(db, {
    userId: me.id,
    lastChanged: 'nameLastChanged',
    days: NAME_CHANGE_DAYS,
    values: { firstName, lastName },
  });
  if (updated) return updated;
  const current = await findActiveUser(db, me.id);
  if (!current) throw unauthorized();
  throw badRequest(tooSoonMessage('name', current.nameLastChanged ?? new Date(), NAME_CHANGE_DAYS));
}

/**
 * Closes an account now, in one transaction (the legal text promises removal or anonymisation
 * within 30 days). Personal fields are cleared, and sessions, sign-in
 * settings, identities, follows and notifications are deleted, and
 * the member's live-event streams are closed (`account.closed`). Posts and messages stay, shown as 'User'.
 * Anonymous posts keep their author id, so moderators can still act on them (legal text).
 * Setting `deletedAt` schedules the purge of what remains (votes, views, feedback, reports
 * filed, message words, events…) within PURGE_AFTER_DAYS (`features/purge`).
 * @param userId the account to close
 */
export async function closeAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        deletedAt: new Date(),
        ...ERASED_PERSONAL_FIELDS,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Every device stops receiving pushes (the session's deletion would take most, not a stray one).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(pushState).where(eq(pushState.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(identities).where(eq(identities.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(questionFollows).where(eq(questionFollows.userId, userId));
    const followed = await tx.delete(topicFollows).where(eq(topicFollows.userId, userId)).returning({ topicId: topicFollows.topicId });
    for (const { topicId } of followed) {
      await tx
        .update(topics)
        .set({ followersCount: sql`greatest(${topics.followersCount} - 1, 0)` })
        .where(eq(topics.id, topicId));
    }
    // Closes the member's live-event streams on every instance.
    await emitEvent(tx, { type: ACCOUNT_CLOSED_EVENT, userId, payload: {} });
  });
}

/**
 * Completes onboarding (POST /api/users/me/onboarding): sets the display name, the picture
 * (the provider's when chosen, else none), the age band (with the under-18 settings: storeAgeBand)
 * and `onboardedAt`, once, and greets the new member with the welcome notification (the crisis lines
 * of the country they chose first, named in their language when they read it). The first name
 * chosen here starts no name-change waiting period.
 * @param params.me the person's row; firstName, lastName ('' for none); useProviderPicture; age
 *   (settleAge: the band and when it next changes)
 * @returns the person's row after onboarding
 * @throws AppError 400 RESERVED_NAME_MESSAGE (shared/names.ts); 409 when they already completed
 *   onboarding; 401 when the account closed meanwhile
 */
export async function completeOnboarding(
  db: Db,
  params: { me: UserRow; firstName: string; lastName: string; useProviderPicture: boolean; age: { band: AgeBand; changesAt: Date | null } },
): Promise<UserRow> {
  const { me, firstName, useProviderPicture } = params;
  assertNameAllowed(firstName, params.lastName || null);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        firstName,
        lastName: params.lastName || null,
        profileImageUrl: useProviderPicture ? sql`${users.providerPictureUrl}` : null,
        onboardedAt: sql`now()`,
      })
      .where(and(eq(users.id, me.id), isNull(users.onboardedAt), live(users)))
      .returning();
    if (!updated) return undefined;
    await storeAgeBand(tx, me.id, params.age);
    await createNotification(tx, me.id, 'welcome', welcomeWords(await settingsCountry(tx, me.id)), null);
    await emitEvent(tx, { type: 'profile.changed', userId: me.id, payload: {} });
    return { ...updated, ageBand: params.age.band, ageBandChangesAt: params.age.changesAt };
  });
  if (row) return row;
  if (!(await findActiveUser(db, me.id))) throw unauthorized();
  throw conflict(ALREADY_JOINED);
}

/**
 * The welcome notification's words: rendered when read, in the reader's language, with the crisis
 * lines of `country` (the US lines when none is chosen).
 * @param country the member's country setting (ISO 3166-1 alpha-2) or null
 */
export const welcomeWords = (country: string | null) => words('notification.welcome', { lines: { crisisLines: country } });

/** A member's country setting (whose crisis lines they are given), or null when not chosen. */
async function settingsCountry(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ country: userSettings.country }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.country ?? null;
}

/** The 409 of a second onboarding. */
export const ALREADY_JOINED = words('error.alreadyJoined');

/**
 * Keeps the age band of a member who joined before the age screen (POST /api/users/me/age), once.
 * @param params.me the member's row; age (settleAge)
 * @returns the member's row after
 * @throws AppError 409 when their band is known already
 */
export async function recordAgeBand(db: Db, params: { me: UserRow; age: { band: AgeBand; changesAt: Date | null } }): Promise<UserRow> {
  const row = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, params.me.id), isNull(users.ageBand)))
      .for('update');
    if (!claimed) return undefined;
    await storeAgeBand(tx, params.me.id, params.age);
    await emitEvent(tx, { type: 'profile.changed', userId: params.me.id, payload: {} });
    const [updated] = await tx.select().from(users).where(eq(users.id, params.me.id));
    return updated;
  });
  if (!row) throw conflict(AGE_KNOWN);
  return row;
}

/** The 409 of a second answer to the age question. */
export const AGE_KNOWN = words('error.ageKnown');
