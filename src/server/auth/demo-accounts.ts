/**
 * Demo accounts of the embedded sign-in provider (used only while OIDC_ISSUER_URL is unset).
 * The seed creates the matching MindSpace users with identities (EMBEDDED_ISSUER, username),
 * so signing in as one of these lands on the seeded (onboarded) profile — except the newcomers
 * (`newbie`, `sam`, `kit`), who have never signed in and go through onboarding.
 */
import type { Role } from '../../common/constants';

/** The identities.issuer value for accounts of the embedded provider (stable across ports and hosts). */
export const EMBEDDED_ISSUER = 'mindspace-embedded';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'mindspace';

export type DemoAccount = {
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  role: Role;
  /**
   * True for the account the seed leaves out: its first sign-in creates a new member who
   * goes through onboarding (month and year of birth, terms, display name), so the flow can be seen in the demo.
   */
  newcomer?: boolean;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'alice', givenName: 'Alice', familyName: 'Morgan', email: 'alice@mindspace.local', role: 'user' },
  { username: 'bob', givenName: 'Bob', familyName: 'Okafor', email: 'bob@mindspace.local', role: 'user' },
  { username: 'carol', givenName: 'Carol', familyName: 'Nguyen', email: 'carol@mindspace.local', role: 'user' },
  { username: 'maya', givenName: 'Maya', familyName: 'Patel', email: 'maya@mindspace.local', role: 'moderator' },
  { username: 'adam', givenName: 'Adam', familyName: 'Fischer', email: 'adam@mindspace.local', role: 'admin' },
  { username: 'newbie', givenName: 'Nova', familyName: 'Reyes', email: 'newbie@mindspace.local', role: 'user', newcomer: true },
  // Newcomers too, to try the age screen as a member under 18 and as someone under 13.
  { username: 'sam', givenName: 'Sam', familyName: 'Lee', email: 'sam@mindspace.local', role: 'user', newcomer: true },
  { username: 'kit', givenName: 'Kit', familyName: 'Moss', email: 'kit@mindspace.local', role: 'user', newcomer: true },
];
