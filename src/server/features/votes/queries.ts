/**
 * Votes on questions and answers (DESIGN §4). One vote per person per target
 * (primary key of `votes`); the same vote again removes it; the opposite vote switches it.
 * Counters move with atomic `SET upvotes = upvotes + n` under a row lock on the target, so
 * concurrent votes never lose a count. `castVote` opens the transaction; the others run in it.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { param, perDb, preparedStatement, type PreparedStatement } from '../../db/prepared';
import { answers, questions, users, votes, voteTargetEnum, voteTypeEnum } from '../../db/schema/index';
import { hotRankMovedBy, hotRankWith } from '../../shared/ranking';
import { insertEventsSql, noteWrittenEvents, notifySql, writtenEventsSql, type WrittenEvent } from '../../events/outbox';
import type { RowPolicy } from '../../auth/policy';
import { notFound } from '../../errors';
import { type VoteTargetType, type VoteType } from '../../../common/constants';
import { reputationDelta } from '../../shared/reputation';

export { reputationDelta };
import type { TVoteResult } from '../../../common/schemas/index';
import { live } from '../../shared/live';

/** What a vote needs to know about its target. */
export type VoteTarget = {
  authorId: number;
  isAnonymous: boolean;
  questionId: number;
  /** Hidden pending review, and the same for its question. */
  hidden: boolean;
  questionAuthorId: number;
  questionHidden: boolean;
};

/** How one vote request changes the stored vote and the counters. */
export type VotePlan = {
  /** insert a new vote, delete the existing one, or switch its type */
  op: 'insert' | 'delete' | 'switch';
  /** Change of the target's upvotes and downvotes: -1, 0 or +1 each. */
  up: number;
  down: number;
  /** The caller's vote afterwards. */
  myVote: VoteType | null;
};

/**
 * Decides what a vote does, given the caller's current vote (pure).
 * @param current the vote already cast, or null
 * @param requested the vote just sent
 * @returns the plan: same vote again removes it; the opposite vote switches it
 */
export function planVote(current: VoteType | null, requested: VoteType): VotePlan {
  const sign = (t: VoteType) => (t === 'upvote' ? { up: 1, down: 0 } : { up: 0, down: 1 });
  if (current === null) return { op: 'insert', ...sign(requested), myVote: requested };
  if (current === requested) {
    const s = sign(current);
    return { op: 'delete', up: 0 - s.up, down: 0 - s.down, myVote: null };
  }
  const add = sign(requested);
  const remove = sign(current);
  return { op: 'switch', up: add.up - remove.up, down: add.down - remove.down, myVote: requested };
}

/**
 * The read of a live vote target: what VoteTarget names, for a question or an answer (an answer
 * counts as missing when its question is deleted), and `current`, the caller's vote on it, as
 * drizzle builds it with placeholders `targetId` (and `voterId` with `withCurrent`): run it with
 * `.execute(values)`, or prepare it (readVoteTarget).
 * @param lock whether to row-lock the target (FOR UPDATE; of the answer, for an answer)
 * @param withCurrent whether to read the caller's vote (a subquery) or return null for it
 */
function voteTargetQuery(db: Db, targetType: VoteTargetType, lock: boolean, withCurrent: boolean) {
  const current = withCurrent
    ? sql<VoteType | null>`(select ${votes.voteType} from ${votes}
      where ${votes.userId} = ${param('voterId')}::int and ${votes.targetType} = ${targetType} and ${votes.targetId} = ${param('targetId')}::int)`
    : sql<VoteType | null>`null`;
  const ofQuestion = { questionAuthorId: questions.authorId, questionHidden: sql<boolean>`${questions.hiddenAt} is not null`, current };
  if (targetType === 'question') {
    const query = db
      .select({
        authorId: questions.authorId,
        isAnonymous: questions.isAnonymous,
        questionId: questions.id,
        hidden: sql<boolean>`${questions.hiddenAt} is not null`,
        ...ofQuestion,
      })
      .from(questions)
      .where(and(eq(questions.id, param('targetId')), live(questions)));
    return lock ? query.for('update') : query;
  }
  const query = db
    .select({
      authorId: answers.authorId,
      isAnonymous: answers.isAnonymous,
      questionId: answers.questionId,
      hidden: sql<boolean>`${answers.hiddenAt} is not null`,
      ...ofQuestion,
    })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), live(questions)))
    .where(and(eq(answers.id, param('targetId')), live(answers)));
  return lock ? query.for('update', { of: answers }) : query;
}

