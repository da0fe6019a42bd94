/**
 * Moderation: the report queue, flagged content, reviewing reports and deleting content.
 * Every write runs in one transaction together with its moderation_log row, notifications
 * and live events, so a failure leaves the database as it was.
 */
import { currentAgeBand } from '../../shared/age';
import { and, asc, desc, eq, inArray, lt, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import {
  answers,
  checkIns,
  comments,
  messages,
  moderationLog,
  questions,
  reportClaims,
  reports,
  users,
  userSettings,
} from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { createNotification } from '../../shared/notify';
import { adjustCounters, announceDeletion, removedByStaff, softDelete, undelete } from '../../shared/removal';
import { decodeQueueCursor, encodeQueueCursor, parseIdCursor, splitPage, type QueueCursor } from '../../shared/cursor';
import { presentAuthor } from '../../shared/presenters';
import type { TMemberRecord, TReportPage } from '../../../common/schemas/index';
import { DECISIONS_LINK, listSanctions, withHowToAppeal } from './sanctions';
import { loadTargets, targetKey, targetLiveSql, TARGET_LABELS } from '../../shared/targets';
import { announceRestore, isHideable, unhideContent } from '../../shared/auto-hide';
import type { Actor, RowPolicy } from '../../auth/policy';
import { PAGE_SIZE, REPORT_PRIORITIES, type DeletableTargetType, type ReportAction, type ReportPriority } from '../../../common/constants';
import { presentFlaggedItem, presentReport, type FlaggedItemView, type PersonInfo, type ReportRecord, type ReportView } from './presenters';
import { listCheckIns, presentCheckIn } from './check-in';
import { describeLogRows } from './log-labels';
import { execute } from '../../db/execute';
import { listNotes } from './notes';
import { claimLiveSql, claimsOf, QUEUE_CHANGED_EVENT, settleClaim } from './claims';
import { announceToStaff } from '../../shared/staff-events';
import { render, words, type Words } from '../../i18n/messages';
import { deletedAs, isDeletedRow } from '../../shared/live';
import type { Locale } from '../../../common/i18n/locales';

/** Flagged content shown at most (the most reported first). */
export const FLAGGED_LIMIT = 100;

/** The reviewing moderator, joined beside the reporter. */
const reviewer = alias(users, 'reviewer');

const reportSelection = {
  id: reports.id,
  status: reports.status,
  reason: reports.reason,
  description: reports.description,
  targetType: reports.targetType,
  targetId: reports.targetId,
  createdAt: reports.createdAt,
  system: reports.system,
  reporter: { id: users.id, firstName: users.firstName },
  reviewedBy: { id: reviewer.id, firstName: reviewer.firstName },
  reviewedAt: reports.reviewedAt,
};

/** Orders reviewed and resolved reports: most recently reviewed first. */
const reviewedOrderKey = sql`coalesce(${reports.reviewedAt}, ${reports.createdAt})`;

/** Reasons that make a card 'high': harm aimed at members. */
const HOSTILE_REASONS = ['harassment', 'hate'] as const;
/** Distinct reporters that make a card 'high' on their own. */
export const HIGH_PRIORITY_REPORTERS = 3;
/** Priorities from first to last; their index is the rank the queue sorts by. */
const PRIORITIES = REPORT_PRIORITIES;

/** A card's priority and size, for the presenter. */
type CardInfo = { priority: ReportPriority; reportCount: number; reasons: string[]; crisisFlag: boolean };

/** Attaches content, author, link and what is known of the member to report records (one query per target type). */
async function presentReports(db: Db, records: ReportRecord[], viewer: Actor, cards?: Map<number, CardInfo>): Promise<ReportView[]> {
  const targets = await loadTargets(
    db,
    records.map((r) => ({ type: r.targetType, id: r.targetId })),
  );
  const authorIds = [...new Set([...targets.values()].map((t) => t.author.id))];
  const openCards = await openCardsByMember(db, authorIds);
  const checkIns = await lastCheckIns(db, authorIds);
  const claims = await claimsOf(
    db,
    records.filter((r) => r.status === 'pending').map((r) => ({ type: r.targetType, id: r.targetId })),
  );
  return records.map((r) => {
    const target = targets.get(targetKey(r.targetType, r.targetId));
    const own = target ? (openCards.get(target.author.id) ?? 0) : 0;
    const person: PersonInfo = {
      otherOpenCards: Math.max(0, own - (r.status === 'pending' ? 1 : 0)),
      lastCheckIn: (target && checkIns.get(target.author.id)) ?? null,
      claimedBy: claims.get(targetKey(r.targetType, r.targetId)) ?? null,
    };
    return presentReport(r, target, viewer, cards?.get(r.id) ?? cardOfOne(r), person);
  });
}

/**
 * How many pending cards (reported targets) are about each member: their questions, answers,
 * comments and messages, and their profile.
 * @param memberIds the members asked about
 * @returns member id → number of pending cards (absent: none)
 */
async function openCardsByMember(db: Db, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const result = await execute<{ member_id: number; cards: number }>(
    db,
    sql`
    select member_id, count(*)::int as cards from (
      select distinct r.target_type, r.target_id, case r.target_type
        when 'question' then (select author_id from ${questions} where id = r.target_id)
        when 'answer' then (select author_id from ${answers} where id = r.target_id)
        when 'comment' then (select author_id from ${comments} where id = r.target_id)
        when 'message' then (select sender_id from ${messages} where id = r.target_id)
        else r.target_id end as member_id
      from ${reports} r where r.status = 'pending'
    ) cards where member_id in (${sql.join(
      memberIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}) group by member_id`,
  );
  return new Map(result.map((r) => [Number(r.member_id), Number(r.cards)]));
}

/**
 * The last check-in each member received, with who asked for it and from when another is possible.
 * @param memberIds the members asked about
 * @returns member id → last check-in (absent: none)
 */
async function lastCheckIns(db: Db, memberIds: number[]): Promise<Map<number, NonNullable<PersonInfo['lastCheckIn']>>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([checkIns.authorId], {
      authorId: checkIns.authorId,
      createdAt: checkIns.createdAt,
      sentBy: { id: users.id, firstName: users.firstName },
    })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.sentById))
    .where(inArray(checkIns.authorId, memberIds))
    .orderBy(checkIns.authorId, desc(checkIns.createdAt));
  return new Map(rows.map((r) => [r.authorId, presentCheckIn(r)]));
}

