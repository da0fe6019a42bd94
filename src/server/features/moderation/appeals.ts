/**
 * Decisions and appeals. A decision is a moderation_log row
 * about a member: 'sanction-added' (a sanction on them) or 'content-deleted' (the removal of
 * something they wrote); its id is the log row's id. The member sees their decisions without who
 * reported or who decided, appeals each once within APPEAL_DAYS, and someone other than the
 * staff member who decided looks again: upholding it, or overturning it (the sanction lifted,
 * the content restored). Appeal texts are never logged.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { execute } from '../../db/execute';
import { appeals, moderationLog, sanctions } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { RowPolicy } from '../../auth/policy';
import { createNotification } from '../../shared/notify';
import { words, type Words } from '../../i18n/messages';
import { announceToStaff } from '../../shared/staff-events';
import { loadTargets, targetKey } from '../../shared/targets';
import { removedByStaff } from '../../shared/removal';
import { removedExcerpt } from './log-labels';
import { restoreRemoved } from './queries';
import { DECISIONS_LINK } from './sanctions';
import { APPEAL_DAYS, type AppealOutcome, type DeletableTargetType, type SanctionType } from '../../../common/constants';
import type { TDecision, TStaffAppeal } from '../../../common/schemas/index';

/** A decision as read from the database (one row of `decisionRows`). */
type DecisionRow = {
  id: number;
  action: 'sanction-added' | 'content-deleted';
  target_type: string;
  target_id: number;
  reason: string | null;
  created_at: string | Date;
  actor_id: number | null;
  sanction_type: SanctionType | null;
  sanction_id: number | null;
  ends_at: string | Date | null;
  in_window: boolean;
  undone: boolean;
  appealable_until: string | Date;
  appeal_id: number | null;
  appeal_outcome: AppealOutcome | null;
  appeal_note: string | null;
};

const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * SQL condition on `ml` (a moderation_log row): it is a decision about the member — a sanction
 * on them, or the removal of their question, answer, comment or message.
 */
function aboutMember(userId: SQL | number): SQL {
  return sql`((ml.action = 'sanction-added' and ml.target_type = 'user' and ml.target_id = ${userId})
    or (ml.action = 'content-deleted' and case ml.target_type
      when 'question' then exists (select 1 from questions q where q.id = ml.target_id and q.author_id = ${userId})
      when 'answer' then exists (select 1 from answers a where a.id = ml.target_id and a.author_id = ${userId})
      when 'comment' then exists (select 1 from comments c where c.id = ml.target_id and c.author_id = ${userId})
      when 'message' then exists (select 1 from messages m where m.id = ml.target_id and m.sender_id = ${userId})
      else false end))`;
}

/**
 * The decisions matching `where`, newest first, with their sanction, the appeal window (on the
 * database's clock, like every other time rule), whether they were undone since (the sanction
 * lifted, the content restored) and their appeal.
 */
async function decisionRows(db: Db, where: SQL, limit = 100): Promise<DecisionRow[]> {
  return execute<DecisionRow>(
    db,
    sql`
    select ml.id, ml.action, ml.target_type, ml.target_id, ml.reason, ml.created_at, ml.actor_id,
      s.id as sanction_id, s.type as sanction_type, s.ends_at,
      ml.created_at + make_interval(days => ${APPEAL_DAYS}) as appealable_until,
      ml.created_at + make_interval(days => ${APPEAL_DAYS}) > now() as in_window,
      case when ml.action = 'sanction-added' then coalesce(s.lifted_at is not null, false)
        else exists (select 1 from ${moderationLog} r where r.target_type = ml.target_type and r.target_id = ml.target_id
          and r.action = 'content-restored' and r.id > ml.id) end as undone,
      ap.id as appeal_id, ap.outcome as appeal_outcome, ap.note as appeal_note
    from ${moderationLog} ml
    left join ${sanctions} s on ml.action = 'sanction-added' and s.id = (ml.details ->> 'sanctionId')::int
    left join ${appeals} ap on ap.decision_id = ml.id
    where ml.action in ('sanction-added', 'content-deleted') and ${where}
    order by ml.id desc
    limit ${limit}`,
  );
}

/** The decisions as the member reads them: never who reported, never who decided. */
async function presentDecisions(db: Db, rows: DecisionRow[]): Promise<TDecision[]> {
  const removals = rows
    .filter((r) => r.action === 'content-deleted')
    .map((r) => ({ type: r.target_type as DeletableTargetType, id: r.target_id }));
  const targets = await loadTargets(db, removals);
  return rows.map((r) => {
    const isSanction = r.action === 'sanction-added';
    return {
      id: r.id,
      kind: isSanction ? 'sanction' : 'removal',
      what: isSanction ? (r.sanction_type ?? 'warn') : (r.target_type as DeletableTargetType),
      excerpt: isSanction ? null : removedExcerpt(targets.get(targetKey(r.target_type as DeletableTargetType, r.target_id))),
      reason: r.reason,
      ...(isSanction && r.ends_at ? { endsAt: iso(r.ends_at) } : {}),
      createdAt: iso(r.created_at),
      appealable: r.appeal_id === null && r.in_window && !r.undone,
      appealableUntil: iso(r.appealable_until),
      appeal:
        r.appeal_id === null
          ? null
          : r.appeal_outcome
            ? { status: 'decided', outcome: r.appeal_outcome, note: r.appeal_note ?? '' }
            : { status: 'pending' },
    };
  });
}

