import { useState } from 'react';
import { HeartHandshake } from 'lucide-react';
import { APPEAL_CHARS } from '@common/constants';
import type { TDecision } from '@common/schemas/index';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/lib/i18n';
import { formatFullDate } from '@/lib/time';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useAppeal, useDecisions } from './api';

/** The appeal form of one decision: 1–APPEAL_CHARS characters; the server's message on refusal. */
function AppealForm({ decision }: { decision: TDecision }) {
  const { t, locale } = useI18n();
  const [text, setText] = useState('');
  const appeal = useAppeal();
  const [refused, setRefused] = useState<string | null>(null);
  const id = `appeal-${decision.id}`;
  const submit = async () => {
    setRefused(null);
    const checked = await checkForm((schemas) => schemas.ZCreateAppeal, { text }, { t, field: id, show: setRefused });
    if (checked) appeal.mutate({ id: decision.id, ...checked });
  };
  const error = refused ?? appeal.error?.message;
  return (
    <form
      className="space-y-2"
      onFocus={preloadSchemas}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={id}>{t('decisions.appealLabel')}</Label>
      <p className="text-sm text-muted-foreground">
        {t('decisions.appealHint', { until: formatFullDate(decision.appealableUntil, locale) })}
      </p>
      <Textarea id={id} dir="auto" value={text} maxLength={APPEAL_CHARS} rows={4} onChange={(e) => setText(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={appeal.isPending || text.trim().length === 0}>
        {t('decisions.appealSend')}
      </Button>
    </form>
  );
}

/** One decision: what, why, until when, and its appeal (or the form). */
function DecisionCard({ decision }: { decision: TDecision }) {
  const { t, locale } = useI18n();
  const { appeal } = decision;
  return (
    <Card className="space-y-3 p-5" data-testid="decision">
      <h2 className="text-lg font-semibold">{t('decisions.what', { what: decision.what })}</h2>
      <p className="text-sm text-muted-foreground">
        {t('decisions.madeOn', { date: formatFullDate(decision.createdAt, locale) })}
        {decision.endsAt ? ` · ${t('decisions.until', { date: formatFullDate(decision.endsAt, locale) })}` : ''}
      </p>
      {decision.excerpt && (
        <blockquote dir="auto" className="border-s-4 ps-3 break-words text-muted-foreground">
          {decision.excerpt}
        </blockquote>
      )}
      {decision.reason && (
        <p className="break-words">
          <span className="font-medium">{t('decisions.reason')}</span> <bdi>{decision.reason}</bdi>
        </p>
      )}
      {appeal?.status === 'pending' && <p className="rounded-md bg-muted/50 p-3">{t('decisions.appealPending')}</p>}
      {appeal?.status === 'decided' && (
        <div className="space-y-1 rounded-md bg-muted/50 p-3">
          <p className="font-medium">{t('decisions.outcome', { outcome: appeal.outcome ?? 'upheld' })}</p>
          {appeal.note && (
            <p dir="auto" className="break-words">
              {appeal.note}
            </p>
          )}
        </div>
      )}
      {decision.appealable && <AppealForm decision={decision} />}
      {!appeal && !decision.appealable && <p className="text-sm text-muted-foreground">{t('decisions.notAppealable')}</p>}
    </Card>
  );
}

/**
 * 'Your decisions' (`/decisions`): every sanction and removal about the member,
 * never who reported or who decided, each with its appeal or the form to ask for a second look;
 * and the crisis resources. For a suspended member it is the whole app (their restricted session):
 * a calm word on the suspension first.
 * @param props.suspension the suspension or ban in force, when the member is suspended
 */
export function DecisionsPage({ suspension }: { suspension?: { reason: string; endsAt: string | null } | null }) {
  const { t, locale } = useI18n();
  useDocumentTitle(t('decisions.title'));
  const decisions = useDecisions();
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4 sm:py-8">
      <div className="flex items-start gap-3">
        <HeartHandshake className="mt-1 size-7 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('decisions.title')}</h1>
          <p className="text-muted-foreground">{t('decisions.intro')}</p>
        </div>
      </div>
      {suspension && (
        <Card className="space-y-2 p-5" data-testid="suspension">
          <p className="font-medium">
            {suspension.endsAt ? t('decisions.pausedUntil', { date: formatFullDate(suspension.endsAt, locale) }) : t('decisions.paused')}
          </p>
          <p>{t('decisions.pausedCan')}</p>
        </Card>
      )}
      {decisions.isPending ? (
        <div className="space-y-2" role="status" aria-label={t('decisions.loading')}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : decisions.isError ? (
        <LoadError what={t('decisions.listWhat')} onRetry={() => void decisions.refetch()} />
      ) : decisions.data.items.length === 0 ? (
        <p>{t('decisions.none')}</p>
      ) : (
        decisions.data.items.map((d) => <DecisionCard key={d.id} decision={d} />)
      )}
      <section aria-labelledby="decisions-help" className="space-y-3">
        <h2 id="decisions-help" className="text-lg font-semibold">
          {t('decisions.helpTitle')}
        </h2>
        <CrisisResources headingLevel="h3" />
      </section>
    </div>
  );
}