/**
 * Loads and row-locks a live vote target (FOR UPDATE), so votes on one target are applied
 * one after another. Whether it is hidden pending review is returned for the caller's policy
 * check (`canSeePost`). The caller's vote is read after the lock (applyVote): a subquery here
 * would see the statement's snapshot, taken before the wait for the lock.
 * @returns the target, or null when it is missing or deleted
 */
export async function lockVoteTarget(tx: Db, targetType: VoteTargetType, targetId: number): Promise<VoteTarget | null> {
  const [row] = await voteTargetQuery(tx, targetType, true, false).execute({ targetId });
  return row ?? null;
}

/** The counters of a target after a vote, and the caller's vote. */
export type VoteResult = TVoteResult;

/**
 * Applies one vote request to a locked target: the vote row, the target's counters, the
 * trending rank (questions), the author's reputation (not for anonymous posts — it would
 * reveal who wrote them) and the live `vote.changed` event.
 * @param tx the transaction in which `lockVoteTarget` locked the target
 * @param voterId who votes (already authorized: not the target's author)
 * @returns the new counters and the caller's vote
 */
export async function applyVote(
  tx: Db,
  voterId: number,
  input: { targetType: VoteTargetType; targetId: number; voteType: VoteType },
  target: VoteTarget,
): Promise<VoteResult> {
  const { targetType, targetId } = input;
  const key = and(eq(votes.userId, voterId), eq(votes.targetType, targetType), eq(votes.targetId, targetId));
  const [existing] = await tx.select({ voteType: votes.voteType }).from(votes).where(key).for('update');
  const plan = planVote(existing?.voteType ?? null, input.voteType);

  // One statement (one round trip) for the rest, as data-modifying CTEs: the vote row, the
  // author's reputation (not for anonymous posts: it would reveal who wrote them),
  // the counters (and a question's trending rank) and the live event with its NOTIFY.
  const voteWrite = tx
    .$with('vote_write')
    .as(
      plan.op === 'insert'
        ? tx.insert(votes).values({ userId: voterId, targetType, targetId, voteType: input.voteType }).returning({ userId: votes.userId })
        : plan.op === 'delete'
          ? tx.delete(votes).where(key).returning({ userId: votes.userId })
          : tx.update(votes).set({ voteType: input.voteType, createdAt: new Date() }).where(key).returning({ userId: votes.userId }),
    );
  const points = target.isAnonymous ? 0 : reputationDelta(targetType, plan.up, plan.down);
  const reputation = tx.$with('reputation').as(
    tx
      .update(users)
      .set({ reputation: sql`${users.reputation} + ${points}` })
      .where(and(eq(users.id, target.authorId), sql`${points}::int <> 0`))
      .returning({ id: users.id }),
  );
  // The same two columns from either table (the names in RETURNING belong to the updated table).
  const counters = {
    upvotes: sql<number>`upvotes`.mapWith(Number).as('upvotes'),
    downvotes: sql<number>`downvotes`.mapWith(Number).as('downvotes'),
  };
  const counted = tx.$with('counted').as(
    targetType === 'question'
      ? tx
          .update(questions)
          .set({
            upvotes: sql`${questions.upvotes} + ${plan.up}`,
            downvotes: sql`${questions.downvotes} + ${plan.down}`,
            hotRank: hotRankWith({ upvotes: plan.up, downvotes: plan.down }),
          })
          .where(eq(questions.id, targetId))
          .returning(counters)
      : tx
          .update(answers)
          .set({ upvotes: sql`${answers.upvotes} + ${plan.up}`, downvotes: sql`${answers.downvotes} + ${plan.down}` })
          .where(eq(answers.id, targetId))
          .returning(counters),
  );
  // The events, in the same statement: the counts just written for the question's viewers; and,
  // to the voter alone, that their votes changed (read caches keep each member's votes beside
  // their reader view).
  const announced = tx
    .$with('announced', { id: sql<number>`id` })
    .as(
      insertEventsSql(
        voteEventsSql({ voterId, questionId: target.questionId, channel: `question:${target.questionId}`, targetType, targetId }),
      ),
    );
  const notified = tx.$with('notified', { sent: sql<number>`1` }).as(notifySql(sql`announced`));
  const [counts] = await tx
    .with(voteWrite, reputation, counted, announced, notified)
    .select({
      upvotes: counted.upvotes,
      downvotes: counted.downvotes,
      events: writtenEventsSql(sql`announced`),
      notified: sql<number>`(select count(*) from notified)`,
    })
    .from(counted);

  return announceVote(input, plan, counts);
}

