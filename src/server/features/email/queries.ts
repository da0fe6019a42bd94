/**
 * Database side of email notifications: who has something unseen that is due an email, the
 * claim that makes one instance (and only one) send it, and the one-click unsubscribe.
 *
 * "Unseen" means: an unread notification of an emailed type, or an unread message from someone
 * else (created after the member's `lastReadAt` in that conversation), created after the last
 * email's `coveredUntil` and within the last week. Times are compared with the job's own clock
 * (`now`), never the database's, so the job can be driven with any clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import { subMinutes } from 'date-fns';
import { millisecondsInWeek } from 'date-fns/constants';
import type { Db } from '../../db/connect';
import { emailState, userSettings, users } from '../../db/schema/index';
import { newUnsubscribeToken } from '../../shared/unsubscribe-token';
import { execute } from '../../db/execute';
import { isLiveRow, liveAs } from '../../shared/live';

/** The kinds of email a member can turn on or off. */
export const EMAIL_KINDS = ['messages', 'replies', 'moderation'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Notification types that can lead to an email, by kind. Others (e.g. 'welcome') never do. */
export const NOTIFICATION_TYPES_BY_KIND = {
  replies: ['answer', 'comment'],
  moderation: ['report-reviewed', 'role-changed', 'sanction', 'removal', 'restored', 'hidden'],
} as const satisfies Record<Exclude<EmailKind, 'messages'>, readonly string[]>;

/** Things older than this (ms) are never emailed about: a week. */
export const EMAIL_LOOKBACK_MS = millisecondsInWeek;

/** How many members one run of the job looks at; the rest wait for the next run. */
export const EMAIL_BATCH_USERS = 200;

export type PendingCounts = Record<EmailKind, number>;

export type Claim = {
  userId: number;
  email: string;
  firstName: string | null;
  unsubscribeToken: string;
  counts: PendingCounts;
  /** The state before this claim, to put back when sending fails. */
  previous: { coveredUntil: Date | null };
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** SQL: unread notifications of `types` for `userCol`, created in (since, until]. */
function notificationsWhere(userCol: ReturnType<typeof sql>, types: readonly string[], since: ReturnType<typeof sql>, until: Date) {
  return sql`n.user_id = ${userCol} and n.is_read = false and n.type in (${inList(types)})
    and n.created_at > ${since} and n.created_at <= ${ts(until)}`;
}

/** SQL: unread messages from others to `userCol`, created in (since, until]. */
function messagesFromWhere(userCol: ReturnType<typeof sql>, since: ReturnType<typeof sql>, until: Date) {
  return sql`conversation_participants p join messages m on m.conversation_id = p.conversation_id
    where p.user_id = ${userCol} and m.sender_id <> ${userCol} and ${liveAs('m')}
      and m.created_at > p.last_read_at and m.created_at > ${since} and m.created_at <= ${ts(until)}`;
}

/**
 * Members due an email at `now`: an open account with an address, no email in the last
 * `batchMinutes`, and at least one unseen item of a kind they want that has waited at least
 * `batchMinutes` (so they had the chance to see it on the site, and what follows joins it).
 * @param db database
 * @param params `now` the job's clock; `batchMinutes` EMAIL_BATCH_MINUTES
 * @returns up to EMAIL_BATCH_USERS user ids, ascending
 */
export async function findDueMembers(db: Db, params: { now: Date; batchMinutes: number }): Promise<number[]> {
  const { now } = params;
  const ready = subMinutes(now, params.batchMinutes);
  const lookback = new Date(now.getTime() - EMAIL_LOOKBACK_MS);
  const since = sql`greatest(s.covered_until, ${ts(lookback)})`;
  const allTypes = [...NOTIFICATION_TYPES_BY_KIND.replies, ...NOTIFICATION_TYPES_BY_KIND.moderation];
  const u = sql`u.id`;
  const result = await execute<{ id: number }>(
    db,
    sql`
    select u.id from users u
    left join email_state s on s.user_id = u.id
    left join user_settings us on us.user_id = u.id
    where ${liveAs('u')} and coalesce(u.email, '') <> ''
      and (s.last_sent_at is null or s.last_sent_at <= ${ts(ready)})
      and u.id in (
        select n.user_id from notifications n
          where n.is_read = false and n.type in (${inList(allTypes)})
            and n.created_at > ${ts(lookback)} and n.created_at <= ${ts(ready)}
        union
        select p.user_id from conversations c join conversation_participants p on p.conversation_id = c.id
          where c.last_message_at > ${ts(lookback)} and c.last_message_at > p.last_read_at
      )
      and (
        (coalesce(us.email_replies, true) and exists (select 1 from notifications n
          where ${notificationsWhere(u, NOTIFICATION_TYPES_BY_KIND.replies, since, ready)}))
        or (coalesce(us.email_moderation, true) and exists (select 1 from notifications n
          where ${notificationsWhere(u, NOTIFICATION_TYPES_BY_KIND.moderation, since, ready)}))
        or (coalesce(us.email_messages, true) and exists (select 1 from ${messagesFromWhere(u, since, ready)}))
      )
    order by u.id
    limit ${EMAIL_BATCH_USERS}`,
  );
  return result.map((r) => Number(r.id));
}

/**
 * Claims one member's email, in a transaction of its own: locks their `email_state` row with
 * `FOR UPDATE SKIP LOCKED` (another instance working on them makes this return null at once),
 * re-checks at send time what is still unseen and wanted, and, when something is due, records
 * the email as sent at `now` covering everything up to `now`. The caller sends after commit and
 * calls `releaseClaim` if sending fails. Running it again within the batch window claims nothing.
 * @returns what to write about, or null when nothing is due (or someone else has the member)
 */
export async function claimEmail(db: Db, params: { userId: number; now: Date; batchMinutes: number }): Promise<Claim | null> {
  const { userId, now } = params;
  const ready = subMinutes(now, params.batchMinutes);
  const lookback = new Date(now.getTime() - EMAIL_LOOKBACK_MS);
  return db.transaction(async (tx) => {
    await tx
      .insert(emailState)
      .values({ userId, unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoNothing({ target: emailState.userId });
    const locked = await execute<LockedRow>(
      tx,
      sql`
      select s.unsubscribe_token, s.last_sent_at, s.covered_until, u.email, u.first_name,
        coalesce(us.email_messages, true) as messages, coalesce(us.email_replies, true) as replies,
        coalesce(us.email_moderation, true) as moderation
      from email_state s
      join users u on u.id = s.user_id
      left join user_settings us on us.user_id = s.user_id
      where s.user_id = ${userId} and (s.last_sent_at is null or s.last_sent_at <= ${ts(ready)})
        and ${liveAs('u')} and coalesce(u.email, '') <> ''
      for update of s skip locked`,
    );
    const row = locked[0];
    if (!row) return null;
    const coveredUntil = row.covered_until ? new Date(row.covered_until) : null;
    const since = ts(coveredUntil && coveredUntil > lookback ? coveredUntil : lookback);
    const me = sql`${userId}::int`;
    const pending = await execute<PendingRow>(
      tx,
      sql`
      select
        (select count(*) from notifications n where ${notificationsWhere(me, NOTIFICATION_TYPES_BY_KIND.replies, since, now)}) as replies,
        (select min(n.created_at) from notifications n where ${notificationsWhere(me, NOTIFICATION_TYPES_BY_KIND.replies, since, now)}) as replies_oldest,
        (select count(*) from notifications n where ${notificationsWhere(me, NOTIFICATION_TYPES_BY_KIND.moderation, since, now)}) as moderation,
        (select min(n.created_at) from notifications n where ${notificationsWhere(me, NOTIFICATION_TYPES_BY_KIND.moderation, since, now)}) as moderation_oldest,
        (select count(*) from ${messagesFromWhere(me, since, now)}) as messages,
        (select min(m.created_at) from ${messagesFromWhere(me, since, now)}) as messages_oldest`,
    );
    const p = pending[0];
    const counts: PendingCounts = { messages: 0, replies: 0, moderation: 0 };
    let oldest: Date | null = null;
    for (const kind of EMAIL_KINDS) {
      if (!row[kind]) continue;
      counts[kind] = Number(p[kind]);
      const first = p[`${kind}_oldest`];
      if (counts[kind] > 0 && first && (!oldest || new Date(first) < oldest)) oldest = new Date(first);
    }
    if (!oldest || oldest > ready) return null;
    // Each email carries a token of its own: the links of earlier emails stop working.
    const unsubscribeToken = newUnsubscribeToken();
    await tx.update(emailState).set({ lastSentAt: now, coveredUntil: now, unsubscribeToken }).where(eq(emailState.userId, userId));
    return {
      userId,
      email: row.email,
      firstName: row.first_name,
      unsubscribeToken,
      counts,
      previous: { coveredUntil },
    };
  });
}

type LockedRow = {
  unsubscribe_token: string;
  last_sent_at: string | Date | null;
  covered_until: string | Date | null;
  email: string;
  first_name: string | null;
} & Record<EmailKind, boolean>;

type PendingRow = Record<EmailKind, number | string> & Record<`${EmailKind}_oldest`, string | Date | null>;

/**
 * After a failed send: puts `coveredUntil` back, so the same items are tried again once the
 * batch window has passed (`lastSentAt` stays, so a broken mail server is not retried every
 * minute). Does nothing if the row has moved on since (compare-and-set on `lastSentAt`).
 */
export async function releaseClaim(db: Db, claim: Claim, now: Date): Promise<void> {
  await db
    .update(emailState)
    .set({ coveredUntil: claim.previous.coveredUntil })
    .where(and(eq(emailState.userId, claim.userId), eq(emailState.lastSentAt, now)));
}

/**
 * Finds whose unsubscribe token this is.
 * @returns the user id, or null for an unknown or malformed token (or a closed account)
 */
export async function userForUnsubscribeToken(db: Db, token: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: emailState.userId, deletedAt: users.deletedAt })
    .from(emailState)
    .innerJoin(users, eq(users.id, emailState.userId))
    .where(eq(emailState.unsubscribeToken, token));
  return row && isLiveRow(row) ? row.userId : null;
}

/**
 * Turns every kind of email off for a member (the one-click unsubscribe). Idempotent.
 * @param db database or transaction
 * @param userId the member
 */
export async function turnOffAllEmail(db: Db, userId: number): Promise<void> {
  const off = { emailMessages: false, emailReplies: false, emailModeration: false };
  await db
    .insert(userSettings)
    .values({ userId, ...off })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...off, updatedAt: new Date() } });
}
