import { useState } from 'react';
import { Link } from 'wouter';
import { APPEAL_CHARS, type AppealOutcome } from '@common/constants';
import type { TStaffAppeal } from '@common/schemas/index';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useI18n } from '@/lib/i18n';
import { formatFullDate } from '@/lib/time';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useAppeals, useDecideAppeal } from '../api/appeals';

/** The decision form: a note the member reads, then uphold or overturn. */
function DecideForm({ appeal }: { appeal: TStaffAppeal }) {
  const { t } = useI18n();
  const [note, setNote] = useState('');
  const decide = useDecideAppeal();
  const [refused, setRefused] = useState<string | null>(null);
  const id = `appeal-note-${appeal.id}`;
  const send = async (outcome: AppealOutcome) => {
    setRefused(null);
    const checked = await checkForm((schemas) => schemas.ZDecideAppeal, { outcome, note }, { t, field: id, show: setRefused });
    if (checked) decide.mutate({ id: appeal.id, ...checked });
  };
  const error = refused ?? decide.error?.message;
  return (
    <div className="space-y-2" onFocus={preloadSchemas}>
      <Label htmlFor={id}>{t('appeals.note')}</Label>
      <Textarea id={id} value={note} maxLength={APPEAL_CHARS} rows={3} onChange={(e) => setNote(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={decide.isPending || !note.trim()} onClick={() => void send('upheld')}>
          {t('appeals.uphold')}
        </Button>
        <Button disabled={decide.isPending || !note.trim()} onClick={() => void send('overturned')}>
          {t('appeals.overturn')}
        </Button>
      </div>
    </div>
  );
}

/** One appeal: who asks, about what decision (and who made it), their words, and the outcome or the form. */
function AppealCard({ appeal }: { appeal: TStaffAppeal }) {
  const { t, locale } = useI18n();
  const d = appeal.decision;
  return (
    <Card className="space-y-3 p-5" data-testid="appeal">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          <Link href={`/moderation/users/${appeal.member.id}`} className="text-primary underline underline-offset-4">
            {appeal.member.firstName ?? t('appeals.someone')}
          </Link>
          <span className="ms-2 text-muted-foreground">{t('appeals.what', { what: d.what })}</span>
        </h3>
        <span className="text-sm text-muted-foreground">{formatFullDate(appeal.createdAt, locale)}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('appeals.madeBy', { name: d.madeBy?.firstName ?? t('appeals.someone'), date: formatFullDate(d.createdAt, locale) })}
      </p>
      {d.excerpt && (
        <blockquote dir="auto" className="border-s-4 ps-3 break-words text-muted-foreground">
          {d.excerpt}
        </blockquote>
      )}
      {d.reason && <p className="break-words text-sm">{t('appeals.reason', { reason: d.reason })}</p>}
      <p dir="auto" className="rounded-md bg-muted/50 p-3 break-words whitespace-pre-wrap">
        {appeal.text}
      </p>
      {appeal.status === 'decided' ? (
        <p className="text-sm">
          {t('appeals.decided', { outcome: appeal.outcome ?? 'upheld', name: appeal.decidedBy?.firstName ?? t('appeals.someone') })}
          {appeal.note ? ` — ${appeal.note}` : ''}
        </p>
      ) : appeal.canDecide ? (
        <DecideForm appeal={appeal} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('appeals.ownDecision')}</p>
      )}
    </Card>
  );
}

/**
 * The Appeals tab of the moderation screen: pending first, oldest first, then
 * those decided in the last 30 days; updated live (`appeals.changed`).
 */
export function AppealsList() {
  const { t } = useI18n();
  const appeals = useAppeals();
  if (appeals.isPending)
    return (
      <div role="status" aria-label={t('appeals.loading')}>
        <Skeleton className="h-40" />
      </div>
    );
  if (appeals.isError) return <LoadError what={t('appeals.listWhat')} onRetry={() => void appeals.refetch()} />;
  if (appeals.data.items.length === 0) return <Card className="p-8 text-center text-muted-foreground">{t('appeals.empty')}</Card>;
  return (
    <ul className="space-y-3" aria-label={t('appeals.title')}>
      {appeals.data.items.map((a) => (
        <li key={a.id}>
          <AppealCard appeal={a} />
        </li>
      ))}
    </ul>
  );
}

/** The Appeals tab's label: 'Appeals (n)' with n pending, once known. */
export function AppealsTabLabel() {
  const { t } = useI18n();
  const pending = useAppeals().data?.items.filter((a) => a.status === 'pending').length;
  return <>{pending ? t('appeals.tabCount', { count: pending }) : t('appeals.title')}</>;
}
