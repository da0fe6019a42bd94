import { Link } from 'wouter';
import { LogOut, Scale, Settings, Shield, ShieldCheck, User as UserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/user-avatar';
import { getFullName } from '@/lib/display-name';
import { LOGOUT_PATH } from '@/lib/errors';
import { forgetMemberHere } from '@/lib/forget-member';
import { useI18n } from '@/lib/i18n';
import type { ShellUser } from './shell-user';
import { canModerate, isAdmin, settingsPath } from './shell-user';

/**
 * The avatar menu: 'My Profile' → /profile/{me}, 'Settings' → its Settings tab, Moderation/Admin
 * by role, 'Logout' (full-page link).
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useI18n();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          <UserAvatar user={user} className="size-8" />
          <span className="sr-only">{t('shell.accountMenu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{getFullName(user, t('people.unnamed'))}</span>
          {user.email && <span className="block truncate text-xs text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={`/profile/${user.id}`}>
            <UserIcon aria-hidden />
            {t('shell.nav.myProfile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={settingsPath(user)}>
            <Settings aria-hidden />
            {t('shell.nav.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/decisions">
            <Scale aria-hidden />
            {t('shell.nav.decisions')}
          </Link>
        </DropdownMenuItem>
        {canModerate(user) && (
          <DropdownMenuItem asChild>
            <Link href="/moderation">
              <Shield aria-hidden />
              {t('shell.nav.moderation')}
            </Link>
          </DropdownMenuItem>
        )}
        {isAdmin(user) && (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden />
              {t('shell.nav.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={LOGOUT_PATH} onClick={forgetMemberHere}>
            <LogOut aria-hidden />
            {t('shell.nav.logout')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