/** What settles a card's priority, for reports read in TypeScript (pendingCards computes the same in SQL). */
type PriorityInput = { reason: string; system: boolean; reporterId: number | null };

/**
 * The priority of a card from its reports: urgent for an at-risk report or a
 * crisis flag, high for HIGH_PRIORITY_REPORTERS or more reporters or harm aimed at members.
 */
function priorityOf(cardReports: PriorityInput[]): ReportPriority {
  if (cardReports.some((r) => r.reason === 'at-risk' || r.system)) return 'urgent';
  const reporterCount = new Set(cardReports.map((r) => r.reporterId ?? 0)).size;
  const hostile = cardReports.some((r) => (HOSTILE_REASONS as readonly string[]).includes(r.reason));
  return reporterCount >= HIGH_PRIORITY_REPORTERS || hostile ? 'high' : 'normal';
}

/** The card of a report shown on its own (reviewed reports): its own priority, one reporter. */
function cardOfOne(r: ReportRecord): CardInfo {
  const priority = priorityOf([{ reason: r.reason, system: r.system, reporterId: r.reporter?.id ?? null }]);
  return { priority, reportCount: 1, reasons: [r.reason], crisisFlag: r.system };
}

/**
 * Records how long a card waited for its first action (mindspace_report_first_action_seconds):
 * `priority` as the card had it, `seconds` from its first report to the action.
 */
export type FirstActionObserver = (priority: ReportPriority, seconds: number) => void;

/** Tells the observer how long the card the settled reports made up waited (nothing when none were pending). */
function observeFirstAction(settled: (PriorityInput & { createdAt: Date })[], observe: FirstActionObserver | undefined): void {
  if (!observe || settled.length === 0) return;
  const first = Math.min(...settled.map((r) => r.createdAt.getTime()));
  observe(priorityOf(settled), Math.max(0, Date.now() - first) / 1000);
}

