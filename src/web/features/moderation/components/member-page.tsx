import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Gavel, RotateCcw, UserRound } from 'lucide-react';
import { SANCTION_MAX_DAYS, SANCTION_TYPES, type SanctionType } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { getFullName } from '@/lib/display-name';
import { formatFullDate, formatRelativeTime } from '@/lib/time';
import type { MemberRecord, Sanction } from '@/types/api';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useAddSanction, useLiftSanction, useMemberRecord, useRestoreContent } from '../api/member';
import { ReportCard } from './report-card';
import { StaffNotes } from './staff-notes';
import { ConfirmDialog } from '@/components/confirm-dialog';

const SANCTION_LABELS: Record<SanctionType, string> = {
  warn: 'Warning',
  silence: 'Silence (can read, cannot post)',
  suspend: 'Suspension (sees only their decisions and help)',
  ban: 'Ban (sees only their decisions and help, no end)',
};
const needsDays = (type: SanctionType) => type === 'silence' || type === 'suspend';

/** What the confirmation says a sanction does to the member. */
function sanctionConsequence(type: SanctionType, days: number): string {
  switch (type) {
    case 'warn':
      return 'They receive a private warning with your reason. Nothing else changes.';
    case 'silence':
      return `For ${days} ${days === 1 ? 'day' : 'days'} they can read but not post, answer, comment or message. They are told why and until when.`;
    case 'suspend':
      return `For ${days} ${days === 1 ? 'day' : 'days'} they see only their decisions, how to appeal and help (they can still report, mute and block). They are told why and until when.`;
    case 'ban':
      return 'Until an admin lifts the ban, they see only their decisions, how to appeal and help. They are told why.';
  }
}

/**
 * The form that gives a sanction: only the types the server's `abilities` allow (a moderator is
 * never offered Ban), the reason the member reads, days for a silence or suspension; it asks
 * to confirm, saying what the sanction does.
 */
