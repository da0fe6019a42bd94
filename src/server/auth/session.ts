/**
 * Server-side sessions: a 256-bit random token in an HttpOnly, SameSite=Lax cookie; the
 * database keeps only its SHA-256, so a leaked table cannot be replayed. Each request's
 * session is resolved once, into `request.user`.
 */
import { hash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { millisecondsInDay } from 'date-fns/constants';
import type { Db } from '../db/connect';
import { sanctions, sessions, users, type UserRow } from '../db/schema/index';
import { unauthorized } from '../errors';
import { emitEvent } from '../events/outbox';
import { READ_METHODS } from '../events/emitted';
import { SESSION_ENDED_EVENT, sessionTag } from '../events/stream-ends';
import { sanctionInForceSql } from '../shared/standing';
import { dropsFor } from '../shared/cache-drops';
import type { SessionCache } from './session-cache';
import { live } from '../shared/live';

/**
 * The signed-in user of a request: their row, the silence in force (for the write gate) and the
 * suspension or ban in force (the restricted session), each null when none.
 */
export type SessionUser = UserRow & {
  silence?: { reason: string; endsAt: Date | null } | null;
  suspension?: { reason: string; endsAt: Date | null } | null;
};

export const SESSION_COOKIE = 'mindspace_session';
/** Session lifetime: 30 days, in milliseconds. */
export const SESSION_TTL_MS = 30 * millisecondsInDay;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Resolved sessions reused by reads for a few seconds (session-cache.ts; made by shared/caches.ts). */
    sessionCache: SessionCache<SessionUser>;
  }
}

/**
 * The stored id of a session token: its SHA-256 in hex. `crypto.hash` is the one-shot form
 * (Node 20.12+), about three times quicker than `createHash` for a short input, and it runs on
 * every signed-in request (the session cache's key).
 */
const hashToken = (token: string) => hash('sha256', token, 'hex');

/**
 * Creates a session row for a user.
 * @param db database or transaction
 * @param userId the user signing in
 * @param idToken the provider's id_token, kept for RP-initiated logout
 * @returns the opaque token to put in the cookie
 */
export async function createSession(db: Db, userId: number, idToken?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    idToken: idToken ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * Deletes the session behind a token (no error when it is already gone) and, in the same
 * transaction, announces `session.ended`, which closes that session's live-event streams on
 * every instance.
 */
export async function deleteSession(db: Db, token: string): Promise<void> {
  const id = hashToken(token);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId });
    if (gone) await emitEvent(tx, { type: SESSION_ENDED_EVENT, userId: gone.userId, payload: { session: sessionTag(id) } });
  });
}

/**
 * The latest-ending sanction in force of the session's member among `types`, as `{ reason, endsAt }`
 * JSON (endsAt null for one with no end), or null when none.
 * @param types the sanction types, as an SQL list of literals
 */
const sanctionInForce = (types: SQL) =>
  sql<{
    reason: string;
    endsAt: string | null;
  } | null>`(select json_build_object('reason', ${sanctions.reason}, 'endsAt', ${sanctions.endsAt})
    from ${sanctions} where ${sanctions.userId} = ${users.id} and ${sanctions.type} in (${types}) and ${sanctionInForceSql}
    order by ${sanctions.endsAt} desc nulls first limit 1)`;

/**
 * The session lookup as one statement (prepared once per database handle: it runs on every
 * write and every read the session cache misses, so its SQL is built once and, on PostgreSQL,
 * planned once per connection).
 */
function sessionLookup(db: Db) {
  return db
    .select({
      session: sessions,
      user: users,
      // The silence in force, for the write gate; null when none.
      silence: sanctionInForce(sql`'silence'`),
      // The suspension or ban in force: the member keeps a restricted session.
      suspension: sanctionInForce(sql`'suspend', 'ban'`),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), live(users)))
    .limit(1)
    .prepare('mindspace_find_session');
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** Returns the session row, its user and their silence and suspension in force, or null when missing, expired or closed. */
export async function findSession(db: Db, token: string) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ id: hashToken(token) });
  return row ?? null;
}

/**
 * Forgets a signed-out token's cached session on this instance at once (other instances drop it
 * when the `session.ended` event arrives).
 * @param app the app whose cache holds it
 * @param token the cookie's token
 */
export function forgetCachedSession(app: FastifyInstance, token: string): void {
  app.sessionCache.delete(hashToken(token));
}

/** Sets the session cookie on a reply. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Clears the session cookie (signing out, closing the account). */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Returns the signed-in user (the request chain has already refused signed-out callers on
 * every route that is not public; this narrows the type and guards the rest).
 * @throws AppError 401 when nobody is signed in
 */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Whether a member's write may have changed what their session holds (their record, their
 * standing): it emitted an event addressed to them that drops their sessions (every such change
 * is announced to the member: profile.changed, reader.changed, account.closed…; shared/cache-drops.ts),
 * or its events were not collected.
 */
const changedTheirSession = (request: FastifyRequest, userId: number) =>
  request.emittedEvents?.some((event) => dropsFor(event).sessionsOf === userId) ?? true;

/**
 * Resolves `request.user` from the session cookie on every /api request, reusing a session
 * resolved in the last SESSION_CACHE_SECONDS (session-cache.ts): the
 * events that end a session or change a member drop it on every instance within one event's
 * delivery. After a member's write that changed them, this instance forgets their cached
 * sessions before the response leaves, so their next request sees the change without waiting
 * for the event. Registered after the emitted-events collection (events/emitted.ts) and the
 * caches (shared/caches.ts, `app.sessionCache`).
 */
export const sessionPlugin = fp(
  async (app) => {
    const cache = app.sessionCache;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const hit = cache.get(hashToken(token));
      if (hit) {
        request.user = hit.user;
        request.sessionId = hit.sessionId;
        return;
      }
      const epoch = cache.epoch();
      const found = await findSession(app.database.db, token);
      if (found) {
        const silence = found.silence && {
          reason: found.silence.reason,
          endsAt: found.silence.endsAt ? new Date(found.silence.endsAt) : null,
        };
        const toDates = (s: { reason: string; endsAt: string | null } | null) =>
          s && { reason: s.reason, endsAt: s.endsAt ? new Date(s.endsAt) : null };
        request.user = { ...found.user, silence, suspension: toDates(found.suspension) };
        request.sessionId = found.session.id;
        cache.set({ sessionId: found.session.id, user: request.user, sessionExpiresAt: found.session.expiresAt }, epoch);
      }
    });
    // Before the response leaves, so the member's next request cannot come in ahead of the drop.
    app.addHook('onSend', async (request) => {
      const user = request.user;
      if (user && !READ_METHODS.has(request.method) && changedTheirSession(request, user.id)) cache.dropUser(user.id);
    });
  },
  { name: 'mindspace-session' },
);