/**
 * The decisions about a member, newest first (at most 100): `GET /api/users/me/decisions`.
 * @param db the database
 * @param userId the signed-in member
 * @returns `{ items }`
 */
export async function listMyDecisions(db: Db, userId: number): Promise<{ items: TDecision[] }> {
  return { items: await presentDecisions(db, await decisionRows(db, aboutMember(userId))) };
}

/** What a member reads when they appeal a decision a second time. */
const ALREADY_APPEALED = words('error.alreadyAppealed');

/**
 * Appeals a decision (`POST /api/decisions/:id/appeal`): one appeal per decision, within
 * APPEAL_DAYS, while the decision stands. Staff screens hear `appeals.changed` (ids only).
 * @param db the database
 * @param userId the signed-in member
 * @param decisionId the decision (a moderation_log id)
 * @param text the appeal (validated: 1–APPEAL_CHARS characters)
 * @returns the decision, now with its pending appeal
 * @throws AppError 404 when it is not a decision about this member; 409 when already appealed,
 *   too late, or already undone
 */
export async function appealDecision(db: Db, userId: number, decisionId: number, text: string): Promise<TDecision> {
  await db.transaction(async (tx) => {
    const [row] = await decisionRows(tx, sql`ml.id = ${decisionId} and ${aboutMember(userId)}`, 1);
    if (!row) throw notFound('Decision');
    if (row.appeal_id !== null) throw conflict(ALREADY_APPEALED);
    if (!row.in_window) throw conflict(words('error.appealTooLate', { days: APPEAL_DAYS, ended: { day: iso(row.appealable_until) } }));
    if (row.undone) throw conflict(words('error.decisionUndone'));
    // The unique index settles two appeals sent at once: the second inserts nothing.
    const inserted = await tx
      .insert(appeals)
      .values({ decisionId, userId, text })
      .onConflictDoNothing({ target: appeals.decisionId })
      .returning({ id: appeals.id });
    if (inserted.length === 0) throw conflict(ALREADY_APPEALED);
    await announceToStaff(tx, { type: 'appeals.changed', payload: { appealId: inserted[0].id } });
  });
  const [row] = await decisionRows(db, sql`ml.id = ${decisionId}`, 1);
  return (await presentDecisions(db, [row]))[0];
}

type AppealRow = {
  id: number;
  text: string;
  outcome: AppealOutcome | null;
  note: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  decided_by_id: number | null;
  decided_by_name: string | null;
  member_id: number;
  member_name: string | null;
  decision_id: number;
  decider_name: string | null;
};

/** Pending appeals, and those decided in the last APPEAL_DAYS, that staff list. */
const STAFF_LIST_LIMIT = 200;

async function appealRows(db: Db, where: SQL): Promise<AppealRow[]> {
  return execute<AppealRow>(
    db,
    sql`
    select ap.id, ap.text, ap.outcome, ap.note, ap.created_at, ap.decided_at, ap.decided_by_id, db.first_name as decided_by_name,
      ap.user_id as member_id, mu.first_name as member_name, ap.decision_id, dm.first_name as decider_name
    from ${appeals} ap
    join users mu on mu.id = ap.user_id
    join ${moderationLog} ml on ml.id = ap.decision_id
    left join users dm on dm.id = ml.actor_id
    left join users db on db.id = ap.decided_by_id
    where ${where}
    order by (ap.outcome is null) desc, ap.created_at asc, ap.id asc
    limit ${STAFF_LIST_LIMIT}`,
  );
}