/**
 * The dashboard counters and safety figures.
 * @returns pending: cards waiting (reported targets with a pending report, as the queue lists them); reviewedToday: reviewed or resolved since midnight UTC;
 *   resolved: all resolved reports; oldestUrgentSince: the first report of the longest-waiting
 *   urgent card (ISO; null: none waits); medianFirstActionSeconds: median seconds from a card's
 *   first report to its first action, over cards settled in the last 7 days (null: none)
 */
export async function reportCounts(db: Db): Promise<TReportPage['counts']> {
  const [row] = await db
    .select({
      // The queue lists one card per reported target, so 'Pending' counts cards, not reports.
      pending: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId})) filter (where ${reports.status} = 'pending')::int`,
      reviewedToday: sql<number>`count(*) filter (where ${reports.status} in ('reviewed', 'resolved')
        and ${reports.reviewedAt} >= (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'))::int`,
      resolved: sql<number>`count(*) filter (where ${reports.status} = 'resolved')::int`,
    })
    .from(reports);
  // A card settles all its pending reports at once (same reviewed_at), so one settled card is
  // one (target, reviewed_at) group; it waited from its first report.
  const [f] = await execute<{ oldest_urgent: string | Date | null; median_seconds: number | string | null }>(
    db,
    sql`
    select
      (select min(first_at) from (
        select min(created_at) as first_at from ${reports} where status = 'pending'
        group by target_type, target_id having bool_or(reason = 'at-risk' or system)
      ) urgent) as oldest_urgent,
      (select percentile_cont(0.5) within group (order by waited) from (
        select extract(epoch from reviewed_at - min(created_at)) as waited from ${reports}
        where status <> 'pending' and reviewed_at > now() - interval '7 days'
        group by target_type, target_id, reviewed_at
      ) settled) as median_seconds`,
  );
  return {
    ...row,
    oldestUrgentSince: f.oldest_urgent === null ? null : new Date(f.oldest_urgent).toISOString(),
    medianFirstActionSeconds: f.median_seconds === null ? null : Math.round(Number(f.median_seconds)),
  };
}

/**
 * The pending part of the queue, one card per reported target, risk first (decision 0020):
 * rank 0 'urgent' (a report for 'at-risk', or MindSpace Safety's crisis flag), rank 1 'high'
 * (HIGH_PRIORITY_REPORTERS or more distinct reporters, or harassment or hate), rank 2
 * 'normal'; within a priority, cards another moderator has claimed come after the rest;
 * then most reporters first, then oldest first. All computed in SQL, so the order and
 * the keyset cursor agree.
 * @param viewerId who is looking: their own claims do not move their cards back
 */
async function pendingCards(db: Db, viewerId: number, after: Extract<QueueCursor, { phase: 'p' }> | null, take: number) {
  const reporters = sql`count(distinct coalesce(${reports.reporterId}, 0))`;
  const hostile = sql.join(
    HOSTILE_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  // The card shows its most serious report: a member's at-risk report, MindSpace Safety's, then harm to members.
  const severity = sql`case when ${reports.reason} = 'at-risk' and not ${reports.system} then 0 when ${reports.system} then 1
    when ${reports.reason} in (${hostile}) then 2 else 3 end`;
  const cards = db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reportId: sql<number>`(array_agg(${reports.id} order by ${severity}, ${reports.createdAt}, ${reports.id}))[1]`.as('report_id'),
      reportCount: sql<number>`${reporters}::int`.as('report_count'),
      firstUs: sql<string>`(extract(epoch from min(${reports.createdAt})) * 1000000)::bigint`.as('first_us'),
      rank: sql<number>`(case when bool_or(${reports.reason} = 'at-risk' or ${reports.system}) then 0
        when ${reporters} >= ${HIGH_PRIORITY_REPORTERS} or bool_or(${reports.reason} in (${hostile})) then 1 else 2 end)`.as('rank'),
      crisisFlag: sql<boolean>`bool_or(${reports.system})`.as('crisis_flag'),
      reasons: sql<string[]>`array_agg(distinct ${reports.reason})`.as('reasons'),
    })
    .from(reports)
    .where(eq(reports.status, 'pending'))
    .groupBy(reports.targetType, reports.targetId)
    .as('cards');
  const claimedByOther = sql<number>`(case when ${reportClaims.moderatorId} <> ${viewerId}::int and ${claimLiveSql} then 1 else 0 end)`;
  const rows = await db
    .select({
      reportId: cards.reportId,
      reportCount: cards.reportCount,
      firstUs: sql<string>`${cards.firstUs}::text`,
      rank: cards.rank,
      claimed: claimedByOther,
      crisisFlag: cards.crisisFlag,
      reasons: cards.reasons,
    })
    .from(cards)
    .leftJoin(reportClaims, and(eq(reportClaims.targetType, cards.targetType), eq(reportClaims.targetId, cards.targetId)))
    .where(
      after
        ? sql`(${cards.rank}, ${claimedByOther}, -${cards.reportCount}, ${cards.firstUs}, ${cards.reportId})
            > (${after.rank}, ${after.claimed}::int, ${-after.count}, ${after.firstUs}::bigint, ${after.id})`
        : undefined,
    )
    .orderBy(asc(cards.rank), asc(claimedByOther), desc(cards.reportCount), asc(cards.firstUs), asc(cards.reportId))
    .limit(take);
  return rows.map((r) => ({ ...r, rank: Number(r.rank), claimed: Number(r.claimed) }));
}

