/**
 * Admin: site counters, the user list and role changes. A role change is written in one
 * transaction with its moderation_log row, the person's notification and a live event.
 */
import { currentAgeBand } from '../../shared/age';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { answers, moderationLog, questions, sanctions, users, type UserRow } from '../../db/schema/index';
import { notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import { createNotification } from '../../shared/notify';
import { presentUser } from '../../shared/presenters';
import { isMemberAccount } from '../../shared/system-accounts';
import { descNullsLast, parseIdCursor, splitPage } from '../../shared/cursor';
import type { Actor, RowPolicy } from '../../auth/policy';
import { PAGE_SIZE, UNANSWERED_WITHIN_DAYS, type Role } from '../../../common/constants';
import type { TAdminStats, TAdminUserPage } from '../../../common/schemas/index';
import { words } from '../../i18n/messages';

/**
 * Site counters for the admin dashboard.
 * @returns totalUsers: open member accounts (system accounts left out, shared/system-accounts.ts); totalQuestions: questions not deleted; totalAnswers:
 *   answers not deleted on questions not deleted (what readers can see); questionsWaiting:
 *   questions of the last 30 days (UNANSWERED_WITHIN_DAYS) with no visible answer, neither deleted
 *   nor hidden for review (the Unanswered feed's, from its index); medianFirstAnswerMinutes: over
 *   the questions of the last 30 days that have a visible answer (neither deleted nor hidden),
 *   the median minutes from the question to the first of them, or null when there are none
 */
export async function adminStats(db: Db): Promise<TAdminStats> {
  const [u] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isNull(users.deletedAt), isMemberAccount()));
  const [q] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(isNull(questions.deletedAt));
  const [a] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(isNull(answers.deletedAt), isNull(questions.deletedAt)));
  const recent = and(
    isNull(questions.deletedAt),
    isNull(questions.hiddenAt),
    sql`${questions.createdAt} > now() - make_interval(days => ${UNANSWERED_WITHIN_DAYS})`,
  );
  // answer_count counts visible answers only (an answer hidden for review or deleted lowers it).
  const [w] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(recent, sql`${questions.answerCount} = 0`));
  const firstAnswer = sql`(select min(${answers.createdAt}) from ${answers}
    where ${answers.questionId} = ${questions.id} and ${answers.deletedAt} is null and ${answers.hiddenAt} is null)`;
  const [m] = await db
    .select({
      minutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${firstAnswer} - ${questions.createdAt}) / 60)`,
    })
    .from(questions)
    .where(and(recent, sql`${questions.answerCount} > 0`));
  const median = m.minutes === null ? null : Math.round(Number(m.minutes) * 10) / 10;
  return { totalUsers: u.n, totalQuestions: q.n, totalAnswers: a.n, questionsWaiting: w.n, medianFirstAnswerMinutes: median };
}

/** `%`, `_` and `\\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The strongest sanction in force on `users.id` now, as JSON `{ type, endsAt }`, or null. */
const sanctionInForce = sql<{ type: 'silence' | 'suspend' | 'ban'; endsAt: string | null } | null>`(
  select json_build_object('type', s.type, 'endsAt', to_char(s.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from ${sanctions} s
  where s.user_id = users.id and s.type <> 'warn' and s.lifted_at is null and (s.ends_at is null or s.ends_at > now())
  order by case s.type when 'ban' then 0 when 'suspend' then 1 else 2 end, s.ends_at desc nulls first
  limit 1)`;

/**
 * One page of open member accounts (no system account), newest first (PAGE_SIZE per page), with
 * private fields for the admin and the sanction in force on each.
 * @param params.viewer the admin asking; params.cursor the previous page's nextCursor: the id of
 *   its last user; params.search only people whose first name, last name, full name or email
 *   holds this text (any case; `%` and `_` are plain characters)
 * @throws AppError 400 for a malformed cursor
 */
export async function listUsers(db: Db, params: { viewer: Actor; cursor?: string; search?: string }): Promise<TAdminUserPage> {
  const { viewer, cursor } = params;
  const before = parseIdCursor(cursor);
  const pattern = params.search ? `%${likeLiteral(params.search)}%` : null;
  const rows = await db
    .select({ user: users, sanction: sanctionInForce })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        isMemberAccount(),
        pattern === null
          ? undefined
          : sql`(concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern} or ${users.email} ilike ${pattern})`,
        before === undefined
          ? undefined
          : sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from users u where u.id = ${before})`,
      ),
    )
    // Same order as users_created_idx (DESC NULLS LAST), so the index serves it.
    .orderBy(descNullsLast(users.createdAt), descNullsLast(users.id))
    .limit(PAGE_SIZE + 1);
  const page = splitPage(rows, PAGE_SIZE, (r) => r.user.id);
  return {
    items: page.items.map((r) => ({ ...presentUser(r.user, viewer), ageBand: currentAgeBand(r.user), sanction: r.sanction })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Sets a person's role. Setting the role they already have changes nothing and notifies nobody.
 * The acting admin's and the person's rows are locked (in id order, so two changes never wait on
 * each other in a circle) and the actor's role is read again under the lock: of two admins
 * demoting each other at once, the second finds they are no longer an admin, so the site always
 * keeps one.
 * @param db the database
 * @param params.policy the request's row policy (the chain has checked 'role:update' with the
 *   session's role; 'role:target' is decided here); userId whose role changes; role the new role
 * @returns the updated user row
 * @throws AppError 404 unknown or closed account; 403 'Admin access required' when the actor
 *   stopped being an admin (or closed their account) before the change could be made
 */
export async function updateRole(db: Db, params: { policy: RowPolicy; userId: number; role: Role }): Promise<UserRow> {
  const { policy, userId, role } = params;
  const actor = policy.actor;
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(users)
      .where(and(inArray(users.id, [actor.id, userId]), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .for('update');
    // The actor's role as it is now (a closed account counts as no admin).
    const actorRoleNow = locked.find((u) => u.id === actor.id)?.role ?? 'user';
    const current = locked.find((u) => u.id === userId);
    policy.require('role:target', { userId, role: current?.role, actorRoleNow });
    if (!current) throw notFound('User');
    if (current.role === role) return current;

    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: 'role-changed',
      targetType: 'user',
      targetId: userId,
      details: { from: current.role, to: role },
    });
    await createNotification(tx, userId, 'role-changed', words('notification.roleChanged', { role }), null);
    await emitEvent(tx, { type: 'role.changed', userId, payload: { role } });
    return updated;
  });
}
