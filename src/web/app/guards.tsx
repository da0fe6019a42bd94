import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { handleUnauthorized, LOGIN_PATH } from '@/lib/errors';
import { useI18n, type MessageId } from '@/lib/i18n';
import type { Me, TSiteAbilitiesKey } from '@/types/api';

/** Signed-out visitors to /moderation and /admin: the 401 pattern (spec §8). */
export function RedirectToLogin() {
  const { t } = useI18n();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    handleUnauthorized();
  }, []);
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span className="animate-pulse text-muted-foreground">{t('access.redirecting')}</span>
    </div>
  );
}

/** Signed-out visitors to /messages (spec §2). */
export function MessagesSignedOut() {
  const { t } = useI18n();
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{t('access.messagesSignedOut')}</h1>
      <Button asChild className="mt-4">
        <a href={LOGIN_PATH}>{t('access.signIn')}</a>
      </Button>
    </Card>
  );
}

const DENIED: Record<'moderator' | 'admin', MessageId> = {
  moderator: 'access.deniedModerator',
  admin: 'access.deniedAdmin',
};

/**
 * Renders children only when the server says the person may (`siteAbilities[ability]`);
 * others see the spec's 'Access denied' text.
 * @param user the signed-in person; ability which site ability the page needs; denied which refusal to show
 */
export function RequireAbility({
  user,
  ability,
  denied,
  children,
}: {
  user: Me;
  ability: TSiteAbilitiesKey;
  denied: keyof typeof DENIED;
  children: ReactNode;
}) {
  const { t } = useI18n();
  if (user.siteAbilities[ability]) return <>{children}</>;
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{t(DENIED[denied])}</h1>
    </Card>
  );
}