/**
 * One page of the report queue: the pending cards risk first (see pendingCards), then the
 * reviewed and resolved reports newest reviewed first, PAGE_SIZE per page.
 * @param db the database
 * @param viewer the moderator or admin asking
 * @param cursor the previous page's nextCursor
 * @returns `{ items, nextCursor, counts }`; a pending item stands for its whole card and
 *   carries `priority` and `reportCount`
 * @throws AppError 400 for a malformed cursor
 */
export async function listReports(db: Db, viewer: NonNullable<Actor>, cursor: string | undefined) {
  const after = decodeQueueCursor(cursor);
  const take = PAGE_SIZE + 1;
  const rows: ReportRecord[] = [];
  const cardInfo = new Map<number, CardInfo>();
  const cardKeys = new Map<number, string>();
  if (!after || after.phase === 'p') {
    const cards = await pendingCards(db, viewer.id, after, take);
    const byId = new Map(
      (
        await db
          .select(reportSelection)
          .from(reports)
          .leftJoin(users, eq(users.id, reports.reporterId))
          .leftJoin(reviewer, eq(reviewer.id, reports.reviewedById))
          .where(inArray(reports.id, cards.length ? cards.map((c) => c.reportId) : [0]))
      ).map((r) => [r.id, toRecord(r)]),
    );
    for (const c of cards) {
      const record = byId.get(c.reportId);
      if (!record) continue;
      rows.push(record);
      cardInfo.set(c.reportId, { priority: PRIORITIES[c.rank], reportCount: c.reportCount, reasons: c.reasons, crisisFlag: c.crisisFlag });
      cardKeys.set(
        c.reportId,
        encodeQueueCursor({ phase: 'p', rank: c.rank, claimed: c.claimed, count: c.reportCount, firstUs: c.firstUs, id: c.reportId }),
      );
    }
  }
  if (rows.length < take) {
    const rest = await db
      .select(reportSelection)
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterId))
      .leftJoin(reviewer, eq(reviewer.id, reports.reviewedById))
      .where(
        and(
          ne(reports.status, 'pending'),
          after?.phase === 'r'
            ? sql`(${reviewedOrderKey}, ${reports.id}) <
                (select coalesce(r.reviewed_at, r.created_at), r.id from reports r where r.id = ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(reviewedOrderKey), desc(reports.id))
      .limit(take - rows.length);
    rows.push(...rest.map(toRecord));
  }
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > PAGE_SIZE && last
      ? last.status === 'pending'
        ? cardKeys.get(last.id)!
        : encodeQueueCursor({ phase: 'r', id: last.id })
      : null;
  return { items: await presentReports(db, page, viewer, cardInfo), nextCursor, counts: await reportCounts(db) };
}

/** A selected report row as a record; a system report's reporter is null. */
function toRecord(row: {
  id: number;
  status: ReportRecord['status'];
  reason: string;
  description: string | null;
  targetType: ReportRecord['targetType'];
  targetId: number;
  createdAt: Date;
  system: boolean;
  reporter: { id: number; firstName: string | null } | null;
  reviewedBy: { id: number; firstName: string | null } | null;
  reviewedAt: Date | null;
}): ReportRecord {
  return { ...row, reporter: row.system ? null : row.reporter };
}

/**
 * Targets with at least one pending report that are still live, most reported first (then
 * most recently reported), at most FLAGGED_LIMIT.
 */
export async function listFlagged(db: Db): Promise<FlaggedItemView[]> {
  const groups = await db
    .select({
      type: reports.targetType,
      id: reports.targetId,
      reportCount: sql<number>`count(*)::int`,
    })
    .from(reports)
    .where(and(eq(reports.status, 'pending'), targetLiveSql(reports.targetType, reports.targetId)))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${reports.createdAt})`), asc(reports.targetType), desc(reports.targetId))
    .limit(FLAGGED_LIMIT);
  const targets = await loadTargets(db, groups);
  return groups.flatMap((g) => {
    const t = targets.get(targetKey(g.type, g.id));
    return t?.live ? [presentFlaggedItem(t, g.reportCount)] : [];
  });
}