/** A value of voteEventsSql: a literal, or SQL such as a prepared statement's placeholder. */
type SqlValue<T> = T | SQLWrapper;

/**
 * The events of a vote, as a SELECT for insertEventsSql over the statement's `counted` CTE (the
 * target's counters just written): for the question's viewers, `vote.changed` with those counts;
 * and, to the voter alone, that their votes changed (read caches keep each member's votes beside
 * their reader view). No row when `counted` has none (nothing was written).
 * @param v the voter's id, the question's id and channel (`question:<id>`), the target's type and id
 */
function voteEventsSql(v: {
  voterId: SqlValue<number>;
  questionId: SqlValue<number>;
  channel: SqlValue<string>;
  targetType: SqlValue<VoteTargetType>;
  targetId: SqlValue<number>;
}): SQL {
  return sql`
    select e.type, e.user_id, e.channel, e.payload from (
      select 1 as n, 'vote.changed'::text as type, null::int as user_id, ${v.channel}::text as channel,
        jsonb_build_object('questionId', ${v.questionId}::int, 'targetType', ${v.targetType}::text, 'targetId', ${v.targetId}::int,
          'upvotes', counted.upvotes, 'downvotes', counted.downvotes) as payload
      from counted
      union all
      select 2, 'reader.changed'::text, ${v.voterId}::int, null::text, '{}'::jsonb from counted
    ) as e
    order by e.n`;
}

/**
 * Hands a written vote's events to the request's collector (as the statement wrote and returned
 * them, voteEventsSql) and shapes the response.
 * @param counts the target's counters and the events, as the write statement returned them
 * @returns the counters, the score and the caller's vote
 */
function announceVote(
  input: { targetType: VoteTargetType; targetId: number },
  plan: VotePlan,
  counts: { upvotes: number; downvotes: number; events: WrittenEvent[] },
): VoteResult {
  const { targetType, targetId } = input;
  noteWrittenEvents(counts.events);
  return {
    targetType,
    targetId,
    upvotes: counts.upvotes,
    downvotes: counts.downvotes,
    score: counts.upvotes - counts.downvotes,
    myVote: plan.myVote,
  };
}

/** The unlocked reads of readVoteTarget, prepared once per database handle (one per target type). */
const targetReads = perDb((db) => ({
  question: voteTargetQuery(db, 'question', false, true).prepare('mindspace_vote_target_question'),
  answer: voteTargetQuery(db, 'answer', false, true).prepare('mindspace_vote_target_answer'),
}));

/**
 * Reads a vote target and the caller's current vote on it, without locking (the first step of
 * castVote's usual path; the write statement re-checks the target under its lock). A prepared
 * statement (db/prepared.ts explains why), one per target type.
 * @returns the target and the caller's vote, or null when the target is missing or deleted
 */
export async function readVoteTarget(
  db: Db,
  voterId: number,
  targetType: VoteTargetType,
  targetId: number,
): Promise<(VoteTarget & { current: VoteType | null }) | null> {
  const [row] = await targetReads(db)[targetType].execute({ targetId, voterId });
  return row ?? null;
}

/**
 * The usual path of a vote: **one statement** that applies a plan made from an unlocked read
 *, as data-modifying CTEs: the target row locked (FOR UPDATE, so a vote waits
 * for the one before it and then sees it), still live and still visible to the voter; the vote
 * row changed only if it is still what the plan was made from (an insert that meets an existing
 * row does nothing, a delete or switch names the type it expects); and only when that change
 * happened, the author's reputation, the counters (a question's trending rank too) and the
 * events with their NOTIFY. The counters therefore always move with the vote rows. When the
 * stored vote changed since the read (the same member voting twice at once) or the target was
 * deleted or hidden meanwhile, the statement writes nothing and returns null.
 * @param db the database (the statement is its own transaction)
 * @param voterId who votes (already authorized for this target)
 * @param input the validated vote
 * @param target the target as read, with the caller's vote then (`current`)
 * @param mayVoteHidden whether the voter may still vote if the target or its question is hidden meanwhile (policy `canSeePost`)
 * @returns the counters and the caller's vote, or null when nothing was written
 * Exported for tests that change the vote or its target between the read and the write.
 */
