import { useLocation } from 'wouter';
import { Loader2, MessageCircle } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { getFullName } from '@/lib/display-name';
import { useI18n } from '@/lib/i18n';
import type { User, UserStats } from '@/types/api';
import { useStartConversation } from '../api/start-conversation';
import { RestrictionButtons } from './restriction-buttons';
import type { RenderProfileReport } from './profile-slots';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { SystemSenderMark } from '@/components/system-sender-mark';

/** 'Admin' (destructive style) or 'Moderator' badge; MindSpace's verified mark for the Safety Team; nothing for members (spec §2). */
export function RoleBadge({ role }: { role: User['role'] }) {
  const { t } = useI18n();
  if (role === 'system') return <SystemSenderMark />;
  if (role === 'admin') return <Badge variant="destructive">{t('profile.role.admin')}</Badge>;
  if (role === 'moderator') return <Badge variant="default">{t('profile.role.moderator')}</Badge>;
  return null;
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  const { t } = useI18n();
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-3 text-center">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">
        {value === undefined ? <Skeleton className="mx-auto h-7 w-10" /> : t('profile.number', { value })}
      </dd>
    </div>
  );
}

export type ProfileHeaderProps = {
  user: User;
  stats: UserStats | undefined;
  isOwn: boolean;
  renderReport?: RenderProfileReport;
};

/**
 * The top of a profile: avatar (initials), full name or 'User', status badge (therapist
 * included), role badge, 'Send Message', 'Report', 'Mute' and 'Block' on other people's profiles, bio,
 * reputation and post counts.
 */
export function ProfileHeader({ user, stats, isOwn, renderReport }: ProfileHeaderProps) {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const start = useStartConversation({
    mutationConfig: {
      onSuccess: ({ id }) => navigate(`/messages?conversation=${id}`),
      // A refusal says why (a block, their settings, a new account's wait): show the server's words.
      onError: (error) =>
        handleMutationError(error, {
          title: t('profile.error'),
          description: serverMessageOr(error, t('profile.startFailed')),
        }),
    },
  });
  const name = getFullName(user, t('people.unnamed'));
  const reportTarget = { targetType: 'user', targetId: user.id } as const;
  const joined = new Date(user.createdAt);

  const sendMessage = () => {
    // Never on your own profile (spec §5); the button is hidden there anyway.
    if (isOwn || start.isPending) return;
    start.mutate(user.id);
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <UserAvatar user={user} className="size-20 text-2xl sm:size-24 [&_[data-slot=avatar-fallback]]:text-2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words">{name}</h1>
            <StatusBadge status={user.status} />
            <RoleBadge role={user.role} />
          </div>
          {!Number.isNaN(joined.getTime()) && (
            <p className="text-sm text-muted-foreground">
              {t('profile.memberSince', { date: joined.toLocaleDateString(locale, { month: 'long', year: 'numeric' }) })}
            </p>
          )}
          {user.bio?.trim() && <p className="text-sm break-words whitespace-pre-line">{user.bio}</p>}
        </div>
        {!isOwn && (
          <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
            <Button onClick={sendMessage} disabled={start.isPending} aria-busy={start.isPending}>
              {start.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <MessageCircle aria-hidden />}
              {t('profile.sendMessage')}
            </Button>
            {renderReport?.(reportTarget)}
            <RestrictionButtons user={user} />
          </div>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label={t('profile.stat.reputation')} value={user.reputation} />
        <Stat label={t('profile.tab.questions')} value={stats?.questionsCount} />
        <Stat label={t('profile.tab.answers')} value={stats?.answersCount} />
      </dl>
    </Card>
  );
}

/** The profile header's shape while the profile loads (avatar, name and three counters as grey blocks). */
export function ProfileHeaderSkeleton() {
  return (
    <Card className="p-6" aria-hidden>
      <div className="flex flex-col gap-5 sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    </Card>
  );
}