/** Loads one report with its reporter, for the response of a review. */
async function getReportRecord(db: Db, reportId: number): Promise<ReportRecord | undefined> {
  const [row] = await db
    .select(reportSelection)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(reviewer, eq(reviewer.id, reports.reviewedById))
    .where(eq(reports.id, reportId));
  return row && toRecord(row);
}

/**
 * Reviews a pending report and with it its whole card (every pending report on the same
 * target): resolve → 'resolved' (acted on; content hidden pending review stays
 * hidden), dismiss → 'reviewed' (looked at, nothing to do; hidden content comes
 * back). Logs the action and thanks each member who reported, in one transaction.
 * @param db the database
 * @param actor the moderator or admin
 * @param reportId the report (any report of the card)
 * @param action resolve or dismiss
 * @param observe told how long the card waited (the first-action histogram)
 * @returns the updated report, presented for the actor
 * @throws AppError 404 unknown report; 409 when it is not pending any more
 */
export async function reviewReport(
  db: Db,
  actor: NonNullable<Actor>,
  reportId: number,
  action: ReportAction,
  observe?: FirstActionObserver,
): Promise<ReportView> {
  const settledCard = await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ status: reports.status, targetType: reports.targetType, targetId: reports.targetId })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw notFound('Report');
    // The status condition makes the review atomic: of two moderators at once, one wins.
    const updated = await tx
      .update(reports)
      .set({ status: action === 'resolve' ? 'resolved' : 'reviewed', reviewedById: actor.id, reviewedAt: sql`now()` })
      .where(and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'pending')))
      .returning({
        id: reports.id,
        reporterId: reports.reporterId,
        reason: reports.reason,
        system: reports.system,
        createdAt: reports.createdAt,
      });
    if (!updated.some((r) => r.id === reportId)) throw conflict(words('error.alreadyReviewed'));
    await settleClaim(tx, report.targetType, report.targetId);
    // Dismissing brings content hidden by these reports back; resolving keeps it hidden (decision 0034).
    if (action === 'dismiss' && isHideable(report.targetType)) {
      const target = (await loadTargets(tx, [{ type: report.targetType, id: report.targetId }])).get(
        targetKey(report.targetType, report.targetId),
      );
      if (target?.hidden) await unhideContent(tx, target, actor.id);
    }
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: action === 'resolve' ? 'report-resolved' : 'report-dismissed',
      targetType: 'report',
      targetId: reportId,
      details: { targetType: report.targetType, targetId: report.targetId, reportIds: updated.map((r) => r.id) },
    });
    await thankReporters(tx, updated);
    await announceToStaff(tx, { type: QUEUE_CHANGED_EVENT, payload: { reportId } });
    return updated;
  });
  observeFirstAction(settledCard, observe);
  return presentOne(db, actor, reportId);
}

