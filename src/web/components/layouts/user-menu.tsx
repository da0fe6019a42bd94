import { Link } from 'wouter';
import { LogOut, Settings, Shield, ShieldCheck, User as UserIcon } from 'lucide-react';
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
import type { ShellUser } from './shell-user';
import { canModerate, isAdmin, settingsPath } from './shell-user';

/**
 * The avatar menu: 'My Profile' → /profile/{me}, 'Settings' → its Settings tab, Moderation/Admin
 * by role, 'Logout' (full-page link).
 */
export function UserMenu({ user }: { user: ShellUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          <UserAvatar user={user} className="size-8" />
          <span className="sr-only">Account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{getFullName(user)}</span>
          {user.email && <span className="block truncate text-xs text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={`/profile/${user.id}`}>
            <UserIcon aria-hidden />
            My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={settingsPath(user)}>
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        {canModerate(user) && (
          <DropdownMenuItem asChild>
            <Link href="/moderation">
              <Shield aria-hidden />
              Moderation
            </Link>
          </DropdownMenuItem>
        )}
        {isAdmin(user) && (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <ShieldCheck aria-hidden />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden />
            Logout
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
