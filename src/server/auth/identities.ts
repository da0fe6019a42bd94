/**
 * From a verified sign-in to a MindSpace user: the (issuer, subject) pair in `identities`
 * names the user; the first sign-in creates them, later ones refresh what the provider owns.
 * Which claims win over edits made in MindSpace: docs/decisions/0002-identity-and-claims.md.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { identities, users, type UserRow } from '../db/schema/index';
import type { Role } from '../../common/constants';
import type { IdentityClaims } from './relying-party';
import { pseudonym } from './pseudonym';
import { isDeletedRow } from '../shared/live';

/** Thrown when the identity belongs to a closed account: signing in does not reopen it. */
export class AccountClosedError extends Error {
  constructor() {
    super('the account behind this identity is closed');
    this.name = 'AccountClosedError';
  }
}

/** Raised inside the create transaction to roll it back when another request won the race. */
class IdentityTaken extends Error {}

async function findUserByIdentity(db: Db, issuer: string, subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Finds or creates the user for a sign-in and refreshes their provider-owned fields.
 * First sign-in: a new user with `role`, the email, the provider's picture kept aside
 * (`providerPictureUrl`, private), a pseudonym as display name and `onboardedAt` null: nothing
 * the provider says about the person is published (decision 0026, superseding part of 0002);
 * they choose their name and picture in onboarding.
 * Later sign-ins: email and `providerPictureUrl` follow the provider (when it sends them), and
 * the public picture too when the person chose the provider's; names are never copied.
 * @param db database
 * @param identityIssuer the identities.issuer value (EMBEDDED_ISSUER or the issuer URL)
 * @param claims verified profile claims (subject is the identity's subject)
 * @param role role of a newly created user (existing users keep theirs)
 * @returns the user row after the update, and whether it was created now
 * @throws AccountClosedError when the identity's user has been closed
 */
export async function signInUser(
  db: Db,
  identityIssuer: string,
  claims: IdentityClaims,
  role: Role,
): Promise<{ user: UserRow; created: boolean }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findUserByIdentity(db, identityIssuer, claims.subject);
    if (existing) {
      if (isDeletedRow(existing)) throw new AccountClosedError();
      const changes: Partial<typeof users.$inferInsert> = {};
      if (claims.email !== undefined) changes.email = claims.email;
      if (claims.picture !== undefined && claims.picture !== existing.providerPictureUrl) {
        changes.providerPictureUrl = claims.picture;
        // The person chose the provider's picture: it follows the provider.
        if (existing.providerPictureUrl !== null && existing.profileImageUrl === existing.providerPictureUrl) {
          changes.profileImageUrl = claims.picture;
        }
      }
      if (Object.keys(changes).length === 0) return { user: existing, created: false };
      const [updated] = await db.update(users).set(changes).where(eq(users.id, existing.id)).returning();
      return { user: updated, created: false };
    }
    try {
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            firstName: pseudonym(),
            lastName: null,
            email: claims.email ?? null,
            profileImageUrl: null,
            providerPictureUrl: claims.picture ?? null,
            onboardedAt: null,
            role,
          })
          .returning();
        const linked = await tx
          .insert(identities)
          .values({ userId: row.id, issuer: identityIssuer, subject: claims.subject })
          .onConflictDoNothing()
          .returning({ id: identities.id });
        if (linked.length === 0) throw new IdentityTaken();
        return row;
      });
      return { user, created: true };
    } catch (err) {
      // A simultaneous first sign-in created the identity: read theirs on the next pass.
      if (!(err instanceof IdentityTaken)) throw err;
    }
  }
  throw new Error('could not link the sign-in identity to a user');
}
