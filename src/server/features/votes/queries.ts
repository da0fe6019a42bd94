/**
 * Votes on questions and answers (DESIGN §4; decision 0003). One vote per person per target
 * (primary key of `votes`); the same vote again removes it; the opposite vote switches it.
 * Counters move with atomic `SET upvotes = upvotes + n` under a row lock on the target, so
 * concurrent votes never lose a count. `castVote` opens the transaction; the others run in it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { answers, questions, users, votes } from '../../db/schema/index';
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
 * Loads and row-locks a live vote target (FOR UPDATE), so votes on one target are applied
 * one after another. An answer counts as missing when its question is deleted. Whether it is
 * hidden pending review is returned for the caller's policy check (`canSeePost`).
 * @returns the target, or null when it is missing or deleted
 */
export async function lockVoteTarget(tx: Db, targetType: VoteTargetType, targetId: number): Promise<VoteTarget | null> {
  if (targetType === 'question') {
    const [row] = await tx
      .select({
        authorId: questions.authorId,
        isAnonymous: questions.isAnonymous,
        questionId: questions.id,
        hidden: sql<boolean>`${questions.hiddenAt} is not null`,
        questionAuthorId: questions.authorId,
        questionHidden: sql<boolean>`${questions.hiddenAt} is not null`,
      })
      .from(questions)
      .where(and(eq(questions.id, targetId), isNull(questions.deletedAt)))
      .for('update');
    return row ?? null;
  }
  const [row] = await tx
    .select({
      authorId: answers.authorId,
      isAnonymous: answers.isAnonymous,
      questionId: answers.questionId,
      hidden: sql<boolean>`${answers.hiddenAt} is not null`,
      questionAuthorId: questions.authorId,
      questionHidden: sql<boolean>`${questions.hiddenAt} is not null`,
    })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), isNull(questions.deletedAt)))
    .where(and(eq(answers.id, targetId), isNull(answers.deletedAt)))
    .for('update', { of: answers });
  return row ?? null;
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
  const announced = tx.$with('announced', { id: sql<number>`id` }).as(
    insertEventsSql(sql`
      select e.type, e.user_id, e.channel, e.payload from (
        select 1 as n, 'vote.changed'::text as type, null::int as user_id, ${`question:${target.questionId}`}::text as channel,
          jsonb_build_object('questionId', ${target.questionId}::int, 'targetType', ${targetType}::text, 'targetId', ${targetId}::int,
            'upvotes', counted.upvotes, 'downvotes', counted.downvotes) as payload
        from counted
        union all
        select 2, ${READER_CHANGED_EVENT}::text, ${voterId}::int, null::text, '{}'::jsonb
      ) as e
      order by e.n`),
  );
  const notified = tx.$with('notified', { sent: sql<number>`1` }).as(notifySql(sql`announced`));
  const [counts] = await tx
    .with(voteWrite, reputation, counted, announced, notified)
    .select({ upvotes: counted.upvotes, downvotes: counted.downvotes, notified: sql<number>`(select count(*) from notified)` })
    .from(counted);

  noteEmitted([
    {
      type: 'vote.changed',
      channel: `question:${target.questionId}`,
      payload: { questionId: target.questionId, targetType, targetId, upvotes: counts.upvotes, downvotes: counts.downvotes },
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
 * Casts, removes or switches a vote, in one transaction: lock the target, authorize
 * ('vote:cast' refuses your own post with 400), apply.
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
  return db.transaction(async (tx) => {
    const target = await lockVoteTarget(tx, input.targetType, input.targetId);
    const visible =
      target &&
      canSeePost(voter, { authorId: target.authorId, hidden: target.hidden }) &&
      canSeePost(voter, { authorId: target.questionAuthorId, hidden: target.questionHidden });
    if (!target || !visible) throw notFound(input.targetType === 'question' ? 'Question' : 'Answer');
    authorize(voter, 'vote:cast', { authorId: target.authorId });
    return applyVote(tx, voter.id, input, target);
  });
}