/** The appeals as staff see them, each with its decision and whether the viewer may decide it. */
async function presentAppeals(db: Db, policy: RowPolicy, rows: AppealRow[]): Promise<TStaffAppeal[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.decision_id);
  const decisions = await decisionRows(db, sql`ml.id in ${ids}`, ids.length);
  const presented = new Map((await presentDecisions(db, decisions)).map((d) => [d.id, d]));
  const madeBy = new Map(decisions.map((d) => [d.id, d.actor_id]));
  return rows.map((r) => {
    const d = presented.get(r.decision_id)!;
    const deciderId = madeBy.get(r.decision_id) ?? null;
    return {
      id: r.id,
      text: r.text,
      status: r.outcome ? 'decided' : 'pending',
      outcome: r.outcome,
      note: r.note,
      createdAt: iso(r.created_at),
      decidedAt: r.decided_at ? iso(r.decided_at) : null,
      decidedBy: r.decided_by_id === null ? null : { id: r.decided_by_id, firstName: r.decided_by_name },
      member: { id: r.member_id, firstName: r.member_name },
      decision: {
        id: d.id,
        kind: d.kind,
        what: d.what,
        excerpt: d.excerpt,
        reason: d.reason,
        ...(d.endsAt ? { endsAt: d.endsAt } : {}),
        createdAt: d.createdAt,
        madeBy: deciderId === null ? null : { id: deciderId, firstName: r.decider_name },
      },
      canDecide: r.outcome === null && policy.allows('appeal:decide', { decidedById: deciderId }),
    };
  });
}

/**
 * The appeals staff see (`GET /api/moderation/appeals`): pending first, oldest first; then those
 * decided in the last APPEAL_DAYS days, oldest first.
 * @param db the database
 * @param policy the request's row policy (the route checked 'moderation:read'; declares 'appeal:decide')
 */
export async function listAppeals(db: Db, policy: RowPolicy): Promise<{ items: TStaffAppeal[] }> {
  const rows = await appealRows(db, sql`(ap.outcome is null or ap.decided_at > now() - make_interval(days => ${APPEAL_DAYS}))`);
  return { items: await presentAppeals(db, policy, rows) };
}

/** What the member reads when their appeal is decided: warm, plain, and what happens next (stored as words, rendered when read). */
function outcomeNotice(outcome: AppealOutcome, decision: DecisionRow, note: string): Words {
  if (outcome === 'upheld') return words('notification.appealUpheld', { note });
  const undone = decision.action === 'content-deleted' ? 'removal' : decision.sanction_type === 'warn' ? 'warn' : 'sanction';
  return words('notification.appealOverturned', { kind: undone, note });
}

/**
 * Decides an appeal (`POST /api/moderation/appeals/:id/decision`), in one transaction: the
 * appeal's outcome and note; on 'overturned' the sanction lifted or the content restored; a
 * moderation_log row 'appeal-decided' naming the outcome; the member's notification; staff screens
 * told (`appeals.changed`).
 * @param db the database
 * @param policy the request's row policy (declares 'appeal:decide', decided here on the decision's maker)
 * @param appealId the appeal
 * @param input outcome and note (validated)
 * @returns the appeal as staff see it, decided
 * @throws AppError 404 unknown appeal; 403 to the staff member who made the decision; 409 when
 *   already decided, or the content cannot come back (its words erased, or its parent still removed)
 */
export async function decideAppeal(
  db: Db,
  policy: RowPolicy,
  appealId: number,
  input: { outcome: AppealOutcome; note: string },
): Promise<TStaffAppeal> {
  const actor = policy.actor;
  await db.transaction(async (tx) => {
    const [appeal] = await execute<{ id: number; user_id: number; outcome: AppealOutcome | null; decision_id: number }>(
      tx,
      sql`select id, user_id, outcome, decision_id from ${appeals} where id = ${appealId} for update`,
    );
    if (!appeal) throw notFound('Appeal');
    const [decision] = await decisionRows(tx, sql`ml.id = ${appeal.decision_id}`, 1);
    policy.require('appeal:decide', { decidedById: decision.actor_id });
    if (appeal.outcome !== null) throw conflict(words('error.appealDecided'));
    const kind = decision.action === 'sanction-added' ? 'sanction' : 'removal';
    if (input.outcome === 'overturned' && !decision.undone) {
      if (kind === 'sanction' && decision.sanction_id !== null) {
        await tx
          .update(sanctions)
          .set({ liftedAt: sql`now()`, liftedById: actor.id })
          .where(sql`${sanctions.id} = ${decision.sanction_id}`);
      } else if (kind === 'removal') {
        const type = decision.target_type as DeletableTargetType;
        if (await removedByStaff(tx, type, decision.target_id))
          await restoreRemoved(tx, actor.id, type, decision.target_id, { notify: false });
      }
    }
    await tx
      .update(appeals)
      .set({ outcome: input.outcome, note: input.note, decidedById: actor.id, decidedAt: sql`now()` })
      .where(sql`${appeals.id} = ${appealId}`);
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: 'appeal-decided',
      targetType: 'user',
      targetId: appeal.user_id,
      reason: input.note,
      details: { outcome: input.outcome, appealId, decisionId: appeal.decision_id },
    });
    await createNotification(tx, appeal.user_id, 'appeal', outcomeNotice(input.outcome, decision, input.note), DECISIONS_LINK);
    await announceToStaff(tx, { type: 'appeals.changed', payload: { appealId } });
  });
  return (await presentAppeals(db, policy, await appealRows(db, sql`ap.id = ${appealId}`)))[0];
}
