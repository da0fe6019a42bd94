/**
 * Database side of Web Push: the VAPID keys, members' subscriptions, and the two
 * claims of the push job — turning a member's new live events into deliveries, and leasing
 * deliveries to send — each built so that with several instances exactly one does the work.
 */
import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { millisecondsInMinute } from 'date-fns/constants';
import type { Db } from '../../db/connect';
import type { Config } from '../../config';
import { pushDeliveries, pushState, pushSubscriptions, pushVapidKeys, userSettings } from '../../db/schema/index';
import { execute } from '../../db/execute';
import { liveAs } from '../../shared/live';

/** What a push tells: the kind of thing waiting, never whose or what words. */
export const PUSH_KINDS = ['message', 'reply', 'checkIn', 'moderation', 'newQuestion'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Notification types pushed, by kind (other types, e.g. 'welcome' or 'followed-answer', are not). */
const NOTIFICATION_KINDS: Record<string, PushKind> = {
  answer: 'reply',
  comment: 'reply',
  'report-reviewed': 'moderation',
  'role-changed': 'moderation',
  sanction: 'moderation',
  removal: 'moderation',
  restored: 'moderation',
  hidden: 'moderation',
  'new-question': 'newQuestion',
  'new-questions-digest': 'newQuestion',
};

/** Live events older than this (ms) are never pushed: a push is news, not a history. */
export const PUSH_LOOKBACK_MS = 10 * millisecondsInMinute;
/** How long a leased delivery is another instance's (ms), longer than a send's timeout. */
export const PUSH_LEASE_MS = millisecondsInMinute;
/** A delivery that failed this many times is given up (the notification stays on the site). */
export const PUSH_MAX_ATTEMPTS = 5;
/** Members one run turns into deliveries, and deliveries one run sends; the rest wait for the next run. */
export const PUSH_BATCH = 200;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type VapidKeys = { publicKey: string; privateKey: string };

const keptKeys = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else the pair kept
 * in the database, made the first time it is asked for (insert-if-absent, so two instances
 * starting together keep one pair). Remembered per database handle.
 * @param db database
 * @param config the `push` part of the configuration
 */
export function vapidKeys(db: Db, config: Pick<Config, 'push'>): Promise<VapidKeys> {
  if (config.push.vapidKeys) return Promise.resolve(config.push.vapidKeys);
  let keys = keptKeys.get(db);
  if (!keys) {
    keys = (async () => {
      const made = webpush.generateVAPIDKeys();
      await db
        .insert(pushVapidKeys)
        .values({ id: 1, ...made })
        .onConflictDoNothing();
      const [row] = await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys);
      return row;
    })();
    keys.catch(() => keptKeys.delete(db));
    keptKeys.set(db, keys);
  }
  return keys;
}

/**
 * Saves a device's subscription for the signed-in member and session; the same endpoint again
 * replaces its keys, owner and session (a browser has one endpoint per site). When it is the
 * member's first device, pushes start from now: nothing that happened before is pushed.
 * @param db database
 * @param s member, session id, endpoint, keys and the device's IANA time zone (null: UTC)
 */
export async function saveSubscription(
  db: Db,
  s: { userId: number; sessionId: string; endpoint: string; p256dh: string; auth: string; timeZone: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await execute(
      tx,
      sql`insert into push_state (user_id, last_event_id)
        select ${s.userId}::int, coalesce((select max(id) from events), 0)
        where not exists (select 1 from push_subscriptions where user_id = ${s.userId}::int and endpoint <> ${s.endpoint})
        on conflict (user_id) do update set last_event_id = excluded.last_event_id`,
    );
    const values = { userId: s.userId, sessionId: s.sessionId, p256dh: s.p256dh, auth: s.auth, timeZone: s.timeZone };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: s.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  });
}

/**
 * Deletes one of the member's subscriptions by endpoint (none of theirs: nothing happens).
 * @param db database
 * @param s the member and the endpoint
 */
export async function deleteSubscription(db: Db, s: { userId: number; endpoint: string }): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, s.userId), eq(pushSubscriptions.endpoint, s.endpoint)));
}

