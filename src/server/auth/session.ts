/**
 * Server-side sessions: a 256-bit random token in an HttpOnly, SameSite=Lax cookie; the
 * database keeps only its SHA-256, so a leaked table cannot be replayed. Each request's
 * session is resolved once, into `request.user`.
 */
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sanctions, sessions, users, type UserRow } from '../db/schema/index';
import { unauthorized } from '../errors';
import { emitEvent } from '../events/outbox';
import { SESSION_ENDED_EVENT, sessionTag } from '../events/stream-ends';
import { sanctionInForceSql, suspendedSql } from '../shared/standing';

/** The signed-in user of a request: their row and the silence in force (for the write gate), if any. */
export type SessionUser = UserRow & { silence?: { reason: string; endsAt: Date | null } | null };

export const SESSION_COOKIE = 'mindspace_session';
/** Session lifetime: 30 days, in milliseconds. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
    sessionId: string | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** Returns the session row and its user for a token, or null when missing, expired, closed, or the member is suspended or banned. */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      // The silence in force, for the write gate (decision 0028); null when none.
      silence: sql<{
        reason: string;
        endsAt: string | null;
      } | null>`(select json_build_object('reason', ${sanctions.reason}, 'endsAt', ${sanctions.endsAt})
        from ${sanctions} where ${sanctions.userId} = ${users.id} and ${sanctions.type} = 'silence' and ${sanctionInForceSql}
        order by ${sanctions.endsAt} desc nulls first limit 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt), not(suspendedSql(users.id))))
    .limit(1);
  return row ?? null;
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

/** Resolves `request.user` from the session cookie on every /api request. */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const found = await findSession(app.database.db, token);
      if (found) {
        const silence = found.silence && {
          reason: found.silence.reason,
          endsAt: found.silence.endsAt ? new Date(found.silence.endsAt) : null,
        };
        request.user = { ...found.user, silence };
        request.sessionId = found.session.id;
      }
    });
  },
  { name: 'mindspace-session' },
);
