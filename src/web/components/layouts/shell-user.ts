import type { ComponentProps, ComponentType } from 'react';
import type { User } from '@/types/api';

/** What the shell needs to know about the signed-in person. */
export type ShellUser = Pick<User, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'email'>;

/** Moderators and admins see the Moderation link (spec §2, §6). */
export const canModerate = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'moderator' || user?.role === 'admin';

/** Only admins see the Admin link. */
export const isAdmin = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'admin';

/**
 * The Messages link component the app passes into the shell (features/messages): rendered in
 * the header and the mobile menu; must pass extra anchor props (e.g. onClick) to its <a>.
 */
export type MessagesLinkComponent = ComponentType<ComponentProps<'a'> & { showLabel?: boolean }>;
