import * as React from 'react';
import { cn } from '@/lib/utils';

/** A pulsing grey block that stands in for content while it loads; size it with `className`. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
