import { Link } from 'wouter';
import { HeartHandshake } from 'lucide-react';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/lib/i18n';
import { formatFullDate, formatRelativeTime } from '@/lib/time';
import type { SignInRefusal } from '@/types/api';
import { useSignInRefusal } from '../api/get-sign-in-refusal';

/** What the page says about the account: until when (a suspension), or that it is closed (a ban). */
function RefusalText({ refusal }: { refusal: SignInRefusal | null }) {
  const { t, rich, locale } = useI18n();
  if (!refusal) return <p>{t('signInRefusal.unknown')}</p>;
  const endsAt = refusal.endsAt;
  return (
    <>
      {endsAt ? (
        <p>
          {rich('signInRefusal.suspended', {
            until: formatFullDate(endsAt, locale),
            relative: formatRelativeTime(endsAt, locale),
            time: (chunks) => (
              <time className="font-semibold" dateTime={endsAt}>
                {chunks}
              </time>
            ),
          })}
        </p>
      ) : (
        <p>{t('signInRefusal.banned')}</p>
      )}
      <div className="rounded-lg border bg-muted/40 p-4">
        <h2 className="text-sm font-medium text-muted-foreground">{t('signInRefusal.reason')}</h2>
        <p className="mt-1 break-words whitespace-pre-wrap">{refusal.reason}</p>
      </div>
    </>
  );
}

/**
 * Where a member lands when sign-in is refused because the moderators suspended or banned them
 * (`/?signInError=suspended`). Says plainly and kindly until when (or that the account is closed,
 * for a ban) and why (GET /api/auth/sign-in-refusal), links the community
 * guidelines, and keeps the crisis resources on the page; the header's 'Need help now?' stays too.
 */
export function SignInRefusalPage() {
  const { t, rich } = useI18n();
  useDocumentTitle(t('signInRefusal.title'));
  const refusal = useSignInRefusal();
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4 sm:py-8">
      <Card className="space-y-4 p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <HeartHandshake className="mt-1 size-7 shrink-0 text-primary" aria-hidden />
          <h1 className="text-2xl font-semibold">{t('signInRefusal.title')}</h1>
        </div>
        {refusal.isPending ? (
          <div className="space-y-2" role="status" aria-label={t('signInRefusal.loading')}>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <RefusalText refusal={refusal.data ?? null} />
        )}
        <p className="text-muted-foreground">
          {rich('signInRefusal.kind', {
            link: (chunks) => (
              <Link href="/guidelines" className="font-medium text-primary underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </Card>

      <section aria-labelledby="refusal-help-title" className="space-y-3">
        <div>
          <h2 id="refusal-help-title" className="text-xl font-semibold">
            {t('signInRefusal.help.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('signInRefusal.help.text')}</p>
        </div>
        <CrisisResources />
      </section>
    </div>
  );
}
