import { useState } from 'react';
import { Link } from 'wouter';
import { Home, LogOut, Menu, PenLine, Scale, Settings, Shield, ShieldCheck, User as UserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { LOGOUT_PATH } from '@/lib/errors';
import { forgetMemberHere } from '@/lib/forget-member';
import { useI18n } from '@/lib/i18n';
import { SearchBox } from './search-box';
import { canModerate, isAdmin, settingsPath, type MessagesLinkComponent, type ShellUser } from './shell-user';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4';

/**
 * Small screens: the slide-in menu with the search box and every navigation link. Its button
 * carries the unread-messages badge, since Messages sits inside it on a phone (a Safety Team
 * check-in must never wait unseen there).
 * @param props.unreadMessages unread messages across conversations (0: no badge)
 */
export function MobileMenu({
  user,
  MessagesLink,
  unreadMessages = 0,
}: {
  user: ShellUser;
  MessagesLink?: MessagesLinkComponent;
  unreadMessages?: number;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative md:hidden">
          <Menu aria-hidden />
          <span className="sr-only">{t('shell.menu.open', { count: unreadMessages })}</span>
          {unreadMessages > 0 && (
            <span
              aria-hidden
              data-testid="menu-unread-badge"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-4 font-bold text-primary-foreground"
            >
              {unreadMessages > 99 ? '99+' : unreadMessages}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        // Focus the panel, not the search box: no on-screen keyboard popping up on phones.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('shell.menu.title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('shell.menu.description')}</SheetDescription>
        </SheetHeader>
        <SearchBox onSubmitted={() => setOpen(false)} />
        <nav aria-label={t('shell.nav.label')} className="flex flex-col gap-1">
          <SheetClose asChild>
            <Link href="/" className={itemClass}>
              <Home aria-hidden /> {t('shell.nav.home')}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link href="/questions/new" className={itemClass}>
              <PenLine aria-hidden /> {t('shell.nav.ask')}
            </Link>
          </SheetClose>
          {MessagesLink && (
            <SheetClose asChild>
              <MessagesLink className={itemClass} />
            </SheetClose>
          )}
          {canModerate(user) && (
            <SheetClose asChild>
              <Link href="/moderation" className={itemClass}>
                <Shield aria-hidden /> {t('shell.nav.moderation')}
              </Link>
            </SheetClose>
          )}
          {isAdmin(user) && (
            <SheetClose asChild>
              <Link href="/admin" className={itemClass}>
                <ShieldCheck aria-hidden /> {t('shell.nav.admin')}
              </Link>
            </SheetClose>
          )}
          <SheetClose asChild>
            <Link href={`/profile/${user.id}`} className={itemClass}>
              <UserIcon aria-hidden /> {t('shell.nav.myProfile')}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link href={settingsPath(user)} className={itemClass}>
              <Settings aria-hidden /> {t('shell.nav.settings')}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link href="/decisions" className={itemClass}>
              <Scale aria-hidden /> {t('shell.nav.decisions')}
            </Link>
          </SheetClose>
          <Separator className="my-2" />
          <a href={LOGOUT_PATH} className={itemClass} onClick={forgetMemberHere}>
            <LogOut aria-hidden /> {t('shell.nav.logout')}
          </a>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
