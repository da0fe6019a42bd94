/**
 * Topic reads and writes: the topic list, follows (with topics.followers_count kept in the
 * same transaction), admin topic creation and the by-name upsert used by the seed and import.
 */
import toSlug from '@sindresorhus/slugify';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { moderationLog, questionTopics, topicFollows, topics, type TopicRow } from '../../db/schema/index';
import { isFixedTopic } from '../../../common/constants';
import { badRequest, conflict, notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import { words } from '../../i18n/messages';

/** Longest slug kept from a name (names are at most 50 characters; suffixes add a few). */
const SLUG_MAX = 60;

/**
 * The URL-safe form of a topic name, made by @sindresorhus/slugify: lowercase ASCII letters and
 * digits joined by single hyphens, letters transliterated ('Self care' → 'self-care',
 * 'Ängste & Sorgen' → 'aengste-sorgen'; '&' is dropped, not spelled 'and', so imported names such
 * as 'Children & Adolescents' keep their slugs), at most 60 characters.
 * @returns the slug, or 'topic' when the name has no letters or digits at all
 */
export function slugify(name: string): string {
  const slug = toSlug(name, { decamelize: false, customReplacements: [['&', ' ']] })
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'topic';
}

/** Whether an error (or its cause, as Drizzle wraps driver errors) is a unique-constraint violation. */
function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A slug not used by any topic yet: `base`, else `base-2`, `base-3`, ...
 * (two names may differ only in punctuation, e.g. 'Self care' and 'Self-care').
 */
async function freeSlug(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ slug: topics.slug })
    .from(topics)
    .where(or(eq(topics.slug, base), sql`${topics.slug} like ${`${base}-%`}`));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The topic with this name, compared case-insensitively (the unique index is on lower(name)). */
