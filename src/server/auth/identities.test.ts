/**
 * What a sign-in copies from the provider: nothing public on the first
 * sign-in (a pseudonym, no picture, onboarding pending), the picture kept privately and
 * followed only when the person chose it. Real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness';
import { users } from '../db/schema/index';
import { signInUser } from './identities';
import type { IdentityClaims } from './relying-party';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const claims = (over: Partial<IdentityClaims> = {}): IdentityClaims => ({
  issuer: 'https://id.example.org',
  subject: 'sub-1',
  givenName: 'Jordan',
  familyName: 'Realname',
  email: 'jordan@example.org',
  picture: 'https://img.example.org/jordan.png',
  ...over,
});

describe('signInUser', () => {
  it('publishes neither the provider name nor picture on the first sign-in', async () => {
    const { user, created } = await signInUser(ctx.database.db, 'https://id.example.org', claims(), 'user');
    expect(created).toBe(true);
    expect(user).toMatchObject({ lastName: null, profileImageUrl: null, onboardedAt: null, email: 'jordan@example.org' });
    expect(user.providerPictureUrl).toBe('https://img.example.org/jordan.png');
    expect(user.firstName).not.toMatch(/Jordan|Realname/);
    expect(user.firstName!.length).toBeGreaterThan(3);
  });

  it('never copies names later, and follows the provider picture only when the person chose it', async () => {
    const c = claims({ subject: 'sub-2' });
    const { user } = await signInUser(ctx.database.db, c.issuer, c, 'user');
    await ctx.database.db.update(users).set({ firstName: null }).where(eq(users.id, user.id));
    const second = await signInUser(ctx.database.db, c.issuer, { ...c, picture: 'https://img.example.org/new.png' }, 'user');
    expect(second.user).toMatchObject({
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      providerPictureUrl: 'https://img.example.org/new.png',
    });

    await ctx.database.db.update(users).set({ profileImageUrl: 'https://img.example.org/new.png' }).where(eq(users.id, user.id));
    const third = await signInUser(ctx.database.db, c.issuer, { ...c, picture: 'https://img.example.org/newer.png' }, 'user');
    expect(third.user).toMatchObject({
      profileImageUrl: 'https://img.example.org/newer.png',
      providerPictureUrl: 'https://img.example.org/newer.png',
    });
  });
});