function SanctionForm({ userId, name, abilities }: { userId: number; name: string; abilities: MemberRecord['abilities'] }) {
  const allowed = SANCTION_TYPES.filter((t) => abilities[t]);
  const [type, setType] = useState<SanctionType>(allowed[0] ?? 'warn');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('3');
  const [confirming, setConfirming] = useState(false);
  const add = useAddSanction(userId, {
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Sanction recorded' });
        setReason('');
        setConfirming(false);
      },
      onError: (error) => handleMutationError(error, { title: 'Could not record the sanction' }),
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  const dayCount = Number(days);
  const length = needsDays(type) ? ` for ${dayCount} ${dayCount === 1 ? 'day' : 'days'}` : '';
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Give a sanction">
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <div className="space-y-1.5">
          <Label htmlFor="sanction-type">Sanction</Label>
          <select
            id="sanction-type"
            value={type}
            onChange={(e) => setType(e.target.value as SanctionType)}
            className="h-9 w-full rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {allowed.map((t) => (
              <option key={t} value={t}>
                {SANCTION_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        {needsDays(type) && (
          <div className="space-y-1.5">
            <Label htmlFor="sanction-days">Days</Label>
            <Input
              id="sanction-days"
              type="number"
              min={1}
              max={SANCTION_MAX_DAYS}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </div>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="sanction-reason">Reason (the member reads it)</Label>
        <Textarea id="sanction-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} required />
      </div>
      <Button type="submit" disabled={add.isPending || !reason.trim()}>
        <Gavel aria-hidden />
        Give sanction…
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${SANCTION_LABELS[type].split(' (')[0]}${length} for ${name}?`}
        confirmLabel={type === 'warn' ? 'Send warning' : `${SANCTION_LABELS[type].split(' (')[0]}${length}`}
        onConfirm={() => add.mutate({ type, reason, ...(needsDays(type) ? { days: dayCount } : {}) })}
        pending={add.isPending}
        destructive={type !== 'warn'}
      >
        <p>{sanctionConsequence(type, dayCount)}</p>
        <p>
          The reason they read: <q className="text-foreground">{reason.trim()}</q>
        </p>
      </ConfirmDialog>
    </form>
  );
}

/** The check-ins MindSpace Safety Team sent the member: when, and who asked for each. */
function CheckInList({ items }: { items: MemberRecord['checkIns'] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No check-ins sent.</p>;
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label="Check-ins sent">
      {items.map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
          <span>
            Sent by <span className="font-medium">{c.sentBy?.firstName ?? 'a former staff member'}</span>
          </span>
          <span className="text-xs text-muted-foreground" title={formatFullDate(c.sentAt)}>
            {formatRelativeTime(c.sentAt)} · {formatFullDate(c.sentAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One sanction with its Lift (or Withdraw) button. */
function SanctionRow({ userId, sanction }: { userId: number; sanction: Sanction }) {
  const lift = useLiftSanction(userId, {
    mutationConfig: {
      onSuccess: () => toast({ title: sanction.type === 'warn' ? 'Warning withdrawn' : 'Sanction lifted' }),
      onError: (error) => handleMutationError(error, { title: 'Could not lift the sanction' }),
    },
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          {SANCTION_LABELS[sanction.type].split(' (')[0]}
          {sanction.inForce && (
            <Badge variant="outline" className="ml-2">
              In force
            </Badge>
          )}
          {sanction.liftedAt && (
            <Badge variant="secondary" className="ml-2">
              Lifted
            </Badge>
          )}
        </p>
        <p className="break-words text-muted-foreground">{sanction.reason}</p>
        <p className="text-xs text-muted-foreground">
          By {sanction.createdBy?.firstName ?? 'a former staff member'} · {formatFullDate(sanction.createdAt)}
          {sanction.endsAt && ` · until ${formatFullDate(sanction.endsAt)}`}
        </p>
      </div>
      {!sanction.liftedAt && (sanction.inForce || sanction.type === 'warn') && (
        <Button size="sm" variant="outline" onClick={() => lift.mutate(sanction.id)} disabled={lift.isPending}>
          {sanction.type === 'warn' ? 'Withdraw' : 'Lift'}
        </Button>
      )}
    </li>
  );
}

/** The member's removed content; what staff removed can be restored. */
function RemovedList({ items }: { items: MemberRecord['removedContent'] }) {
  const restore = useRestoreContent({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Content restored' }),
      onError: (error) => handleMutationError(error, { title: 'Could not restore the content' }),
    },
  });
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nothing removed.</p>;
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label="Removed content">
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {item.type}
              {item.isAnonymous && ' · posted anonymously'} · removed {formatRelativeTime(item.deletedAt)}
              {!item.removedByStaff && ' by its author'}
            </p>
            <p className="line-clamp-4 break-words whitespace-pre-wrap">{item.content}</p>
          </div>
          {item.removedByStaff && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => restore.mutate({ targetType: item.type, targetId: item.id })}
              disabled={restore.isPending}
            >
              <RotateCcw aria-hidden />
              Restore
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /moderation/users/:id (staff): a member's record — staff notes (decision 0077), reports about them and their content,
 * their removed content (with Restore), their sanctions (with Lift), the form to give one with
 * the types the server allows (decision 0028), and the check-ins they were sent. Nothing here is shown to other members.
 */
export function MemberPage({ userId }: { userId: number }) {
  const record = useMemberRecord(userId);
  useDocumentTitle('Member record');
  if (record.isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-3" role="status" aria-label="Loading the member record">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return <Card className="mx-auto max-w-md p-8 text-center">This member was not found.</Card>;
    }
    return <LoadError what="the member record" onRetry={() => void record.refetch()} />;
  }
  const { user, reports, removedContent, sanctions, checkIns, notes, abilities } = record.data;
  const mayGiveSanctions = Object.values(abilities).some(Boolean);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link href="/moderation" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        Moderation Dashboard
      </Link>
      <div className="flex items-center gap-3">
        <UserRound className="size-8 text-primary" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold">{getFullName(user)}</h1>
          <p className="text-sm text-muted-foreground">
            {user.role} · joined {formatFullDate(user.createdAt)}
            {user.closed && ' · account closed'}
            {!user.closed && (
              <>
                {' · '}
                <Link href={`/profile/${user.id}`} className="text-primary underline underline-offset-2">
                  Profile
                </Link>
              </>
            )}
          </p>
        </div>
      </div>

      <section className="space-y-3" aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="text-lg font-semibold">
          Staff notes
        </h2>
        <StaffNotes userId={user.id} notes={notes} />
      </section>

      <section className="space-y-3" aria-labelledby="sanctions-heading">
        <h2 id="sanctions-heading" className="text-lg font-semibold">
          Sanctions
        </h2>
        {sanctions.length > 0 ? (
          <ul className="divide-y rounded-lg border bg-card" aria-label="Sanctions">
            {sanctions.map((s) => (
              <SanctionRow key={s.id} userId={user.id} sanction={s} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No sanctions.</p>
        )}
        {mayGiveSanctions && (
          <Card className="p-4">
            <SanctionForm userId={user.id} name={getFullName(user)} abilities={abilities} />
          </Card>
        )}
      </section>

      <section className="space-y-3" aria-labelledby="check-ins-heading">
        <h2 id="check-ins-heading" className="text-lg font-semibold">
          Check-ins sent
        </h2>
        <CheckInList items={checkIns} />
      </section>

      <section className="space-y-3" aria-labelledby="removed-heading">
        <h2 id="removed-heading" className="text-lg font-semibold">
          Removed content
        </h2>
        <RemovedList items={removedContent} />
      </section>

      <section className="space-y-3" aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="text-lg font-semibold">
          Reports about this member
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reports.</p>
        ) : (
          <ul className="space-y-3" aria-label="Reports about this member">
            {reports.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
