import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Gavel, RotateCcw, UserRound } from 'lucide-react';
import { LIMITS, SANCTION_MAX_DAYS, SANCTION_TYPES, type SanctionType } from '@common/constants';
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
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useAddSanction, useLiftSanction, useMemberRecord, useRestoreContent } from '../api/member';
import { ReportCard } from './report-card';
import { StaffNotes } from './staff-notes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useI18n } from '@/lib/i18n';

const needsDays = (type: SanctionType) => type === 'silence' || type === 'suspend';

/**
 * The form that gives a sanction: only the types the server's `abilities` allow (a moderator is
 * never offered Ban), the reason the member reads, days for a silence or suspension; it asks
 * to confirm, saying what the sanction does.
 */
function SanctionForm({ userId, name, abilities }: { userId: number; name: string; abilities: MemberRecord['abilities'] }) {
  const { t, rich } = useI18n();
  const allowed = SANCTION_TYPES.filter((t) => abilities[t]);
  const [type, setType] = useState<SanctionType>(allowed[0] ?? 'warn');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('3');
  const add = useAddSanction(userId, {
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('moderation.sanction.recorded') });
        setReason('');
        setChecked(null);
      },
      onError: (error) => handleMutationError(error, { title: t('moderation.sanction.recordFailed') }),
    },
  });
  // The sanction as checked by its schema, waiting for the moderator's confirmation.
  const [checked, setChecked] = useState<Parameters<typeof add.mutate>[0] | null>(null);
  const dayCount = Number(days);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = { type, reason, days: needsDays(type) ? dayCount : null };
    setChecked(
      await checkForm((schemas) => schemas.ZCreateSanction, value, {
        title: t('moderation.sanction.recordFailed'),
        t,
        field: { reason: 'sanction-reason', days: 'sanction-days' },
      }),
    );
  };
  return (
    <form onSubmit={(e) => void submit(e)} onFocus={preloadSchemas} className="space-y-3" aria-label={t('moderation.sanction.formLabel')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <div className="space-y-1.5">
          <Label htmlFor="sanction-type">{t('moderation.sanction.type')}</Label>
          <select
            id="sanction-type"
            value={type}
            onChange={(e) => setType(e.target.value as SanctionType)}
            className="h-9 w-full rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {allowed.map((option) => (
              <option key={option} value={option}>
                {t('moderation.sanction.option', { type: option })}
              </option>
            ))}
          </select>
        </div>
        {needsDays(type) && (
          <div className="space-y-1.5">
            <Label htmlFor="sanction-days">{t('moderation.sanction.days')}</Label>
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
        <Label htmlFor="sanction-reason">{t('moderation.sanction.reason')}</Label>
        <Textarea
          id="sanction-reason"
          value={reason}
          maxLength={LIMITS.sanctionReason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
      </div>
      <Button type="submit" disabled={add.isPending || !reason.trim()}>
        <Gavel aria-hidden />
        {t('moderation.sanction.give')}
      </Button>
      <ConfirmDialog
        open={checked !== null}
        onOpenChange={(open) => {
          if (!open) setChecked(null);
        }}
        title={t('moderation.sanction.confirmTitle', { type, days: dayCount, name })}
        confirmLabel={t('moderation.sanction.confirm', { type, days: dayCount })}
        onConfirm={() => checked && add.mutate(checked)}
        pending={add.isPending}
        destructive={type !== 'warn'}
      >
        <p>{t('moderation.sanction.consequence', { type, days: dayCount })}</p>
        <p>
          {rich('moderation.sanction.theyRead', {
            reason: checked?.reason ?? '',
            q: (chunks) => <q className="text-foreground">{chunks}</q>,
          })}
        </p>
      </ConfirmDialog>
    </form>
  );
}

/** The check-ins MindSpace Safety Team sent the member: when, and who asked for each. */
function CheckInList({ items }: { items: MemberRecord['checkIns'] }) {
  const { t, rich, locale } = useI18n();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('moderation.member.noCheckIns')}</p>;
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label={t('moderation.member.checkIns')}>
      {items.map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
          <span>
            {rich('moderation.member.sentBy', {
              name: c.sentBy?.firstName ?? t('moderation.card.formerStaff'),
              b: (chunks) => <span className="font-medium">{chunks}</span>,
            })}
          </span>
          <span className="text-xs text-muted-foreground" title={formatFullDate(c.sentAt, locale)}>
            {formatRelativeTime(c.sentAt, locale)} · {formatFullDate(c.sentAt, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One sanction with its Lift (or Withdraw) button. */
function SanctionRow({ userId, sanction }: { userId: number; sanction: Sanction }) {
  const { t, locale } = useI18n();
  const lift = useLiftSanction(userId, {
    mutationConfig: {
      onSuccess: () => toast({ title: t(sanction.type === 'warn' ? 'moderation.sanction.withdrawn' : 'moderation.sanction.lifted') }),
      onError: (error) => handleMutationError(error, { title: t('moderation.sanction.liftFailed') }),
    },
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          {t('moderation.sanction.name', { type: sanction.type })}
          {sanction.inForce && (
            <Badge variant="outline" className="ms-2">
              {t('moderation.sanction.inForce')}
            </Badge>
          )}
          {sanction.liftedAt && (
            <Badge variant="secondary" className="ms-2">
              {t('moderation.sanction.liftedBadge')}
            </Badge>
          )}
        </p>
        <p className="break-words text-muted-foreground">{sanction.reason}</p>
        <p className="text-xs text-muted-foreground">
          {t('moderation.sanction.byline', {
            name: sanction.createdBy?.firstName ?? t('moderation.card.formerStaff'),
            date: formatFullDate(sanction.createdAt, locale),
            until: sanction.endsAt ? formatFullDate(sanction.endsAt, locale) : 'none',
          })}
        </p>
      </div>
      {!sanction.liftedAt && (sanction.inForce || sanction.type === 'warn') && (
        <Button size="sm" variant="outline" onClick={() => lift.mutate(sanction.id)} disabled={lift.isPending}>
          {t(sanction.type === 'warn' ? 'moderation.sanction.withdraw' : 'moderation.sanction.lift')}
        </Button>
      )}
    </li>
  );
}

/** The member's removed content; what staff removed can be restored. */
function RemovedList({ items }: { items: MemberRecord['removedContent'] }) {
  const { t, locale } = useI18n();
  const restore = useRestoreContent({
    mutationConfig: {
      onSuccess: () => toast({ title: t('moderation.member.restored') }),
      onError: (error) => handleMutationError(error, { title: t('moderation.member.restoreFailed') }),
    },
  });
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('moderation.member.nothingRemoved')}</p>;
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label={t('moderation.member.removed')}>
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('moderation.member.removedLine', {
                type: item.type,
                anonymous: item.isAnonymous ? 'yes' : 'no',
                time: formatRelativeTime(item.deletedAt, locale),
                by: item.removedByStaff ? 'staff' : 'author',
              })}
            </p>
            <p className="line-clamp-4 break-words whitespace-pre-wrap" dir="auto">
              {item.content}
            </p>
          </div>
          {item.removedByStaff && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => restore.mutate({ targetType: item.type, targetId: item.id })}
              disabled={restore.isPending}
            >
              <RotateCcw aria-hidden />
              {t('moderation.member.restore')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /moderation/users/:id (staff): a member's record — staff notes, reports about them and their content,
 * their removed content (with Restore), their sanctions (with Lift), the form to give one with
 * the types the server allows, and the check-ins they were sent. Nothing here is shown to other members.
 */
export function MemberPage({ userId }: { userId: number }) {
  const { t, rich, locale } = useI18n();
  const record = useMemberRecord(userId);
  useDocumentTitle(t('moderation.card.memberRecord'));
  if (record.isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-3" role="status" aria-label={t('moderation.member.loading')}>
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return <Card className="mx-auto max-w-md p-8 text-center">{t('moderation.member.notFound')}</Card>;
    }
    return <LoadError what={t('moderation.member.what')} onRetry={() => void record.refetch()} />;
  }
  const { user, reports, removedContent, sanctions, checkIns, notes, abilities } = record.data;
  const mayGiveSanctions = Object.values(abilities).some(Boolean);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link href="/moderation" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('moderation.title')}
      </Link>
      <div className="flex items-center gap-3">
        <UserRound className="size-8 text-primary" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold">{getFullName(user, t('people.unnamed'))}</h1>
          <p className="text-sm text-muted-foreground">
            {rich('moderation.member.about', {
              role: user.role,
              date: formatFullDate(user.createdAt, locale),
              closed: user.closed ? 'yes' : 'no',
              link: (chunks) => (
                <Link href={`/profile/${user.id}`} className="text-primary underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>

      <section className="space-y-3" aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="text-lg font-semibold">
          {t('moderation.notes.label')}
        </h2>
        <StaffNotes userId={user.id} notes={notes} />
      </section>

      <section className="space-y-3" aria-labelledby="sanctions-heading">
        <h2 id="sanctions-heading" className="text-lg font-semibold">
          {t('moderation.member.sanctions')}
        </h2>
        {sanctions.length > 0 ? (
          <ul className="divide-y rounded-lg border bg-card" aria-label={t('moderation.member.sanctions')}>
            {sanctions.map((s) => (
              <SanctionRow key={s.id} userId={user.id} sanction={s} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('moderation.member.noSanctions')}</p>
        )}
        {mayGiveSanctions && (
          <Card className="p-4">
            <SanctionForm userId={user.id} name={getFullName(user, t('people.unnamed'))} abilities={abilities} />
          </Card>
        )}
      </section>

      <section className="space-y-3" aria-labelledby="check-ins-heading">
        <h2 id="check-ins-heading" className="text-lg font-semibold">
          {t('moderation.member.checkIns')}
        </h2>
        <CheckInList items={checkIns} />
      </section>

      <section className="space-y-3" aria-labelledby="removed-heading">
        <h2 id="removed-heading" className="text-lg font-semibold">
          {t('moderation.member.removed')}
        </h2>
        <RemovedList items={removedContent} />
      </section>

      <section className="space-y-3" aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="text-lg font-semibold">
          {t('moderation.member.reports')}
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('moderation.member.noReports')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('moderation.member.reports')}>
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
