import { EyeOff, Info, MessageCircleQuestion, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LOGIN_PATH } from '@/lib/errors';

const SELLING_POINTS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Safe Space',
    text: 'A moderated community with clear guidelines, content warnings and easy reporting, so you can speak openly.',
    icon: ShieldCheck,
  },
  {
    title: 'Supportive Community',
    text: 'Connect with people who understand. Share what helped you and encourage others on their way.',
    icon: Users,
  },
  {
    title: 'Ask Anything',
    text: 'No question is too big or too small: anxiety, stress, relationships, therapy, self care and more.',
    icon: MessageCircleQuestion,
  },
  {
    title: 'Anonymous Options',
    text: 'Questions and answers can be posted anonymously whenever you would rather not share your name.',
    icon: EyeOff,
  },
];

/**
 * The signed-out landing page (spec §1, §2). Kept light: it is part of the initial bundle.
 * @param signInFailed a sign-in just failed (`?signInError=1`): say so above the page
 */
export function LandingPage({ signInFailed = false }: { signInFailed?: boolean }) {
  useDocumentTitle(null);
  return (
    <div className="space-y-14 py-4 sm:py-8">
      {signInFailed && (
        <p
          role="alert"
          className="mx-auto max-w-3xl rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-center text-sm"
        >
          We couldn&apos;t sign you in. Please try again in a moment.
        </p>
      )}
      <section className="mx-auto max-w-3xl space-y-6 text-center" aria-labelledby="landing-title">
        <p className="inline-flex items-center rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
          Peer support community · Ages 13+
        </p>
        <h1 id="landing-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Safe space for anything mental health
        </h1>
        <p className="text-lg text-pretty text-muted-foreground">
          Ask questions, share what you are going through and support others, with the option to stay anonymous.
        </p>
        <div className="flex justify-center">
          <Button asChild size="lg">
            <a href={LOGIN_PATH}>Sign in to get started</a>
          </Button>
        </div>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className="sr-only">
          Why MindSpace
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SELLING_POINTS.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="notice-title" className="mx-auto max-w-3xl">
        <Card className="flex gap-4 border-primary/30 bg-primary/5 p-6">
          <Info className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="space-y-2">
            <h2 id="notice-title" className="text-lg font-semibold">
              Peer support, not professional care
            </h2>
            <p className="text-sm text-muted-foreground">
              MindSpace is a community of people sharing their own experiences. It is not a substitute for professional care: members do not
              give diagnoses, treatment or therapy. If you are struggling, please also reach out to a doctor, therapist or counselor.
            </p>
          </div>
        </Card>
      </section>

      <section aria-labelledby="crisis-title" className="mx-auto max-w-3xl space-y-4">
        <div>
          <h2 id="crisis-title" className="text-2xl font-semibold">
            In crisis? Help is available now
          </h2>
          <p className="mt-1 text-muted-foreground">Free, confidential and available 24/7 in the US.</p>
        </div>
        <CrisisResources />
      </section>
    </div>
  );
}