export async function writeVote(
  db: Db,
  voterId: number,
  input: { targetType: VoteTargetType; targetId: number; voteType: VoteType },
  target: VoteTarget & { current: VoteType | null },
  mayVoteHidden: { target: boolean; question: boolean },
): Promise<VoteResult | null> {
  const { targetType, targetId } = input;
  const plan = planVote(target.current, input.voteType);
  const statement = voteWriteStatement({
    targetType,
    op: plan.op,
    hiddenTarget: mayVoteHidden.target,
    // A question is its own question: one visibility rule.
    hiddenQuestion: targetType === 'answer' && mayVoteHidden.question,
  });
  const [counts] = await statement.run(db, {
    targetId,
    voterId,
    voteType: input.voteType,
    current: target.current,
    authorId: target.authorId,
    points: target.isAnonymous ? 0 : reputationDelta(targetType, plan.up, plan.down),
    up: plan.up,
    down: plan.down,
    rankChange: plan.up - plan.down,
    questionId: target.questionId,
    channel: `question:${target.questionId}`,
  });
  if (!counts) return null;
  return announceVote(input, plan, { upvotes: Number(counts.upvotes), downvotes: Number(counts.downvotes), events: counts.events });
}

/** Which statement a vote needs: everything that changes the SQL text, not just its values. */
type VoteWriteVariant = {
  targetType: VoteTargetType;
  op: VotePlan['op'];
  /** Whether the voter may vote on the target if it is hidden by the time the statement runs. */
  hiddenTarget: boolean;
  /** The same for the answer's question (always false for a question target). */
  hiddenQuestion: boolean;
};

/** The write statements made so far, by variant (at most 18: 2 target types × 3 ops × visibility). */
const voteWrites = new Map<string, PreparedStatement<{ upvotes: number | string; downvotes: number | string; events: WrittenEvent[] }>>();

/**
 * The prepared statement (db/prepared.ts) of writeVote for one variant, made on first use. Its
 * placeholders: targetId, voterId, voteType (requested), current (the vote the plan was made
 * from), authorId, points (the author's reputation change), up, down (counter changes),
 * rankChange (up - down, for a question's trending rank), questionId, channel.
 * @param v the variant
 * @returns the statement; its one row holds the target's new counters, or none when nothing was written
 */
function voteWriteStatement(v: VoteWriteVariant) {
  const key = `${v.targetType}_${v.op}_${v.hiddenTarget ? 'h' : 'v'}${v.hiddenQuestion ? 'h' : 'v'}`;
  let statement = voteWrites.get(key);
  if (!statement) voteWrites.set(key, (statement = preparedStatement(`mindspace_vote_write_${key}`, () => voteWriteSql(v))));
  return statement;
}