/**
 * One report as a moderator reads it (the answer of a review or a claim).
 * @throws AppError 404 when there is no such report
 */
export async function presentOne(db: Db, actor: NonNullable<Actor>, reportId: number): Promise<ReportView> {
  const record = await getReportRecord(db, reportId);
  if (!record) throw notFound('Report');
  const [view] = await presentReports(db, [record], actor);
  return view;
}

/** Tells each member whose report was settled that a moderator looked at it (once each; MindSpace Safety is not told). */
async function thankReporters(tx: Db, settled: { reporterId: number | null }[]): Promise<void> {
  for (const reporterId of new Set(settled.map((r) => r.reporterId))) {
    if (reporterId !== null) await createNotification(tx, reporterId, 'report-reviewed', words('notification.reportReviewed'), null);
  }
}

/** Reasons from most to least serious, for the sentence a removed post's author reads. */
const REASON_ORDER = ['at-risk', 'harassment', 'hate', 'harmful-advice', 'privacy', 'spam', 'other'];

/** Each report reason's key in 'notification.reasonReported' (ICU select keys are plain words). */
const REASON_KEYS: Record<string, string> = {
  harassment: 'harassment',
  hate: 'hate',
  'harmful-advice': 'harmfulAdvice',
  privacy: 'privacy',
  spam: 'spam',
};

/** The reason an author reads when no reason was chosen: the most serious report reason, or the guidelines. */
function removalReason(reasons: string[]): Words {
  const first = [...reasons].sort((a, b) => REASON_ORDER.indexOf(a) - REASON_ORDER.indexOf(b))[0];
  if (first === 'at-risk') return words('notification.reasonAtRisk');
  const key = first ? REASON_KEYS[first] : undefined;
  return key ? words('notification.reasonReported', { reason: key }) : words('notification.reasonGuidelines');
}

/**
 * The private note the author of removed content reads (TalkLife-style feedback on removal):
 * what was removed and why, without blame; for at-risk content, the crisis lines of their
 * country too (named in their language when they read it); and how to appeal, like every decision notice.
 * @param type what was removed
 * @param reason why, as the moderator wrote it, or words from the reports (removalReason)
 * @param atRisk whether it was reported as at risk (or flagged by the crisis check)
 * @param country the author's country setting (null: the US lines)
 * @returns the notification's words
 */
export function removalNotice(type: DeletableTargetType, reason: string | Words, atRisk: boolean, country: string | null): Words {
  return withHowToAppeal(
    atRisk
      ? words('notification.removalAtRisk', {
          what: type,
          reason,
          resources: words('crisisLines.resources', { lines: { crisisLines: country } }),
        })
      : words('notification.removal', { what: type, reason }),
  );
}

