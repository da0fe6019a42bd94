import type { ComponentProps, ComponentType } from 'react';
import type { Me } from '@/types/api';

/** What the shell needs to know about the signed-in person. */
export type ShellUser = Pick<Me, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'email' | 'siteAbilities'>;

/**
 * Whether to show the Moderation link (spec §2, §6): the server's `siteAbilities.moderate`.
 * @param user the signed-in person, or null/undefined
 */
export const canModerate = (user: Pick<Me, 'siteAbilities'> | null | undefined) => user?.siteAbilities.moderate === true;

/**
 * Whether to show the Admin link: the server's `siteAbilities.administer`.
 * @param user the signed-in person, or null/undefined
 */
export const isAdmin = (user: Pick<Me, 'siteAbilities'> | null | undefined) => user?.siteAbilities.administer === true;

/** Where a member's settings are: the Settings tab of their own profile. */
export const settingsPath = (user: Pick<Me, 'id'>) => `/profile/${user.id}?tab=settings`;

/**
 * The Messages link component the app passes into the shell (features/messages): rendered in
 * the header and the mobile menu; must pass extra anchor props (e.g. onClick) to its <a>.
 */
export type MessagesLinkComponent = ComponentType<ComponentProps<'a'> & { showLabel?: boolean }>;
