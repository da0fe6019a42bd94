/**
 * The one-click unsubscribe token of notification emails (`email_state.unsubscribe_token`,
 * features/email). It changes with each email and whenever the member changes an email setting,
 * so a link from an old email stops working once the member has chosen again: a
 * forwarded or leaked old email cannot turn off emails they turned back on.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { emailState } from '../db/schema/index';

/** A new unsubscribe token: 256 random bits, base64url (43 characters). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Gives the member a new unsubscribe token, so every link already emailed stops working. A
 * member never emailed has no row yet; their first email makes one with a fresh token.
 * @param tx the transaction that changes their email settings
 * @param userId the member
 */
export async function rotateUnsubscribeToken(tx: Db, userId: number): Promise<void> {
  await tx.update(emailState).set({ unsubscribeToken: newUnsubscribeToken() }).where(eq(emailState.userId, userId));
}