/** A member's country setting (whose crisis lines they are given), or null when they chose none. */
async function memberCountry(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx.select({ country: userSettings.country }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.country ?? null;
}

/**
 * Soft-deletes reported or flagged content and settles everything around it, in one
 * transaction: counters (answer_count, comment_count, topics' questions_count), every pending
 * report on it resolved by the actor (each reporter thanked once), a moderation_log row
 * 'content-deleted', and a live 'content.deleted' event.
 * @param db the database
 * @param policy the request's row policy (its actor is the moderator or admin; declares 'message:delete')
 * @param type question, answer, comment or message
 * @param id the target's id
 * @param chosenReason the reason the author reads (null: from the reports)
 * @param observe told how long the card waited, when the removal settled one
 * @throws AppError 404 when it is missing or already deleted (itself or its parent), or is a
 *   private message nobody reported (staff never delete unreported messages)
 */
export async function deleteContent(
  db: Db,
  policy: RowPolicy,
  type: DeletableTargetType,
  id: number,
  chosenReason: string | null = null,
  observe?: FirstActionObserver,
): Promise<void> {
  const actor = policy.actor;
  const settledCard = await db.transaction(async (tx) => {
    if (type === 'message') {
      const reported = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, id)))
        .limit(1);
      if (!policy.allows('message:delete', { reported: reported.length > 0 })) throw notFound(TARGET_LABELS[type]);
    }
    const target = (await loadTargets(tx, [{ type, id }])).get(targetKey(type, id));
    // The conditional update settles a race between two moderators: the second gets 404.
    if (!target?.live || !(await softDelete(tx, type, id))) throw notFound(TARGET_LABELS[type]);
    await adjustCounters(tx, target, -1);

    const settled = await tx
      .update(reports)
      .set({ status: 'resolved', reviewedById: actor.id, reviewedAt: sql`now()` })
      .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, 'pending')))
      .returning({ reporterId: reports.reporterId, reason: reports.reason, system: reports.system, createdAt: reports.createdAt });
    await thankReporters(tx, settled);
    await settleClaim(tx, type, id);

    const atRisk = settled.some((r) => r.reason === 'at-risk' || r.system);
    const reason = chosenReason ?? removalReason(settled.map((r) => r.reason));
    await createNotification(
      tx,
      target.author.id,
      'removal',
      removalNotice(type, reason, atRisk, await memberCountry(tx, target.author.id)),
      DECISIONS_LINK,
    );

    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: 'content-deleted',
      targetType: type,
      targetId: id,
      // The log reads in English, as staff have always read it.
      reason: typeof reason === 'string' ? reason : render('en', reason),
      details: { reportsResolved: settled.length, questionId: target.questionId, conversationId: target.conversationId },
    });
    await announceDeletion(tx, target);
    if (settled.length > 0) await announceToStaff(tx, { type: QUEUE_CHANGED_EVENT, payload: { targetType: type, targetId: id } });
    return settled;
  });
  observeFirstAction(settledCard, observe);
}

/**
 * Brings back content staff removed, in one transaction: the row undeleted, counters restored,
 * a moderation_log row 'content-restored', a notification to its author and a live
 * `content.restored` event. Only content whose
 * last moderation action was a staff deletion comes back (not what its author deleted).
 * @param db the database
 * @param actor the moderator or admin (the route has checked 'content:restore')
 * @param type question, answer, comment or message
 * @param id the target's id
 * @throws AppError 404 when it is missing, not deleted, or was not removed by staff; 409 when
 *   what it belongs to (its question or answer) is still removed
 */
export async function restoreContent(db: Db, actor: NonNullable<Actor>, type: DeletableTargetType, id: number): Promise<void> {
  await db.transaction(async (tx) => restoreRemoved(tx, actor.id, type, id, { notify: true }));
}

/**
 * Brings back content staff removed, inside the caller's transaction (restoreContent, and an
 * appeal overturning a removal): see restoreContent.
 * @param tx the caller's transaction
 * @param actorId the moderator or admin bringing it back
 * @param opts.notify tell the author with the usual 'brought back' notification (an appeal tells
 *   them in its own words instead)
 * @throws AppError as restoreContent
 */
export async function restoreRemoved(
  tx: Db,
  actorId: number,
  type: DeletableTargetType,
  id: number,
  opts: { notify: boolean },
): Promise<void> {
  if (!(await removedByStaff(tx, type, id)) || !(await undelete(tx, type, id))) throw notFound(TARGET_LABELS[type]);
  const target = (await loadTargets(tx, [{ type, id }])).get(targetKey(type, id));
  if (!target?.live) throw conflict(words('error.restoreParentRemoved', { what: type }));
  if (!target.content) throw conflict(words('error.restoreErased', { what: type }));
  await adjustCounters(tx, target, 1);
  if (opts.notify) {
    await createNotification(tx, target.author.id, 'restored', words('notification.restored', { what: type }), target.link);
  }
  await tx.insert(moderationLog).values({ actorId, action: 'content-restored', targetType: type, targetId: id, reason: null });
  await announceRestore(tx, target);
}

/** Rows per page of the moderation log. */
export const LOG_PAGE_SIZE = PAGE_SIZE;

/**
 * One page of the moderation log, newest first: who did what to which target (in words, with
 * a link: log-labels.ts), why, when.
 * @param db the database
 * @param cursor the previous page's nextCursor (an id cursor, shared/cursor.ts)
 * @param locale the reader's language (the targets' labels)
 * @returns `{ items, nextCursor }`
 * @throws AppError 400 for a malformed cursor
 */
