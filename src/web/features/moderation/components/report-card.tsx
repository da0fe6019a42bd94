import { Link } from 'wouter';
import { Check, ExternalLink, EyeOff, HeartHandshake, MessageCircleHeart, UserRound, Users, X } from 'lucide-react';
import { REPORT_REASONS, type ReportStatus } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getFirstName, getFullName } from '@/lib/display-name';
import { RelativeTime } from '@/components/relative-time';
import { cn } from '@/lib/utils';
import type { ModerationReport } from '../api/get-reports';
import { useReviewReport } from '../api/review-report';
import { useCheckIn } from '../api/member';
import { handleMutationError } from '@/lib/errors';
import { DeleteContentButton, isDeletable } from './delete-content-dialog';
import { toast } from '@/components/ui/use-toast';

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

/**
 * One report card (every pending report on the same target): a calm 'Urgent' marker when
 * someone may be at risk, 'High priority' for harm to members or many reporters, then reason, reporter's note, reporter's first name, target type, the reported content
 * and its author (marked 'Posted anonymously' for anonymous posts), 'Hidden pending review' when
 * reports hid it from members (decision 0034), status, time and a link to
 * the content and to the author's member record. Only pending reports offer Resolve, Dismiss and Delete
 * Content (spec §4); urgent ones also 'Send check-in' (decision 0029).
 */
export function ReportCard({ report }: { report: ModerationReport }) {
  const review = useReviewReport({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Report reviewed successfully' }),
      onError: (error) => handleMutationError(error, { title: 'Failed to review report' }),
    },
  });
  const pending = report.status === 'pending';
  const checkIn = useCheckIn({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Check-in sent', description: 'MindSpace Safety Team has sent a private, supportive message.' }),
      onError: (error) => handleMutationError(error, { title: 'Check-in not sent' }),
    },
  });
  const busy = review.isPending && review.variables?.reportId === report.id;
  const headingId = `report-${report.id}-reason`;
  const urgent = pending && report.priority === 'urgent';
  const high = pending && report.priority === 'high';

  return (
    <Card
      className={cn('space-y-3 p-4 sm:p-5', urgent && 'border-l-4 border-l-sky-600 dark:border-l-sky-400')}
      aria-labelledby={headingId}
      role="article"
      data-priority={report.priority}
    >
      {urgent && (
        <p className="flex items-start gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-400/10 dark:text-sky-100">
          <HeartHandshake className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Urgent: someone may be at risk.</span>{' '}
            {report.crisisFlag
              ? 'MindSpace Safety noticed words of crisis in this post. Please look at it first.'
              : 'Please look at this first.'}
          </span>
        </p>
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
      </div>

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
            {urgent && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => checkIn.mutate(report.id)}
                disabled={checkIn.isPending || checkIn.isSuccess}
                title="MindSpace Safety Team sends the author a private, supportive message with crisis resources"
              >
                <MessageCircleHeart aria-hidden />
                {checkIn.isSuccess ? 'Check-in sent' : 'Send check-in'}
              </Button>
            )}
            <Button size="sm" onClick={() => review.mutate({ reportId: report.id, action: 'resolve' })} disabled={busy}>
              <Check aria-hidden />
              Resolve
            </Button>
            <Button size="sm" variant="outline" onClick={() => review.mutate({ reportId: report.id, action: 'dismiss' })} disabled={busy}>
              <X aria-hidden />
              Dismiss
            </Button>
            {isDeletable(report.targetType) && report.content !== null && (
              <DeleteContentButton targetType={report.targetType} targetId={report.targetId} />
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
