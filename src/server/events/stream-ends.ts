/**
 * The live events that end live-event streams (events/routes.ts closes the streams when it
 * delivers them, on every instance): a session signed out, an account closed or suspended, a role changed.
 */
import { createHash } from 'node:crypto';

/** `{ session: sessionTag }` for the session's member: that session's streams close. */
export const SESSION_ENDED_EVENT = 'session.ended';
/** For the member: every stream of theirs closes (the account is gone). */
export const ACCOUNT_CLOSED_EVENT = 'account.closed';
/** For the member: every stream of theirs closes (suspended or banned: the web turns to the restricted session's page). */
export const ACCOUNT_SUSPENDED_EVENT = 'account.suspended';
/** For the member: every stream of theirs closes, and the browser reconnects with the new role. */
export const ROLE_CHANGED_EVENT = 'role.changed';

/**
 * A short tag naming a session in a `session.ended` event: a hash of the stored session id
 * (itself a hash of the cookie's token), so the event names the session's streams without
 * carrying anything that could be used as a session.
 * @param sessionId the sessions table id
 * @returns 24 hex characters
 */
export function sessionTag(sessionId: string): string {
  return createHash('sha256').update(`events:${sessionId}`).digest('hex').slice(0, 24);
}