/**
 * Members with live events after their push mark (within PUSH_LOOKBACK_MS of `now`).
 * @param db database
 * @param now the job's clock
 * @returns up to PUSH_BATCH user ids
 */
export async function findPushDueMembers(db: Db, now: Date): Promise<number[]> {
  const rows = await execute<{ user_id: number }>(
    db,
    sql`select distinct e.user_id from events e
      join push_state ps on ps.user_id = e.user_id
      where e.created_at > ${ts(new Date(now.getTime() - PUSH_LOOKBACK_MS))} and e.id > ps.last_event_id
        and e.type in ('notification.created', 'message.created')
      limit ${PUSH_BATCH}`,
  );
  return rows.map((r) => Number(r.user_id));
}

type ItemRow = {
  id: number | string;
  notification_type: string | null;
  link: string | null;
  conversation_id: number | null;
  sender_role: string | null;
  pending: boolean;
};

type SettingsRow = Pick<
  typeof userSettings.$inferSelect,
  | 'pushMessages'
  | 'pushReplies'
  | 'pushCheckIns'
  | 'pushModeration'
  | 'pushNewQuestions'
  | 'pushQuietFrom'
  | 'pushQuietTo'
  | 'newQuestionAlerts'
>;

/** Whether a member's choices let a kind be pushed. */
function wanted(kind: PushKind, s: SettingsRow | undefined): boolean {
  if (!s) return kind !== 'newQuestion';
  const on: Record<PushKind, boolean> = {
    message: s.pushMessages,
    reply: s.pushReplies,
    checkIn: s.pushCheckIns,
    moderation: s.pushModeration,
    newQuestion: s.pushNewQuestions && s.newQuestionAlerts !== 'off',
  };
  return on[kind];
}

/**
 * Whether a moment falls in quiet hours on a device.
 * @param now the moment
 * @param timeZone the device's IANA zone (null, or one the runtime does not know: UTC)
 * @param from start of quiet hours, minutes after midnight; null: no quiet hours
 * @param to end, minutes after midnight (before `from`: the hours run past midnight)
 */
