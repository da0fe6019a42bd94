/**
 * Votes on questions and answers (DESIGN §4; decision 0003). One vote per person per target
 * (primary key of `votes`); the same vote again removes it; the opposite vote switches it.
 * Counters move with atomic `SET upvotes = upvotes + n` under a row lock on the target, so
 * concurrent votes never lose a count. `castVote` opens the transaction; the others run in it.
 */
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { answers, questions, users, votes, voteTargetEnum, voteTypeEnum } from '../../db/schema/index';
import { hotRankWith } from '../../shared/ranking';
import { insertEventsSql, noteEmitted, notifySql } from '../../events/outbox';
import { READER_CHANGED_EVENT } from '../../shared/read-cache';
import { authorize, canSeePost, type Actor } from '../../auth/policy';
import { notFound } from '../../errors';
import { type VoteTargetType, type VoteType } from '../../../common/constants';
import { reputationDelta } from '../../shared/reputation';

export { reputationDelta };
import type { TVoteResult } from '../../../common/schemas/index';

/** What a vote needs to know about its target. */
export type VoteTarget = {
  authorId: number;
  isAnonymous: boolean;
  questionId: number;
  /** Hidden pending review (decision 0034), and the same for its question. */
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
 * Reads a live vote target: what VoteTarget names, for a question or an answer (an answer
 * counts as missing when its question is deleted), and `current`, as the caller computes it.
 * @param lock whether to row-lock the target (FOR UPDATE; of the answer, for an answer)
 * @returns the target, or null when it is missing or deleted
 */
async function selectVoteTarget(
  db: Db,
  targetType: VoteTargetType,
  targetId: number,
  current: SQL<VoteType | null>,
  lock: boolean,
): Promise<(VoteTarget & { current: VoteType | null }) | null> {
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
      .where(and(eq(questions.id, targetId), isNull(questions.deletedAt)));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
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
    .innerJoin(questions, and(eq(questions.id, answers.questionId), isNull(questions.deletedAt)))
    .where(and(eq(answers.id, targetId), isNull(answers.deletedAt)));
  const [row] = await (lock ? query.for('update', { of: answers }) : query);
  return row ?? null;
}

/**
 * Loads and row-locks a live vote target (FOR UPDATE), so votes on one target are applied
 * one after another. Whether it is hidden pending review is returned for the caller's policy
 * check (`canSeePost`). The caller's vote is read after the lock (applyVote): a subquery here
 * would see the statement's snapshot, taken before the wait for the lock.
 * @returns the target, or null when it is missing or deleted
 */
export function lockVoteTarget(tx: Db, targetType: VoteTargetType, targetId: number): Promise<VoteTarget | null> {
  return selectVoteTarget(tx, targetType, targetId, sql<null>`null`, true);
}

/** The counters of a target after a vote, and the caller's vote. */
export type VoteResult = TVoteResult;

/**
 * Applies one vote request to a locked target: the vote row, the target's counters, the
 * trending rank (questions), the author's reputation (not for anonymous posts — it would
 * reveal who wrote them; decision 0003) and the live `vote.changed` event.
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
  // author's reputation (not for anonymous posts: it would reveal who wrote them; decision 0003),
  // the counters (and a question's trending rank) and the live event with its NOTIFY (decision 0043).
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
    .as(insertEventsSql(voteEventsSql(voterId, target.questionId, targetType, targetId)));
  const notified = tx.$with('notified', { sent: sql<number>`1` }).as(notifySql(sql`announced`));
  const [counts] = await tx
    .with(voteWrite, reputation, counted, announced, notified)
    .select({ upvotes: counted.upvotes, downvotes: counted.downvotes, notified: sql<number>`(select count(*) from notified)` })
    .from(counted);

  return announceVote(voterId, target.questionId, input, plan, counts);
}

/**
 * The events of a vote, as a SELECT for insertEventsSql over the statement's `counted` CTE (the
 * target's counters just written): for the question's viewers, `vote.changed` with those counts;
 * and, to the voter alone, that their votes changed (read caches keep each member's votes beside
 * their reader view). No row when `counted` has none (nothing was written).
 */
function voteEventsSql(voterId: number, questionId: number, targetType: VoteTargetType, targetId: number): SQL {
  return sql`
    select e.type, e.user_id, e.channel, e.payload from (
      select 1 as n, 'vote.changed'::text as type, null::int as user_id, ${`question:${questionId}`}::text as channel,
        jsonb_build_object('questionId', ${questionId}::int, 'targetType', ${targetType}::text, 'targetId', ${targetId}::int,
          'upvotes', counted.upvotes, 'downvotes', counted.downvotes) as payload
      from counted
      union all
      select 2, ${READER_CHANGED_EVENT}::text, ${voterId}::int, null::text, '{}'::jsonb from counted
    ) as e
    order by e.n`;
}

/**
 * Hands a written vote's events to the request's collector (noteEmitted, as voteEventsSql wrote
 * them) and shapes the response.
 * @param counts the target's counters as the write statement returned them
 * @returns the counters, the score and the caller's vote
 */
function announceVote(
  voterId: number,
  questionId: number,
  input: { targetType: VoteTargetType; targetId: number },
  plan: VotePlan,
  counts: { upvotes: number; downvotes: number },
): VoteResult {
  const { targetType, targetId } = input;
  noteEmitted([
    {
      type: 'vote.changed',
      channel: `question:${questionId}`,
      payload: { questionId, targetType, targetId, upvotes: counts.upvotes, downvotes: counts.downvotes },
    },
    { type: READER_CHANGED_EVENT, userId: voterId, payload: {} },
  ]);
  return {
    targetType,
    targetId,
    upvotes: counts.upvotes,
    downvotes: counts.downvotes,
    score: counts.upvotes - counts.downvotes,
    myVote: plan.myVote,
  };
}

/**
 * Reads a vote target and the caller's current vote on it, without locking (the first step of
 * castVote's usual path; the write statement re-checks the target under its lock).
 * @returns the target and the caller's vote, or null when the target is missing or deleted
 */
export function readVoteTarget(
  db: Db,
  voterId: number,
  targetType: VoteTargetType,
  targetId: number,
): Promise<(VoteTarget & { current: VoteType | null }) | null> {
  const current = sql<VoteType | null>`(select ${votes.voteType} from ${votes}
    where ${votes.userId} = ${voterId} and ${votes.targetType} = ${targetType} and ${votes.targetId} = ${targetId})`;
  return selectVoteTarget(db, targetType, targetId, current, false);
}

/**
 * The usual path of a vote: **one statement** that applies a plan made from an unlocked read
 * (decision 0040), as data-modifying CTEs: the target row locked (FOR UPDATE, so a vote waits
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
  const table = targetType === 'question' ? questions : answers;
  const visible = (ok: boolean, column: SQLWrapper) => (ok ? sql`` : sql` and ${column} is null`);
  const locked =
    targetType === 'question'
      ? sql`select ${questions.id} from ${questions}
          where ${questions.id} = ${targetId} and ${questions.deletedAt} is null${visible(mayVoteHidden.target, questions.hiddenAt)}
          for update`
      : sql`select ${answers.id} from ${answers}
          where ${answers.id} = ${targetId} and ${answers.deletedAt} is null${visible(mayVoteHidden.target, answers.hiddenAt)}
            and exists (select 1 from ${questions} where ${questions.id} = ${answers.questionId}
              and ${questions.deletedAt} is null${visible(mayVoteHidden.question, questions.hiddenAt)})
          for update`;
  const key = sql`${votes.userId} = ${voterId} and ${votes.targetType} = ${targetType} and ${votes.targetId} = ${targetId}`;
  const voteWrite =
    plan.op === 'insert'
      ? sql`insert into ${votes} (user_id, target_type, target_id, vote_type)
          select ${voterId}::int, ${targetType}::${sql.raw(voteTargetEnum.enumName)}, t.id, ${input.voteType}::${sql.raw(voteTypeEnum.enumName)}
          from target as t
          on conflict do nothing
          returning user_id`
      : plan.op === 'delete'
        ? sql`delete from ${votes} where ${key} and ${votes.voteType} = ${target.current} and exists (select 1 from target)
            returning user_id`
        : sql`update ${votes} set vote_type = ${input.voteType}, created_at = now()
            where ${key} and ${votes.voteType} = ${target.current} and exists (select 1 from target)
            returning user_id`;
  const points = target.isAnonymous ? 0 : reputationDelta(targetType, plan.up, plan.down);
  const rank = targetType === 'question' ? sql`, hot_rank = ${hotRankWith({ upvotes: plan.up, downvotes: plan.down })}` : sql``;
  const result = await db.execute(sql`
    with target as (${locked}),
    vote_write as (${voteWrite}),
    reputation as (
      update ${users} set reputation = ${users.reputation} + ${points}::int
      where ${users.id} = ${target.authorId} and ${points}::int <> 0 and exists (select 1 from vote_write)
      returning ${users.id}
    ),
    counted as (
      update ${table} set upvotes = ${table.upvotes} + ${plan.up}::int, downvotes = ${table.downvotes} + ${plan.down}::int${rank}
      where ${table.id} = ${targetId} and exists (select 1 from vote_write)
      returning upvotes, downvotes
    ),
    announced as (${insertEventsSql(voteEventsSql(voterId, target.questionId, targetType, targetId))}),
    notified as (${notifySql(sql`announced`)})
    select counted.upvotes, counted.downvotes, (select count(*) from notified) as notified,
      (select count(*) from reputation) as reputation
    from counted`);
  const [counts] = (result as unknown as { rows: { upvotes: number | string; downvotes: number | string }[] }).rows;
  if (!counts) return null;
  return announceVote(voterId, target.questionId, input, plan, { upvotes: Number(counts.upvotes), downvotes: Number(counts.downvotes) });
}

/**
 * Casts, removes or switches a vote (decision 0040): one unlocked read of the target and the
 * caller's vote, the policy check ('vote:cast' refuses your own post with 400), then one
 * statement that writes it (writeVote). When that statement finds the vote changed since the
 * read — the same member's concurrent request got there first — the vote is applied the locked
 * way instead, in one transaction (lock the target, read the vote, apply), which always
 * succeeds; either way the result is what applying the requests one after another gives.
 * @param params.voter the signed-in person voting; params.input the validated vote
 * @returns the target's counters and the caller's vote
 * @throws AppError 404 'Question/Answer was not found' when the target is missing, deleted or
 *   hidden from the voter (it or its question hidden pending review); 400 'You cannot vote on your own post'
 */
export async function castVote(
  db: Db,
  params: { voter: NonNullable<Actor>; input: { targetType: VoteTargetType; targetId: number; voteType: VoteType } },
): Promise<VoteResult> {
  const { voter, input } = params;
  const check = (target: VoteTarget | null): target is VoteTarget => {
    const visible =
      target &&
      canSeePost(voter, { authorId: target.authorId, hidden: target.hidden }) &&
      canSeePost(voter, { authorId: target.questionAuthorId, hidden: target.questionHidden });
    if (!target || !visible) throw notFound(input.targetType === 'question' ? 'Question' : 'Answer');
    authorize(voter, 'vote:cast', { authorId: target.authorId });
    return true;
  };
  const seen = await readVoteTarget(db, voter.id, input.targetType, input.targetId);
  if (check(seen)) {
    const written = await writeVote(db, voter.id, input, seen, {
      target: canSeePost(voter, { authorId: seen.authorId, hidden: true }),
      question: canSeePost(voter, { authorId: seen.questionAuthorId, hidden: true }),
    });
    if (written) return written;
  }
  return db.transaction(async (tx) => {
    const target = await lockVoteTarget(tx, input.targetType, input.targetId);
    check(target);
    return applyVote(tx, voter.id, input, target!);
  });
}
