import { useState } from 'react';
import { Link } from 'wouter';
import { Check, ExternalLink, EyeOff, Hand, HeartHandshake, Info, Layers, MessageCircleHeart, UserRound, Users, X } from 'lucide-react';
import { REPORT_REASONS, type ReportStatus } from '@common/constants';
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

const STATUS_LABELS: Record<ReportStatus, string> = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' };
const STATUS_CLASSES: Record<ReportStatus, string> = {
  pending: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/15 dark:text-amber-200',
  reviewed: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-400/40 dark:bg-slate-400/15 dark:text-slate-200',
  resolved: 'border-emerald-300 bg-emerald-100 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/15 dark:text-emerald-200',
};

/** The label of a report reason ('harassment' → 'Harassment or bullying'); an unknown reason as is. */
export function reasonLabel(reason: string): string {
  return (REPORT_REASONS as Record<string, string>)[reason] ?? reason;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Who reported, as the card reads it: 'Alice', 'Alice and 2 others'. */
function reportedBy(report: ModerationReport): string {
  const first = getFirstName(report.reporter);
  const others = report.reportCount - 1;
  if (others <= 0) return first;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** Where the words were, as the card names it. */
function fieldLabel(field: ModerationReport['crisisWords'][number]['field'], targetType: ModerationReport['targetType']): string {
  if (field === 'title') return 'title';
  if (field === 'contentWarning') return 'content warning';
  if (field === 'message') return 'message';
  return targetType === 'question' ? 'details' : targetType;
}

/** 'MindSpace Safety noticed these words …': the words that raised the flag, and where (decision 0063). */
function CrisisWords({ report }: { report: ModerationReport }) {
  if (report.crisisWords.length === 0) {
    return (
      <>MindSpace Safety noticed words of crisis when this was written; they have since been edited or removed. Please look at it first.</>
    );
  }
  return (
    <>
      MindSpace Safety noticed these words. Please look at it first.
      <ul className="mt-1 space-y-0.5" aria-label="Words that raised it">
        {report.crisisWords.map((w) => (
          <li key={w.field}>
            In the {fieldLabel(w.field, report.targetType)}:{' '}
            {w.words.map((word, i) => (
              <span key={word}>
                {i > 0 && ', '}
                <q className="font-medium">{word}</q>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A staff member's name as a card reads it. */
const staffName = (who: { firstName: string | null } | null) => who?.firstName ?? 'a former staff member';

/**
 * The check-in of an urgent card: 'Check-in sent 5 minutes ago by Maya' once one was sent (kept
 * by the server, so it survives a reload), and a button that shows the text before it is sent,
 * or says when the next one is possible.
 */
function CheckInControl({ report }: { report: ModerationReport }) {
  const [open, setOpen] = useState(false);
  const preview = useCheckInPreview(report.id, open);
  const checkIn = useCheckIn({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Check-in sent', description: 'The Safety Team sent a kind, private note.' });
      },
      onError: (error) => handleMutationError(error, { title: 'Check-in not sent' }),
    },
  });
  // The time the card was drawn: a new check-in or a refetch draws it again.
  const [now] = useState(() => Date.now());
  const last = report.lastCheckIn;
  const waiting = last !== null && new Date(last.nextAllowedAt).getTime() > now;
  return (
    <>
      {waiting ? (
        <Button size="sm" variant="secondary" disabled title={`Another check-in is possible from ${formatFullDate(last.nextAllowedAt)}`}>
          <MessageCircleHeart aria-hidden />
          Next check-in {formatRelativeTime(last.nextAllowedAt)}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          <MessageCircleHeart aria-hidden />
          Send check-in…
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Send this check-in?"
        confirmLabel="Send check-in"
        onConfirm={() => checkIn.mutate(report.id)}
        pending={checkIn.isPending}
      >
        <p>MindSpace Safety Team sends the author this private message. It names nobody: not you, not who reported.</p>
        {preview.isPending ? (
          <p role="status">Loading the message…</p>
        ) : preview.isError ? (
          <LoadError variant="inline" what="the message" onRetry={() => void preview.refetch()} />
        ) : (
          <blockquote
            className="max-h-64 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap text-foreground"
            aria-label="The check-in message"
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
 * Claim or Release (decision 0077): a claim tells the other moderators someone is looking at this
 * card; it lapses after 30 minutes without action. Someone else's claim shows as a plain note,
 * and Resolve, Dismiss and Delete stay open (an urgent card never waits on one person).
 */
function ClaimControl({ report }: { report: ModerationReport }) {
  const myId = useMyId();
  const mine = report.claimedBy !== null && report.claimedBy.id === myId;
  const claim = useClaimReport({
    mutationConfig: {
      onSuccess: (_data, { claim: claimed }) =>
        toast({ title: claimed ? 'Claimed' : 'Released', description: claimed ? 'The others see you are looking at it.' : undefined }),
      onError: (error, { claim: claimed }) => handleMutationError(error, { title: claimed ? 'Not claimed' : 'Not released' }),
    },
  });
  if (report.claimedBy && !mine) return null;
  return (
    <Button size="sm" variant="outline" onClick={() => claim.mutate({ reportId: report.id, claim: !mine })} disabled={claim.isPending}>
      <Hand aria-hidden />
      {mine ? 'Release' : 'Claim'}
    </Button>
  );
}

/** 'Claimed by you', or 'Maya is looking at this', on a pending card someone claimed. */
function ClaimBadge({ claimedBy }: { claimedBy: NonNullable<ModerationReport['claimedBy']> }) {
  const myId = useMyId();
  return (
    <Badge
      variant="outline"
      className="gap-1 border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-400/40 dark:bg-violet-400/10 dark:text-violet-200"
      data-testid="claimed-by"
    >
      <Hand aria-hidden />
      {claimedBy.id === myId ? 'Claimed by you' : `${staffName(claimedBy)} is looking at this`}
    </Badge>
  );
}

/** What Resolve and Dismiss each do, in the words of their dialogs and toasts. */
function reviewWords(action: ReportAction, report: ModerationReport) {
  const hidden = report.hiddenPendingReview;
  if (action === 'resolve') {
    return {
      title: 'Resolve this report?',
      explain: `Resolve means you have acted on it. The card closes as resolved${hidden ? ' and the post stays hidden from members' : ''}. Resolving does not remove the content: use Delete Content for that.`,
      toast: hidden ? 'Resolved. The post stays hidden.' : 'Resolved. The content stays up.',
    };
  }
  return {
    title: 'Dismiss this report?',
    explain: `Dismiss means nothing here needs action. The card closes${hidden ? ' and the post is shown to members again' : ' and the content stays as it is'}.`,
    toast: hidden ? 'Dismissed. The post is visible again.' : 'Dismissed. Nothing was changed.',
  };
}

/** Resolve or Dismiss, each asking first and saying what it does. */
function ReviewButton({ report, action }: { report: ModerationReport; action: ReportAction }) {
  const [open, setOpen] = useState(false);
  const words = reviewWords(action, report);
  const review = useReviewReport({
    mutationConfig: {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Report reviewed successfully', description: words.toast });
      },
      onError: (error) => handleMutationError(error, { title: 'Failed to review report' }),
    },
  });
  const label = action === 'resolve' ? 'Resolve' : 'Dismiss';
  return (
    <>
      <Button size="sm" variant={action === 'resolve' ? 'default' : 'outline'} onClick={() => setOpen(true)}>
        {action === 'resolve' ? <Check aria-hidden /> : <X aria-hidden />}
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={words.title}
        confirmLabel={label}
        onConfirm={() => review.mutate({ reportId: report.id, action })}
        pending={review.isPending}
      >
        <p>{words.explain}</p>
        <p>Everyone who reported it is told that a moderator reviewed it, never what was decided.</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * One report card (every pending report on the same target): a calm 'Urgent' marker when
 * someone may be at risk, with the words that raised it and where, 'High priority' for harm to
 * members or many reporters, then reason, reporter's note, reporter's first name, target type,
 * the reported content and its author (marked 'Posted anonymously' for anonymous posts),
 * 'Hidden pending review' when reports hid it from members (decision 0034), the member's other
 * open cards, who has claimed it, status, time and links to the content and the member record.
 * Only pending reports offer Claim or Release, Resolve, Dismiss (each asking first) and Delete
 * Content (spec §4), beside a plain note
 * that resolving removes nothing; urgent ones also the check-in (decision 0029).
 */
export function ReportCard({ report }: { report: ModerationReport }) {
  const pending = report.status === 'pending';
  const headingId = `report-${report.id}-reason`;
  const urgent = pending && report.priority === 'urgent';
  const high = pending && report.priority === 'high';
  // Words kept as evidence of a post deleted since are not a post to delete.
  const deletable = isDeletable(report.targetType) && report.content !== null && !report.contentRemoved;

  return (
    <Card
      className={cn('space-y-3 p-4 sm:p-5', urgent && 'border-l-4 border-l-sky-600 dark:border-l-sky-400')}
      aria-labelledby={headingId}
      role="article"
      data-priority={report.priority}
      data-status={report.status}
    >
      {urgent && (
        <div className="flex items-start gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-400/10 dark:text-sky-100">
          <HeartHandshake className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <span className="font-semibold">Urgent: someone may be at risk.</span>{' '}
            {report.crisisFlag ? <CrisisWords report={report} /> : 'Please look at this first.'}
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold">
            {reasonLabel(report.reason)}
          </h3>
          <p className="text-sm text-muted-foreground">
            Reported by <span className="font-medium text-foreground">{reportedBy(report)}</span>
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
              High priority
            </Badge>
          )}
          {report.hiddenPendingReview && (
            <Badge variant="outline" className="gap-1">
              <EyeOff aria-hidden />
              Hidden pending review
            </Badge>
          )}
          {report.reportCount > 1 && (
            <Badge variant="outline" className="gap-1">
              <Users aria-hidden />
              {report.reportCount} reports
            </Badge>
          )}
          <Badge variant="secondary">{capitalise(report.targetType)}</Badge>
          <Badge variant="outline" className={STATUS_CLASSES[report.status]}>
            <span className="sr-only">Status: </span>
            {STATUS_LABELS[report.status]}
          </Badge>
        </div>
      </div>

      {report.reasons.length > 1 && (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Also reported for: </span>
          {report.reasons
            .filter((r) => r !== report.reason)
            .map(reasonLabel)
            .join(', ')}
        </p>
      )}

      {report.description && (
        <p className="text-sm break-words whitespace-pre-wrap">
          <span className="font-medium">Reporter&apos;s note: </span>
          {report.description}
        </p>
      )}

      <div className="rounded-lg border bg-muted/40 p-3">
        <p className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">Reported {report.targetType}</p>
        {pending && report.hiddenPendingReview && (
          <p className="mb-1 text-xs text-muted-foreground">
            Hidden from members until it is reviewed: Dismiss brings it back, Resolve keeps it hidden, Delete removes it.
          </p>
        )}
        {report.content && report.contentRemoved && (
          <p className="mb-1 text-xs text-muted-foreground">Removed since this report: its words are kept here as evidence only.</p>
        )}
        {report.content ? (
          <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap">{report.content}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">This content is no longer available.</p>
        )}
        {report.targetAuthor && report.targetType !== 'user' && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>
              By{' '}
              <Link
                href={`/profile/${report.targetAuthor.id}`}
                className="rounded-sm font-medium text-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {getFullName(report.targetAuthor)}
              </Link>
            </span>
            {report.isAnonymous && (
              <Badge variant="outline" className="gap-1 border-amber-400 text-amber-900 dark:text-amber-200">
                <EyeOff aria-hidden />
                Posted anonymously
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
            Member record
          </Link>
        )}
        {report.targetAuthor && report.otherOpenCards > 0 && (
          <Link
            href={`/moderation/users/${report.targetAuthor.id}`}
            className="mt-2 ml-3 inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Layers className="size-3.5" aria-hidden />
            {report.otherOpenCards} other open {report.otherOpenCards === 1 ? 'card' : 'cards'} about this member
          </Link>
        )}
      </div>

      {urgent && report.lastCheckIn && (
        <p className="text-sm text-muted-foreground" data-testid="check-in-status">
          <MessageCircleHeart className="mr-1 inline size-4 align-text-bottom" aria-hidden />
          Check-in sent {formatRelativeTime(report.lastCheckIn.sentAt)} by {staffName(report.lastCheckIn.sentBy)}
        </p>
      )}

      {pending && (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {report.targetType === 'user'
            ? 'Resolving closes the report; it does not sanction the member. Sanctions are on the member record.'
            : deletable
              ? 'Resolving closes the report; it does not remove the content. To remove it, use Delete Content.'
              : 'Resolving closes the report; the content is already gone.'}
        </p>
      )}

      <div className={cn('flex flex-wrap items-center gap-2', pending ? 'justify-between' : 'justify-start')}>
        {report.link ? (
          <Link
            href={report.link}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            View {report.targetType}
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
