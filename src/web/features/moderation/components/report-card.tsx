import { useState } from 'react';
import { Link } from 'wouter';
import { Check, ExternalLink, EyeOff, Hand, HeartHandshake, Info, Layers, MessageCircleHeart, UserRound, Users, X } from 'lucide-react';
import { type ReportStatus } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getFirstName, getFullName } from '@/lib/display-name';
import { RelativeTime } from '@/components/relative-time';
import { cn } from '@/lib/utils';
import type { ModerationReport } from '../api/get-reports';
import { useReviewReport } from '../api/review-report';
import { useCheckIn, useCheckInPreview, useClaimReport } from '../api/member';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { Me } from '@/types/api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFullDate, formatRelativeTime } from '@/lib/time';
import type { ReportAction } from '@common/constants';
import { handleMutationError } from '@/lib/errors';
import { DeleteContentButton, isDeletable } from './delete-content-dialog';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { useI18n, type MessageId } from '@/lib/i18n';
import { REPORT_REASON_IDS } from '@/lib/report-reasons';

const STATUS_CLASSES: Record<ReportStatus, string> = {
  pending: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/15 dark:text-amber-200',
  reviewed: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-400/40 dark:bg-slate-400/15 dark:text-slate-200',
  resolved: 'border-emerald-300 bg-emerald-100 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/15 dark:text-emerald-200',
};

/**
 * The message of a report reason in the reader's language; an unknown reason (not in this
 * client's list) shows as it was sent.
 */
export function useReasonLabel(): (reason: string) => string {
  const { t } = useI18n();
  return (reason) => {
    const id = (REPORT_REASON_IDS as Record<string, MessageId | undefined>)[reason];
    return id ? t(id) : reason;
  };
}

/** Where crisis words were, as the card's message selects it: a question's body is its 'details'. */
function wordsPlace(field: ModerationReport['crisisWords'][number]['field'], targetType: ModerationReport['targetType']): string {
  return field === 'body' ? (targetType === 'question' ? 'details' : targetType) : field;
}