/** The SQL of one voteWriteStatement variant (see writeVote for what it does). */
function voteWriteSql(v: VoteWriteVariant): SQL {
  const { targetType, op } = v;
  const table = targetType === 'question' ? questions : answers;
  const targetId = sql`${param('targetId')}::int`;
  const voterId = sql`${param('voterId')}::int`;
  const visible = (ok: boolean, column: SQLWrapper) => (ok ? sql`` : sql` and ${column} is null`);
  const locked =
    targetType === 'question'
      ? sql`select ${questions.id} from ${questions}
          where ${questions.id} = ${targetId} and ${live(questions)}${visible(v.hiddenTarget, questions.hiddenAt)}
          for update`
      : sql`select ${answers.id} from ${answers}
          where ${answers.id} = ${targetId} and ${live(answers)}${visible(v.hiddenTarget, answers.hiddenAt)}
            and exists (select 1 from ${questions} where ${questions.id} = ${answers.questionId}
              and ${live(questions)}${visible(v.hiddenQuestion, questions.hiddenAt)})
          for update`;
  const voteTarget = sql`${targetType}::${sql.raw(voteTargetEnum.enumName)}`;
  const voteType = (name: string) => sql`${param(name)}::${sql.raw(voteTypeEnum.enumName)}`;
  const key = sql`${votes.userId} = ${voterId} and ${votes.targetType} = ${voteTarget} and ${votes.targetId} = ${targetId}`;
  const voteWrite =
    op === 'insert'
      ? sql`insert into ${votes} (user_id, target_type, target_id, vote_type)
          select ${voterId}, ${voteTarget}, t.id, ${voteType('voteType')}
          from target as t
          on conflict do nothing
          returning user_id`
      : op === 'delete'
        ? sql`delete from ${votes} where ${key} and ${votes.voteType} = ${voteType('current')} and exists (select 1 from target)
            returning user_id`
        : sql`update ${votes} set vote_type = ${voteType('voteType')}, created_at = now()
            where ${key} and ${votes.voteType} = ${voteType('current')} and exists (select 1 from target)
            returning user_id`;
  const points = sql`${param('points')}::int`;
  const rank = targetType === 'question' ? sql`, hot_rank = ${hotRankMovedBy(param('rankChange'))}` : sql``;
  const events = voteEventsSql({
    voterId,
    questionId: param('questionId'),
    channel: param('channel'),
    targetType: sql`${targetType}::text`,
    targetId,
  });
  return sql`
    with target as (${locked}),
    vote_write as (${voteWrite}),
    reputation as (
      update ${users} set reputation = ${users.reputation} + ${points}
      where ${users.id} = ${param('authorId')}::int and ${points} <> 0 and exists (select 1 from vote_write)
      returning ${users.id}
    ),
    counted as (
      update ${table} set upvotes = ${table.upvotes} + ${param('up')}::int, downvotes = ${table.downvotes} + ${param('down')}::int${rank}
      where ${table.id} = ${targetId} and exists (select 1 from vote_write)
      returning upvotes, downvotes
    ),
    announced as (${insertEventsSql(events)}),
    notified as (${notifySql(sql`announced`)})
    select counted.upvotes, counted.downvotes, ${writtenEventsSql(sql`announced`)} as events, (select count(*) from notified) as notified,
      (select count(*) from reputation) as reputation
    from counted`;
}

/**
 * Casts, removes or switches a vote: one unlocked read of the target and the
 * caller's vote, the policy check ('vote:cast' refuses your own post with 400), then one
 * statement that writes it (writeVote). When that statement finds the vote changed since the
 * read — the same member's concurrent request got there first — the vote is applied the locked
 * way instead, in one transaction (lock the target, read the vote, apply), which always
 * succeeds; either way the result is what applying the requests one after another gives.
 * @param params.policy the request's row policy (its actor votes); params.input the validated vote
 * @returns the target's counters and the caller's vote
 * @throws AppError 404 'Question/Answer was not found' when the target is missing, deleted or
 *   hidden from the voter (it or its question hidden pending review); 400 'You cannot vote on your own post'
 */
export async function castVote(
  db: Db,
  params: { policy: RowPolicy; input: { targetType: VoteTargetType; targetId: number; voteType: VoteType } },
): Promise<VoteResult> {
  const { policy, input } = params;
  const voter = policy.actor;
  let decided = false;
  const check = (target: VoteTarget | null): target is VoteTarget => {
    const visible =
      target &&
      policy.seesPost({ authorId: target.authorId, hidden: target.hidden }) &&
      policy.seesPost({ authorId: target.questionAuthorId, hidden: target.questionHidden });
    if (!target || !visible) throw notFound(input.targetType === 'question' ? 'Question' : 'Answer');
    // A post's author never changes: the first read decides 'vote:cast', the locked one only visibility.
    if (!decided) policy.require('vote:cast', { authorId: target.authorId });
    decided = true;
    return true;
  };
  const seen = await readVoteTarget(db, voter.id, input.targetType, input.targetId);
  if (check(seen)) {
    const written = await writeVote(db, voter.id, input, seen, {
      target: policy.seesPost({ authorId: seen.authorId, hidden: true }),
      question: policy.seesPost({ authorId: seen.questionAuthorId, hidden: true }),
    });
    if (written) return written;
  }
  return db.transaction(async (tx) => {
    const target = await lockVoteTarget(tx, input.targetType, input.targetId);
    check(target);
    return applyVote(tx, voter.id, input, target!);
  });
}
