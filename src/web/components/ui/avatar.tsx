import * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** The avatar frame's classes (also for plain markup without a Radix Avatar). */
export const avatarClasses = 'relative flex size-8 shrink-0 overflow-hidden rounded-full';

/** The fallback's classes: initials on a muted circle. */
export const avatarFallbackClasses =
  'flex size-full items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground';

/** A round avatar frame (Radix Avatar root, 32 px by default). Props are those of the Radix part; `className` adds classes. */
export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarClasses, className)} {...props} />;
}

/** The avatar picture; hidden until it loads (Radix Avatar.Image). */
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image data-slot="avatar-image" className={cn('aspect-square size-full object-cover', className)} {...props} />;
}

/** What the avatar shows when there is no picture (initials), on a muted circle. */
export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return <AvatarPrimitive.Fallback data-slot="avatar-fallback" className={cn(avatarFallbackClasses, className)} {...props} />;
}