export function inQuietHours(now: Date, timeZone: string | null, from: number | null, to: number | null): boolean {
  if (from === null || to === null || from === to) return false;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZone ?? 'UTC',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return inQuietHours(now, 'UTC', from, to);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minute = part('hour') * 60 + part('minute');
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * Turns one member's new live events into deliveries, in one transaction: locks their push mark
 * with `FOR UPDATE SKIP LOCKED` (another instance on them: returns 0 at once), reads their
 * `notification.created` and `message.created` events after it, keeps notifications still unread,
 * messages from others still there, of a kind they want (a message from the Safety Team is a check-in), writes one delivery per kind
 * and link to each device not in quiet hours, and moves the mark past every event read.
 * @param db database
 * @param params the member and the job's clock
 * @returns how many deliveries were written
 */
export async function claimPushes(db: Db, params: { userId: number; now: Date }): Promise<number> {
  const { userId, now } = params;
  return db.transaction(async (tx) => {
    const [mark] = await execute<{ last_event_id: number | string }>(
      tx,
      sql`select last_event_id from push_state where user_id = ${userId} for update skip locked`,
    );
    if (!mark) return 0;
    const items = await execute<ItemRow>(
      tx,
      sql`select e.id, n.type as notification_type, n.link, m.conversation_id, sender.role as sender_role,
          case when n.id is not null then not n.is_read
               else m.id is not null and ${liveAs('m')} and m.sender_id <> e.user_id end as pending
        from events e
        left join notifications n on e.type = 'notification.created' and n.id = (e.payload->>'id')::int and n.user_id = e.user_id
        left join messages m on e.type = 'message.created' and m.id = (e.payload->>'messageId')::int
        left join users sender on sender.id = m.sender_id
        where e.id > ${Number(mark.last_event_id)} and e.user_id = ${userId}
          and e.created_at > ${ts(new Date(now.getTime() - PUSH_LOOKBACK_MS))}
          and e.type in ('notification.created', 'message.created')
        order by e.id`,
    );
    if (items.length === 0) return 0;
    const [settings] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
    const pushes = new Map<string, { kind: PushKind; link: string }>();
    for (const item of items) {
      if (!item.pending) continue;
      const kind: PushKind | undefined = item.conversation_id
        ? item.sender_role === 'system'
          ? 'checkIn'
          : 'message'
        : NOTIFICATION_KINDS[item.notification_type ?? ''];
      if (!kind || !wanted(kind, settings)) continue;
      const link = item.conversation_id ? `/messages?conversation=${item.conversation_id}` : (item.link ?? '/notifications');
      pushes.set(`${kind} ${link}`, { kind, link });
    }
    const devices = await tx
      .select({ id: pushSubscriptions.id, timeZone: pushSubscriptions.timeZone })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const awake = devices.filter((d) => !inQuietHours(now, d.timeZone, settings?.pushQuietFrom ?? null, settings?.pushQuietTo ?? null));
    const rows = awake.flatMap((d) => [...pushes.values()].map((p) => ({ subscriptionId: d.id, ...p, nextAttemptAt: now })));
    if (rows.length > 0) await tx.insert(pushDeliveries).values(rows);
    const last = Math.max(...items.map((i) => Number(i.id)));
    await tx.update(pushState).set({ lastEventId: last }).where(eq(pushState.userId, userId));
    return rows.length;
  });
}

/** A leased delivery with what sending it needs. */
export type LeasedDelivery = {
  id: number;
  kind: PushKind;
  link: string;
  attempts: number;
  subscriptionId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * Leases the deliveries due at `now` in one statement: the rows are picked with `FOR UPDATE
 * SKIP LOCKED` and moved PUSH_LEASE_MS on, so no other instance picks them while this one sends.
 * @param db database
 * @param now the job's clock
 * @returns up to PUSH_BATCH deliveries, oldest due first
 */
export async function leaseDeliveries(db: Db, now: Date): Promise<LeasedDelivery[]> {
  const rows = await execute<{
    id: number;
    kind: PushKind;
    link: string;
    attempts: number;
    subscription_id: number;
    user_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    db,
    sql`with due as (
        select id from push_deliveries where next_attempt_at <= ${ts(now)}
        order by next_attempt_at limit ${PUSH_BATCH} for update skip locked
      ), leased as (
        update push_deliveries d set next_attempt_at = ${ts(new Date(now.getTime() + PUSH_LEASE_MS))}, attempts = d.attempts + 1
        from due where d.id = due.id
        returning d.id, d.kind, d.link, d.attempts, d.subscription_id
      )
      select leased.*, s.user_id, s.endpoint, s.p256dh, s.auth
      from leased join push_subscriptions s on s.id = leased.subscription_id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    link: r.link,
    attempts: Number(r.attempts),
    subscriptionId: Number(r.subscription_id),
    userId: Number(r.user_id),
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
  }));
}

/**
 * Records how a send went: delivered deletes the delivery; gone (404/410 from the push service)
 * deletes the subscription and so its deliveries; failed moves it on by the backoff, or gives it
 * up after PUSH_MAX_ATTEMPTS.
 * @param db database
 * @param delivery the leased delivery
 * @param outcome what the send did
 * @param now the job's clock
 */
export async function recordDelivery(db: Db, delivery: LeasedDelivery, outcome: 'delivered' | 'gone' | 'failed', now: Date): Promise<void> {
  if (outcome === 'gone') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId));
  } else if (outcome === 'delivered' || delivery.attempts >= PUSH_MAX_ATTEMPTS) {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
  } else {
    await db
      .update(pushDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + pushBackoffMs(delivery.attempts)) })
      .where(eq(pushDeliveries.id, delivery.id));
  }
}

/**
 * The wait before the next try after `attempts` failed ones: 15 s, 1 min, 4 min, 16 min.
 * @param attempts tries so far (1 or more)
 * @returns milliseconds
 */
export function pushBackoffMs(attempts: number): number {
  return 15_000 * 4 ** (attempts - 1);
}
