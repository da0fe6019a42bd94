import { useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import { Search } from 'lucide-react';
import { ASSIGNABLE_ROLES, type AssignableRole, type Role } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { getFullName } from '@/lib/display-name';
import { useI18n, type MessageId } from '@/lib/i18n';
import { fullDateTitle } from '@/lib/time';
import { Input } from '@/components/ui/input';
import type { AdminUser, User } from '@/types/api';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { LoadError } from '@/components/load-error';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { ConfirmDialog } from '@/components/confirm-dialog';

const ROLE_LABELS: Record<Role, MessageId> = {
  user: 'admin.role.user',
  moderator: 'admin.role.moderator',
  admin: 'admin.role.admin',
  system: 'admin.role.system',
};

/** Shown (to sight only) in an empty cell. */
const NO_VALUE = '—';

/** A date as 'Jan 10, 2026' in the reader's locale ('' for a value that is not a date). */
function joinedDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** What each role may do, for the confirmation of a change. */
const ROLE_MEANS: Record<AssignableRole, MessageId> = {
  user: 'admin.role.means.user',
  moderator: 'admin.role.means.moderator',
  admin: 'admin.role.means.admin',
};

/**
 * A user's role: a select when the server allows changing it (`abilities.changeRole`), else the
 * label. A change asks to confirm, saying what the new role may do.
 */
function RoleCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t } = useI18n();
  const [asked, setAsked] = useState<AssignableRole | null>(null);
  const update = useUpdateUserRole({
    mutationConfig: {
      onSuccess: () => {
        setAsked(null);
        toast({ title: t('admin.role.updated') });
      },
      onError: (error) => {
        setAsked(null);
        handleMutationError(error, { title: t('admin.role.failed') });
      },
    },
  });
  const name = getFullName(user, t('people.unnamed'));
  if (!user.abilities.changeRole) {
    return (
      <span className="inline-flex items-center gap-2 text-sm">
        {t(ROLE_LABELS[user.role])}
        {isSelf && <Badge variant="outline">{t('admin.you')}</Badge>}
      </span>
    );
  }
  const value = asked ?? user.role;
  return (
    <>
      <select
        aria-label={t('admin.role.for', { name })}
        value={value}
        disabled={update.isPending}
        aria-busy={update.isPending}
        onChange={(e) => {
          const role = e.target.value as AssignableRole;
          if (role !== user.role) setAsked(role);
        }}
        className="h-9 w-[7.5rem] rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/60 disabled:opacity-60"
      >
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </option>
        ))}
      </select>
      {asked && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsked(null)}
          title={t('admin.role.confirm', { name, role: asked })}
          confirmLabel={t('admin.role.change')}
          onConfirm={() => update.mutate({ userId: user.id, role: asked })}
          pending={update.isPending}
        >
          <p>{t(ROLE_MEANS[asked])}</p>
          <p>{t('admin.role.told')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The sanction in force, as a badge linking to the member's record ('Silenced until 3 Dec'), or nothing. */
function SanctionBadge({ user }: { user: AdminUser }) {
  const { t, locale } = useI18n();
  if (!user.sanction) return null;
  const until = user.sanction.endsAt ? joinedDate(user.sanction.endsAt, locale) : 'none';
  return (
    <Link href={`/moderation/users/${user.id}`} className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Badge variant="destructive" className="mt-1 font-normal">
        {t('admin.sanction', { type: user.sanction.type, until })}
      </Badge>
    </Link>
  );
}

/**
 * The 'Users' tab: a search by name or email, then name (with any sanction in force, linking to
 * the member's record), email, role and joined date per user, 'Load more' over the cursor. Each
 * role is a select (user, moderator, admin) except your own, which admins cannot change.
 */
export function UsersTable({ currentUserId }: { currentUserId: number }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  return (
    <div className="space-y-3">
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.search')}
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          className="ps-9"
        />
      </div>
      <UsersList currentUserId={currentUserId} search={searched} />
    </div>
  );
}

/** The table of UsersTable for one search. */
function UsersList({ currentUserId, search }: { currentUserId: number; search: string }) {
  const { t, locale } = useI18n();
  const users = useAdminUsers(search);
  if (users.isPending) {
    return (
      <Card className="space-y-3 p-4" role="status" aria-label={t('admin.users.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </Card>
    );
  }
  if (users.isError) {
    return <LoadError what={t('admin.users.what')} onRetry={() => void users.refetch()} />;
  }
  const items = users.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Card className="p-8 text-center text-muted-foreground">
        {search ? t('admin.users.noMatch', { search }) : t('admin.users.empty')}
      </Card>
    );
  }

  return (
    <div className="space-y-3">
      <Card className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('admin.tab.users')}</caption>
          <thead className="border-b bg-muted/50 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t('admin.users.name')}
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:px-4 md:table-cell">
                {t('admin.users.email')}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t('admin.users.role')}
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:px-4 sm:table-cell">
                {t('admin.users.joined')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((user) => (
              <tr key={user.id} className="align-middle">
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex min-w-0 items-center gap-3">
                    <UserAvatar user={user} className="hidden size-8 sm:flex" />
                    <div className="min-w-0">
                      <Link
                        href={`/profile/${user.id}`}
                        className="block truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {getFullName(user, t('people.unnamed'))}
                      </Link>
                      <SanctionBadge user={user} />
                      {user.email && (
                        <span className="block max-w-[9rem] truncate text-xs text-muted-foreground sm:max-w-[14rem] md:hidden">
                          {user.email}
                        </span>
                      )}
                    </div>
                  </div>
                </td>
                <td className="hidden max-w-[16rem] truncate px-3 py-3 sm:px-4 text-muted-foreground md:table-cell">
                  {user.email || (
                    <>
                      <span aria-hidden>{NO_VALUE}</span>
                      <span className="sr-only">{t('admin.users.noEmail')}</span>
                    </>
                  )}
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <RoleCell user={user} isSelf={user.id === currentUserId} />
                </td>
                <td className="hidden px-3 py-3 sm:px-4 whitespace-nowrap text-muted-foreground sm:table-cell">
                  <time dateTime={user.createdAt} {...fullDateTitle(user.createdAt, locale)}>
                    {joinedDate(user.createdAt, locale)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {users.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
            {t(users.isFetchingNextPage ? 'admin.loading' : 'admin.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
