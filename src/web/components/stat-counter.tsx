import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A dashboard counter (moderation and admin): label, icon and number (or a figure already put in
 * words, such as a duration); a skeleton while `value` is unknown.
 */
export function StatCounter({ label, value, icon }: { label: string; value: number | string | undefined; icon: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-1 px-2 py-3 text-center sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
      <span
        className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex [&_svg]:size-5"
        aria-hidden
      >
        {icon}
      </span>
      <dl>
        <dt className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums sm:mt-0 sm:text-2xl">
          {value === undefined ? <Skeleton className="mx-auto h-7 w-10 sm:mx-0" /> : value.toLocaleString()}
        </dd>
      </dl>
    </Card>
  );
}
