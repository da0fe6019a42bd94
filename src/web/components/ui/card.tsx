import * as React from 'react';
import { cn } from '@/lib/utils';

/** A bordered, rounded surface for a block of content. Props are those of a <div>. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card" className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}

/** The top of a card: title and description, stacked. Props are those of a <div>. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}

/** Card title; renders an <h2> by default (pass `as` for another level). */
export function CardTitle({ className, as: Heading = 'h2', ...props }: React.ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' }) {
  return <Heading data-slot="card-title" className={cn('leading-tight font-semibold', className)} {...props} />;
}

/** A muted line under a card title. Props are those of a <p>. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The body of a card, padded to match its header. Props are those of a <div>. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-5 pt-0', className)} {...props} />;
}