/** 'MindSpace Safety noticed these words …': the words that raised the flag, and where. */
function CrisisWords({ report }: { report: ModerationReport }) {
  const { t, rich } = useI18n();
  if (report.crisisWords.length === 0) return <>{t('moderation.card.crisisGone')}</>;
  return (
    <>
      {t('moderation.card.crisisNoticed')}
      <ul className="mt-1 space-y-0.5" aria-label={t('moderation.card.crisisWordsLabel')}>
        {report.crisisWords.map((w) => (
          <li key={w.field}>
            {rich('moderation.card.wordsIn', {
              place: wordsPlace(w.field, report.targetType),
              words: () =>
                w.words.map((word, i) => (
                  <span key={word}>
                    {i > 0 && t('moderation.card.wordsSeparator')}
                    <q className="font-medium">{word}</q>
                  </span>
                )),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A staff member's name as a card reads it ('a former staff member' once the account is gone). */
function useStaffName() {
  const { t } = useI18n();
  return (who: { firstName: string | null } | null) => who?.firstName ?? t('moderation.card.formerStaff');
}

/**
 * The check-in of an urgent card: 'Check-in sent 5 minutes ago by Maya' once one was sent (kept
 * by the server, so it survives a reload), and a button that shows the text before it is sent,
 * or says when the next one is possible.
 */
function CheckInControl({ report }: { report: ModerationReport }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const preview = useCheckInPreview(report.id, open);
  const checkIn = useCheckIn({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('moderation.checkIn.sent'), description: t('moderation.checkIn.sentText') });
      },
      onError: (error) => handleMutationError(error, { title: t('moderation.checkIn.failed') }),
    },
  });
  // The time the card was drawn: a new check-in or a refetch draws it again.
  const [now] = useState(() => Date.now());
  const last = report.lastCheckIn;
  const waiting = last !== null && new Date(last.nextAllowedAt).getTime() > now;
  return (
    <>
      {waiting ? (
        <Button
          size="sm"
          variant="secondary"
          disabled
          title={t('moderation.checkIn.possibleFrom', { date: formatFullDate(last.nextAllowedAt, locale) })}
        >
          <MessageCircleHeart aria-hidden />
          {t('moderation.checkIn.next', { time: formatRelativeTime(last.nextAllowedAt, locale) })}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          <MessageCircleHeart aria-hidden />
          {t('moderation.checkIn.open')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('moderation.checkIn.confirmTitle')}
        confirmLabel={t('moderation.checkIn.confirm')}
        onConfirm={() => checkIn.mutate(report.id)}
        pending={checkIn.isPending}
      >
        <p>{t('moderation.checkIn.explain')}</p>
        {preview.isPending ? (
          <p role="status">{t('moderation.checkIn.loading')}</p>
        ) : preview.isError ? (
          <LoadError variant="inline" what={t('moderation.checkIn.what')} onRetry={() => void preview.refetch()} />
        ) : (
          <blockquote
            className="max-h-64 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap text-foreground"
            aria-label={t('moderation.checkIn.label')}
          >
            {preview.data.body}
          </blockquote>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The signed-in staff member's id, from the cached user the app loaded before this screen. */
const useMyId = () => useQueryClient().getQueryData<Me | null>(AUTH_USER_QUERY_KEY)?.id;

/**
 * Claim or Release: a claim tells the other moderators someone is looking at this
 * card; it lapses after 30 minutes without action. Someone else's claim shows as a plain note,
 * and Resolve, Dismiss and Delete stay open (an urgent card never waits on one person).
 */
function ClaimControl({ report }: { report: ModerationReport }) {
  const { t } = useI18n();
  const myId = useMyId();
  const mine = report.claimedBy !== null && report.claimedBy.id === myId;
  const claim = useClaimReport({
    mutationConfig: {
      onSuccess: (_data, { claim: claimed }) =>
        toast({
          title: t(claimed ? 'moderation.claim.claimed' : 'moderation.claim.released'),
          description: claimed ? t('moderation.claim.claimedText') : undefined,
        }),
      onError: (error, { claim: claimed }) =>
        handleMutationError(error, { title: t(claimed ? 'moderation.claim.notClaimed' : 'moderation.claim.notReleased') }),
    },
  });
  if (report.claimedBy && !mine) return null;
  return (
    <Button size="sm" variant="outline" onClick={() => claim.mutate({ reportId: report.id, claim: !mine })} disabled={claim.isPending}>
      <Hand aria-hidden />
      {t(mine ? 'moderation.claim.release' : 'moderation.claim.claim')}
    </Button>
  );
}

/** 'Claimed by you', or 'Maya is looking at this', on a pending card someone claimed. */
function ClaimBadge({ claimedBy }: { claimedBy: NonNullable<ModerationReport['claimedBy']> }) {
  const { t } = useI18n();
  const staffName = useStaffName();
  const myId = useMyId();
  return (
    <Badge
      variant="outline"
      className="gap-1 border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-400/40 dark:bg-violet-400/10 dark:text-violet-200"
      data-testid="claimed-by"
    >
      <Hand aria-hidden />
      {claimedBy.id === myId ? t('moderation.claim.byYou') : t('moderation.claim.byOther', { name: staffName(claimedBy) })}
    </Badge>
  );
}

/** The messages of what Resolve and Dismiss each do, in their dialogs and toasts. */
function reviewWords(action: ReportAction, report: ModerationReport): { title: MessageId; explain: MessageId; toast: MessageId } {
  const hidden = report.hiddenPendingReview;
  if (action === 'resolve') {
    return {
      title: 'moderation.review.resolveTitle',
      explain: hidden ? 'moderation.review.resolveExplainHidden' : 'moderation.review.resolveExplain',
      toast: hidden ? 'moderation.review.resolvedHidden' : 'moderation.review.resolved',
    };
  }
  return {
    title: 'moderation.review.dismissTitle',
    explain: hidden ? 'moderation.review.dismissExplainHidden' : 'moderation.review.dismissExplain',
    toast: hidden ? 'moderation.review.dismissedHidden' : 'moderation.review.dismissed',
  };
}

/** Resolve or Dismiss, each asking first and saying what it does. */
function ReviewButton({ report, action }: { report: ModerationReport; action: ReportAction }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const words = reviewWords(action, report);
  const review = useReviewReport({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('moderation.review.done'), description: t(words.toast) });
      },
      onError: (error) => handleMutationError(error, { title: t('moderation.review.failed') }),
    },
  });
  const label = t(action === 'resolve' ? 'moderation.review.resolve' : 'moderation.review.dismiss');
  return (
    <>
      <Button size="sm" variant={action === 'resolve' ? 'default' : 'outline'} onClick={() => setOpen(true)}>
        {action === 'resolve' ? <Check aria-hidden /> : <X aria-hidden />}
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(words.title)}
        confirmLabel={label}
        onConfirm={() => review.mutate({ reportId: report.id, action })}
        pending={review.isPending}
      >
        <p>{t(words.explain)}</p>
        <p>{t('moderation.review.told')}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * One report card (every pending report on the same target): a calm 'Urgent' marker when
 * someone may be at risk, with the words that raised it and where, 'High priority' for harm to
 * members or many reporters, then reason, reporter's note, reporter's first name, target type,
 * the reported content and its author (marked 'Posted anonymously' for anonymous posts),
 * 'Hidden pending review' when reports hid it from members, the member's other
 * open cards, who has claimed it, status, time and links to the content and the member record.
 * Only pending reports offer Claim or Release, Resolve, Dismiss (each asking first) and Delete
 * Content (spec §4), beside a plain note
 * that resolving removes nothing; urgent ones also the check-in.
 */
export function ReportCard({ report }: { report: ModerationReport }) {
  const { t, rich, locale } = useI18n();
  const reasonLabel = useReasonLabel();
  const staffName = useStaffName();
  const pending = report.status === 'pending';
  const headingId = `report-${report.id}-reason`;
  const urgent = pending && report.priority === 'urgent';
  const high = pending && report.priority === 'high';
  // Words kept as evidence of a post deleted since are not a post to delete.
  const deletable = isDeletable(report.targetType) && report.content !== null && !report.contentRemoved;

  return (
    <Card
      className={cn('space-y-3 p-4 sm:p-5', urgent && 'border-s-4 border-s-sky-600 dark:border-s-sky-400')}
      aria-labelledby={headingId}
      role="article"
      data-priority={report.priority}
      data-status={report.status}
    >
      {urgent && (
        <div className="flex items-start gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-400/10 dark:text-sky-100">
          <HeartHandshake className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <span className="font-semibold">{t('moderation.card.urgent')}</span>{' '}
            {report.crisisFlag ? <CrisisWords report={report} /> : t('moderation.card.lookFirst')}
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold">
            {reasonLabel(report.reason)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {rich('moderation.card.reportedBy', {
              name: getFirstName(report.reporter, t('people.unnamed')),
              others: Math.max(report.reportCount - 1, 0),
              who: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            })}
            <span aria-hidden> · </span>
            <RelativeTime date={report.createdAt} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {pending && report.claimedBy && <ClaimBadge claimedBy={report.claimedBy} />}
          {high && (
            <Badge
              variant="outline"
              className="border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-400/40 dark:bg-orange-400/10 dark:text-orange-200"
            >
              {t('moderation.card.high')}
            </Badge>
          )}
          {report.hiddenPendingReview && (
            <Badge variant="outline" className="gap-1">
              <EyeOff aria-hidden />
              {t('moderation.card.hidden')}
            </Badge>
          )}
          {report.reportCount > 1 && (
            <Badge variant="outline" className="gap-1">
              <Users aria-hidden />
              {t('moderation.flagged.reports', { count: report.reportCount })}
            </Badge>
          )}
          <Badge variant="secondary">{t('moderation.targetType', { type: report.targetType })}</Badge>
          <Badge variant="outline" className={STATUS_CLASSES[report.status]}>
            {rich('moderation.card.status', { status: report.status, hint: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Badge>
        </div>
      </div>

      {report.reasons.length > 1 && (
        <p className="text-sm text-muted-foreground">
          {rich('moderation.card.alsoReported', {
            reasons: new Intl.ListFormat(locale, { type: 'unit' }).format(
              report.reasons.filter((r) => r !== report.reason).map(reasonLabel),
            ),
            label: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
          })}
        </p>
      )}

      {report.description && (
        <p className="text-sm break-words whitespace-pre-wrap">
          {rich('moderation.card.note', { note: report.description, label: (chunks) => <span className="font-medium">{chunks}</span> })}
        </p>
      )}

      <div className="rounded-lg border bg-muted/40 p-3">
        <p className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('moderation.card.reportedTarget', { type: report.targetType })}
        </p>
        {pending && report.hiddenPendingReview && <p className="mb-1 text-xs text-muted-foreground">{t('moderation.card.hiddenUntil')}</p>}
        {report.content && report.contentRemoved && (
          <p className="mb-1 text-xs text-muted-foreground">{t('moderation.card.removedSince')}</p>
        )}
        {report.content ? (
          <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap" dir="auto">
            {report.content}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('moderation.flagged.gone')}</p>
        )}
        {report.targetAuthor && report.targetType !== 'user' && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>
              {rich('moderation.card.author', {
                name: getFullName(report.targetAuthor, t('people.unnamed')),
                link: (chunks) => (
                  <Link
                    href={`/profile/${report.targetAuthor?.id}`}
                    className="rounded-sm font-medium text-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </span>
            {report.isAnonymous && (
              <Badge variant="outline" className="gap-1 border-amber-400 text-amber-900 dark:text-amber-200">
                <EyeOff aria-hidden />
                {t('moderation.card.anonymous')}
              </Badge>
            )}
          </p>
        )}
        {report.targetAuthor && (
          <Link
            href={`/moderation/users/${report.targetAuthor.id}`}
            className="mt-2 inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <UserRound className="size-3.5" aria-hidden />
            {t('moderation.card.memberRecord')}
          </Link>
        )}
        {report.targetAuthor && report.otherOpenCards > 0 && (
          <Link
            href={`/moderation/users/${report.targetAuthor.id}`}
            className="mt-2 ms-3 inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Layers className="size-3.5" aria-hidden />
            {t('moderation.card.otherCards', { count: report.otherOpenCards })}
          </Link>
        )}
      </div>

      {urgent && report.lastCheckIn && (
        <p className="text-sm text-muted-foreground" data-testid="check-in-status">
          <MessageCircleHeart className="me-1 inline size-4 align-text-bottom" aria-hidden />
          {t('moderation.card.checkInSent', {
            time: formatRelativeTime(report.lastCheckIn.sentAt, locale),
            name: staffName(report.lastCheckIn.sentBy),
          })}
        </p>
      )}

      {pending && (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {report.targetType === 'user'
            ? t('moderation.card.resolvingUser')
            : deletable
              ? t('moderation.card.resolvingContent')
              : t('moderation.card.resolvingGone')}
        </p>
      )}

      <div className={cn('flex flex-wrap items-center gap-2', pending ? 'justify-between' : 'justify-start')}>
        {report.link ? (
          <Link
            href={report.link}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            {t('moderation.flagged.view', { type: report.targetType })}
          </Link>
        ) : (
          <span />
        )}
        {pending && (
          <div className="flex flex-wrap gap-2">
            <ClaimControl report={report} />
            {urgent && <CheckInControl report={report} />}
            <ReviewButton report={report} action="resolve" />
            <ReviewButton report={report} action="dismiss" />
            {deletable && isDeletable(report.targetType) && (
              <DeleteContentButton targetType={report.targetType} targetId={report.targetId} />
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
