import { EyeOff, Info, MessageCircleQuestion, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LOGIN_PATH } from '@/lib/errors';
import { useI18n, type MessageId } from '@/lib/i18n';

const SELLING_POINTS: { title: MessageId; text: MessageId; icon: LucideIcon }[] = [
  { title: 'landing.safe.title', text: 'landing.safe.text', icon: ShieldCheck },
  { title: 'landing.community.title', text: 'landing.community.text', icon: Users },
  { title: 'landing.ask.title', text: 'landing.ask.text', icon: MessageCircleQuestion },
  { title: 'landing.anonymous.title', text: 'landing.anonymous.text', icon: EyeOff },
];

/**
 * The signed-out landing page (spec §1, §2). Kept light: it is part of the initial bundle.
 * @param signInFailed a sign-in just failed (`?signInError=1`): say so above the page
 */
export function LandingPage({ signInFailed = false }: { signInFailed?: boolean }) {
  useDocumentTitle(null);
  const { t } = useI18n();
  return (
    <div className="space-y-14 py-4 sm:py-8">
      {signInFailed && (
        <p
          role="alert"
          className="mx-auto max-w-3xl rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-center text-sm"
        >
          {t('landing.signInFailed')}
        </p>
      )}
      <section className="mx-auto max-w-3xl space-y-6 text-center" aria-labelledby="landing-title">
        <p className="inline-flex items-center rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">{t('landing.badge')}</p>
        <h1 id="landing-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('landing.title')}
        </h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('landing.lead')}</p>
        <div className="flex justify-center">
          <Button asChild size="lg">
            <a href={LOGIN_PATH}>{t('landing.cta')}</a>
          </Button>
        </div>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className="sr-only">
          {t('landing.why')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SELLING_POINTS.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold">{t(title)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="notice-title" className="mx-auto max-w-3xl">
        {/* A card tinted in the primary colour (not <Card>, whose background it would override). */}
        <div className="flex gap-4 rounded-xl border border-primary/30 bg-primary/5 p-6 text-card-foreground shadow-sm">
          <Info className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="space-y-2">
            <h2 id="notice-title" className="text-lg font-semibold">
              {t('landing.notice.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('landing.notice.text')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="crisis-title" className="mx-auto max-w-3xl space-y-4">
        <div>
          <h2 id="crisis-title" className="text-2xl font-semibold">
            {t('landing.crisis.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('landing.crisis.text')}</p>
        </div>
        <CrisisResources />
      </section>
    </div>
  );
}