async function findTopicByName(db: Db, name: string): Promise<TopicRow | null> {
  const [row] = await db
    .select()
    .from(topics)
    .where(sql`lower(${topics.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

/**
 * Every topic, sorted by name (case-insensitively, then by id).
 * @returns topic rows
 */
export async function listTopics(db: Db): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .orderBy(sql`lower(${topics.name})`, asc(topics.id));
}

/**
 * Ids of the topics a person follows, ascending.
 * @param params.userId the follower
 * @returns topic ids
 */
export async function listFollowedTopicIds(db: Db, params: { userId: number }): Promise<number[]> {
  const rows = await db
    .select({ topicId: topicFollows.topicId })
    .from(topicFollows)
    .where(eq(topicFollows.userId, params.userId))
    .orderBy(asc(topicFollows.topicId));
  return rows.map((r) => r.topicId);
}

/**
 * Follows a topic, or unfollows it when already followed; topics.followers_count changes in
 * the same transaction, and a `follows.changed` event addressed to the member goes with it (read
 * caches drop their Following feed). Safe under concurrent toggles: the count moves only with a
 * row that was actually inserted or deleted.
 * @param params.userId the follower; params.topicId the topic
 * @returns `{ topicId, following }` — the state after the toggle
 * @throws AppError 404 'Topic was not found'
 */
export async function toggleTopicFollow(
  db: Db,
  params: { userId: number; topicId: number },
): Promise<{ topicId: number; following: boolean }> {
  const { userId, topicId } = params;
  return db.transaction(async (tx) => {
    const [topic] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).for('update');
    if (!topic) throw notFound('Topic');
    const removed = await tx
      .delete(topicFollows)
      .where(and(eq(topicFollows.userId, userId), eq(topicFollows.topicId, topicId)))
      .returning({ topicId: topicFollows.topicId });
    if (removed.length > 0) {
      await tx
        .update(topics)
        .set({ followersCount: sql`greatest(${topics.followersCount} - 1, 0)` })
        .where(eq(topics.id, topicId));
      await emitEvent(tx, { type: 'follows.changed', userId, payload: {} });
      return { topicId, following: false };
    }
    const added = await tx
      .insert(topicFollows)
      .values({ userId, topicId })
      .onConflictDoNothing()
      .returning({ topicId: topicFollows.topicId });
    if (added.length > 0) {
      await tx
        .update(topics)
        .set({ followersCount: sql`${topics.followersCount} + 1` })
        .where(eq(topics.id, topicId));
      await emitEvent(tx, { type: 'follows.changed', userId, payload: {} });
    }
    return { topicId, following: true };
  });
}

/**
 * Creates a topic (admins only; the route authorizes) with a slug made from its name, and
 * records the action in the moderation log, in one transaction.
 * @param params.actorId the admin; name (trimmed, 1–50); description or null; parentId or null
 * @returns the new topic row
 * @throws AppError 409 'A topic with this name already exists' (names compare case-insensitively);
 *   400 'Unknown parent topic' when parentId names no topic
 */
export async function createTopic(
  db: Db,
  params: { actorId: number; name: string; description: string | null; parentId: number | null },
): Promise<TopicRow> {
  try {
    return await db.transaction(async (tx) => {
      if (params.parentId != null) {
        const [parent] = await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, params.parentId));
        if (!parent) throw badRequest(words('error.unknownParentTopic'));
      }
      if (await findTopicByName(tx, params.name)) throw conflict(words('error.topicExists'));
      const [row] = await tx
        .insert(topics)
        .values({
          name: params.name,
          slug: await freeSlug(tx, slugify(params.name)),
          description: params.description,
          parentId: params.parentId,
        })
        .returning();
      await tx.insert(moderationLog).values({
        actorId: params.actorId,
        action: 'topic-created',
        targetType: 'topic',
        targetId: row.id,
        details: { name: row.name, slug: row.slug },
      });
      return row;
    });
  } catch (err) {
    // A concurrent creation of the same name (or slug) lost the race on the unique index.
    if (isUniqueViolation(err)) throw conflict(words('error.topicExists'));
    throw err;
  }
}

const FIXED_TOPIC_REFUSAL = words('error.fixedTopic');

/**
 * Renames and/or describes a topic (admins), in one transaction with a moderation_log row
 * 'topic-updated' and, for a rename, a `topic.changed` event (channel `topics`, the topic's id).
 * A rename keeps the slug, so links stay valid.
 * @param db the database
 * @param params actorId the admin; id the topic; name and description as given (undefined: unchanged; description null clears it)
 * @returns the updated row
 * @throws AppError 404 unknown topic; 409 name taken, or a rename of a fixed feed topic
 */
export async function updateTopic(
  db: Db,
  params: { actorId: number; id: number; name?: string; description?: string | null },
): Promise<TopicRow> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(topics).where(eq(topics.id, params.id)).for('update');
      if (!current) throw notFound('Topic');
      const renaming = params.name !== undefined && params.name !== current.name;
      if (renaming && isFixedTopic(current.name)) throw conflict(FIXED_TOPIC_REFUSAL);
      if (renaming) {
        const other = await findTopicByName(tx, params.name!);
        if (other && other.id !== current.id) throw conflict(words('error.topicExists'));
      }
      const [row] = await tx
        .update(topics)
        .set({
          name: params.name ?? current.name,
          description: params.description === undefined ? current.description : params.description,
        })
        .where(eq(topics.id, params.id))
        .returning();
      await tx.insert(moderationLog).values({
        actorId: params.actorId,
        action: 'topic-updated',
        targetType: 'topic',
        targetId: row.id,
        details: { from: current.name, to: row.name },
      });
      // Cards show topic names: read caches drop what shows this one (ids only).
      if (renaming) await emitEvent(tx, { type: 'topic.changed', channel: 'topics', payload: { topicId: row.id } });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(words('error.topicExists'));
    throw err;
  }
}

/**
 * Removes a topic (admins), keeping its questions: their link to the topic, its follows and
 * its place as a parent go with it, in one transaction with a moderation_log row 'topic-deleted'
 * and a `topic.changed` event (channel `topics`, the topic's id).
 * @param db the database
 * @param params actorId the admin; id the topic
 * @throws AppError 404 unknown topic; 409 a fixed feed topic
 */
export async function deleteTopic(db: Db, params: { actorId: number; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(topics).where(eq(topics.id, params.id)).for('update');
    if (!current) throw notFound('Topic');
    if (isFixedTopic(current.name)) throw conflict(FIXED_TOPIC_REFUSAL);
    const unlinked = await tx
      .delete(questionTopics)
      .where(eq(questionTopics.topicId, params.id))
      .returning({ id: questionTopics.questionId });
    await tx.delete(topicFollows).where(eq(topicFollows.topicId, params.id));
    await tx.update(topics).set({ parentId: null }).where(eq(topics.parentId, params.id));
    await tx.delete(topics).where(eq(topics.id, params.id));
    await tx.insert(moderationLog).values({
      actorId: params.actorId,
      action: 'topic-deleted',
      targetType: 'topic',
      targetId: params.id,
      details: { name: current.name, questionsKept: unlinked.length },
    });
    await emitEvent(tx, { type: 'topic.changed', channel: 'topics', payload: { topicId: params.id } });
  });
}

/**
 * Returns the topic with this name (case-insensitive), creating it when missing; used by the
 * seed and the Counsel Chat import. A given description replaces the stored one.
 * Not logged in the moderation log (no person acts). Runs in the caller's transaction when given one.
 * @param name the topic name, e.g. 'Anxiety' (trimmed here)
 * @param description optional description
 * @returns the topic row
 */
export async function ensureTopic(db: Db, name: string, description?: string | null): Promise<TopicRow> {
  const trimmed = name.trim();
  if (!trimmed) throw new Error('ensureTopic: the topic name is empty');
  const existing = await findTopicByName(db, trimmed);
  if (existing) {
    if (description == null || description === existing.description) return existing;
    const [updated] = await db.update(topics).set({ description }).where(eq(topics.id, existing.id)).returning();
    return updated;
  }
  const [inserted] = await db
    .insert(topics)
    .values({ name: trimmed, slug: await freeSlug(db, slugify(trimmed)), description: description ?? null })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  // Lost a race with another writer of the same name: theirs is the topic.
  const raced = await findTopicByName(db, trimmed);
  if (!raced) throw new Error(`ensureTopic: could not create topic '${trimmed}' (slug taken)`);
  return raced;
}