export async function listLog(db: Db, cursor: string | undefined, locale: Locale) {
  const before = parseIdCursor(cursor);
  const rows = await db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      targetType: moderationLog.targetType,
      targetId: moderationLog.targetId,
      reason: moderationLog.reason,
      details: moderationLog.details,
      createdAt: moderationLog.createdAt,
      actor: { id: users.id, firstName: users.firstName },
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.actorId))
    .where(before ? lt(moderationLog.id, before) : undefined)
    .orderBy(desc(moderationLog.id))
    .limit(LOG_PAGE_SIZE + 1);
  const page = splitPage(rows, LOG_PAGE_SIZE, (r) => r.id);
  const words = await describeLogRows(db, page.items, locale);
  return {
    items: page.items.map(({ details: _details, ...r }) => ({ ...r, ...words.get(r.id)!, createdAt: r.createdAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}

/** Most reports and removed items shown on a member page. */
const MEMBER_LIST_LIMIT = 50;

/**
 * A member as staff see them: profile basics, reports about them or their content, their
 * removed content, their sanctions, the check-ins they received and staff notes
 * (the route adds which sanctions the viewer may give them: `abilities`, from the
 * policy).
 * @param db the database
 * @param viewer the moderator or admin
 * @param userId the member
 * @throws AppError 404 when there is no such account
 */
export async function memberRecord(db: Db, viewer: NonNullable<Actor>, userId: number): Promise<Omit<TMemberRecord, 'abilities'>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const mine = (type: string, table: { id: AnyColumn }, author: AnyColumn) =>
    sql`(${reports.targetType} = ${type} and ${reports.targetId} in (select ${table.id} from ${table} where ${author} = ${userId}))`;
  const records = await db
    .select(reportSelection)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(reviewer, eq(reviewer.id, reports.reviewedById))
    .where(
      or(
        and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)),
        mine('question', questions, questions.authorId),
        mine('answer', answers, answers.authorId),
        mine('comment', comments, comments.authorId),
        mine('message', messages, messages.senderId),
      ),
    )
    .orderBy(desc(reports.id))
    .limit(MEMBER_LIST_LIMIT);
  // Staff removals only: what a member took back themselves is theirs, not part of their record
  // (it shows only as evidence on a report filed before they deleted it).
  const removed = await execute<{
    type: DeletableTargetType;
    id: number;
    content: string;
    is_anonymous: boolean;
    deleted_at: string | Date;
  }>(
    db,
    sql`
    select * from (
      select 'question' as type, id, title || E'\n\n' || content as content, is_anonymous, deleted_at from questions where author_id = ${userId} and ${deletedAs('questions')}
      union all select 'answer', id, content, is_anonymous, deleted_at from answers where author_id = ${userId} and ${deletedAs('answers')}
      union all select 'comment', id, content, false, deleted_at from comments where author_id = ${userId} and ${deletedAs('comments')}
      union all select 'message', id, body, false, deleted_at from messages where sender_id = ${userId} and ${deletedAs('messages')}
    ) removed
    where (select ml.action from ${moderationLog} ml where ml.target_type = removed.type and ml.target_id = removed.id
      and ml.action in ('content-deleted', 'content-restored') order by ml.id desc limit 1) = 'content-deleted'
    order by deleted_at desc limit ${MEMBER_LIST_LIMIT}`,
  );
  const removedRows = removed;
  return {
    user: {
      ...presentAuthor(user),
      createdAt: user.createdAt.toISOString(),
      closed: isDeletedRow(user),
      ageBand: currentAgeBand(user),
    },
    reports: await presentReports(db, records.map(toRecord), viewer),
    removedContent: removedRows.map((r) => ({
      type: r.type,
      id: r.id,
      content: r.content,
      isAnonymous: r.is_anonymous,
      deletedAt: new Date(r.deleted_at).toISOString(),
      removedByStaff: true,
    })),
    sanctions: await listSanctions(db, userId),
    checkIns: await listCheckIns(db, userId, MEMBER_LIST_LIMIT),
    notes: await listNotes(db, viewer, userId),
  };
}
