/**
 * Routes (spec §2) with wouter. Signed-in pages and the signed-in shell are lazy chunks, so the
 * landing page stays small. '/' shows the landing page when signed out or while auth loads.
 */
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Switch, useSearchParams } from 'wouter';
import { LoadBoundary } from '@/components/error-boundary';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/page-loader';
import { SomethingWentWrong } from '@/components/something-went-wrong';
import { rememberForOffline, useCrisisCountry } from '@/components/crisis/crisis-country';
import { useUser } from '@/features/auth/api/get-user';
import type { Me } from '@/types/api';
import { AllWords, useI18n } from '@/lib/i18n';
import type { Locale } from '@common/i18n/locales';
import { MessagesSignedOut, RedirectToLogin, RequireAbility } from './guards';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { lazyPart } from '@/lib/lazy-part';
import { saveOwnSettings } from '@/lib/own-settings';

const loadAuthenticatedLayout = () => import('./authenticated-layout');
const loadHome = () => import('./routes/home');
const loadAskQuestion = () => import('./routes/ask-question');
const loadQuestion = () => import('./routes/question');
const loadProfile = () => import('./routes/profile');
const loadMessages = () => import('./routes/messages');

const AuthenticatedLayout = lazyPart(loadAuthenticatedLayout);
const HomeRoute = lazyPart(loadHome);
const AskQuestionRoute = lazyPart(loadAskQuestion);
const QuestionRoute = lazyPart(loadQuestion);
const ProfileRoute = lazyPart(loadProfile);
const MessagesRoute = lazyPart(loadMessages);
const TopicsRoute = lazyPart(() => import('@/features/questions/components/topics-page').then((m) => ({ default: m.TopicsPage })));
const ModerationRoute = lazyPart(() => import('./routes/moderation'));
const ModerationMemberRoute = lazyPart(() => import('./routes/moderation-member'));
const AdminRoute = lazyPart(() => import('./routes/admin'));
const PrivacyPage = lazyPart(() => import('./routes/privacy'));
const TermsPage = lazyPart(() => import('./routes/terms'));
const GuidelinesPage = lazyPart(() => import('./routes/guidelines'));
const DecisionsPage = lazyPart(() => import('@/features/decisions/decisions-page').then((m) => ({ default: m.DecisionsPage })));
// Onboarding (its form, checkbox and inputs) is seen once per member: a chunk of its own, off the landing page's download.
const OnboardingPage = lazyPart(() => import('@/features/onboarding/onboarding-page').then((m) => ({ default: m.OnboardingPage })));
const AgeQuestionPage = lazyPart(() => import('@/features/onboarding/age-question-page').then((m) => ({ default: m.AgeQuestionPage })));
const UnderThirteenPage = lazyPart(() =>
  import('@/features/onboarding/under-thirteen-page').then((m) => ({ default: m.UnderThirteenPage })),
);

/** The members' pages whose code {@link startFirstPageCode} fetches early, by path. */
const MEMBER_PAGES: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, loadHome],
  [/^\/questions\/new$/, loadAskQuestion],
  [/^\/questions\/\d{1,10}$/, loadQuestion],
  [/^\/profile\/[^/]+$/, loadProfile],
  [/^\/messages$/, loadMessages],
];

/**
 * Starts downloading the signed-in shell and the current page's code as the app starts, when
 * the page is a member's: the server hints `/api/auth/user` in index.html only to a request with
 * a session cookie (src/server/web-preload.ts). Left to React.lazy, the shell's chunks were
 * requested only once the member was known, and the page's only once the shell had rendered:
 * two more waves of downloads before a thread could paint (decision 0049). The lazy components
 * then find their modules already loading. A failure is not reported here: the lazy component
 * imports the module itself, and a failure there shows the error boundary.
 * @param pathname the page's path (location.pathname)
 */
export function startFirstPageCode(pathname: string): void {
  if (!document.querySelector('link[rel="preload"][href="/api/auth/user"]')) return;
  const page = MEMBER_PAGES.find(([path]) => path.test(pathname))?.[1];
  for (const load of [loadAuthenticatedLayout, ...(page ? [page] : [])]) load().catch(() => undefined);
}

/**
 * '/' for someone signed out: the landing page; `?signInError=` (a failed sign-in) shows it with a
 * short notice.
 */
function SignedOutHome() {
  const [params] = useSearchParams();
  return <LandingPage signInFailed={params.get('signInError') !== null} />;
}

/**
 * A visitor's page beyond the landing page: shown once the rest of the catalog has arrived,
 * 'Loading...' meanwhile. The landing page needs only
 * the first download's words; a member's pages wait for the rest around the whole shell (AppRouter).
 */
function withAllWords(page: ReactNode) {
  return <AllWords fallback={<PageLoader />}>{page}</AllWords>;
}

function Routes({ user, authLoading }: { user: Me | null; authLoading: boolean }) {
  /** A signed-in-only page: the landing page when signed out, 'Loading...' while auth loads. */
  const signedIn = (page: (user: Me) => ReactNode) => (user ? page(user) : authLoading ? <PageLoader /> : <LandingPage />);
  const staffOnly = (page: (user: Me) => ReactNode) =>
    user ? page(user) : authLoading ? <PageLoader /> : withAllWords(<RedirectToLogin />);

  return (
    <Switch>
      <Route path="/">{user ? <HomeRoute user={user} /> : <SignedOutHome />}</Route>
      <Route path="/questions/new">
        {signedIn(() => (
          <AskQuestionRoute />
        ))}
      </Route>
      <Route path="/questions/:id">{(params) => signedIn(() => <QuestionRoute id={params.id} />)}</Route>
      <Route path="/topics">
        {signedIn(() => (
          <TopicsRoute />
        ))}
      </Route>
      <Route path="/profile/:id">{(params) => signedIn((u) => <ProfileRoute id={params.id} user={u} />)}</Route>
      <Route path="/messages">{user ? <MessagesRoute /> : authLoading ? <PageLoader /> : withAllWords(<MessagesSignedOut />)}</Route>
      <Route path="/moderation/users/:id">
        {(params) =>
          staffOnly((u) => (
            <RequireAbility user={u} ability="moderate" denied="moderator">
              <ModerationMemberRoute id={params.id} />
            </RequireAbility>
          ))
        }
      </Route>
      <Route path="/moderation">
        {staffOnly((u) => (
          <RequireAbility user={u} ability="moderate" denied="moderator">
            <ModerationRoute />
          </RequireAbility>
        ))}
      </Route>
      <Route path="/admin">
        {staffOnly((u) => (
          <RequireAbility user={u} ability="administer" denied="admin">
            <AdminRoute />
          </RequireAbility>
        ))}
      </Route>
      <Route path="/decisions">
        {signedIn(() => (
          <DecisionsPage />
        ))}
      </Route>
      <Route path="/privacy">{withAllWords(<PrivacyPage />)}</Route>
      <Route path="/terms">{withAllWords(<TermsPage />)}</Route>
      <Route path="/under-13">{withAllWords(<UnderThirteenPage />)}</Route>
      <Route path="/guidelines">{withAllWords(<GuidelinesPage />)}</Route>
      <Route>{withAllWords(<NotFoundPage />)}</Route>
    </Switch>
  );
}

/**
 * The routes for the signed-in user (`useUser()`): the landing page when signed out, the app
 * shell's pages when signed in, a page loader while the user is loading. Speaks the member's
 * language setting, else `visitorLocale`.
 * @param props.visitorLocale a visitor's language (footer choice, Accept-Language, browser)
 */
export function AppRouter({ visitorLocale }: { visitorLocale?: Locale }) {
  // The user's arrival switches the loading page for the signed-in shell and its page: rendered
  // as a transition, in slices, rather than as the query's one long task (decision 0105).
  const { data, isPending } = useDeferredValue(useUser());
  const user = data ?? null;
  const { setLocale, locale } = useI18n();
  const wanted = user?.locale ?? visitorLocale;
  // With no connection, the offline page shows these lines in these words.
  const country = useCrisisCountry();
  useEffect(() => rememberForOffline({ country, locale }), [country, locale]);
  useEffect(() => {
    // A catalog that cannot be downloaded leaves the page in the language it is in.
    if (wanted) setLocale(wanted).catch(() => undefined);
  }, [wanted, setLocale]);
  const routes = (
    <LoadBoundary fallback={<PageLoader />} failed={<SomethingWentWrong />}>
      <Routes user={user} authLoading={isPending} />
    </LoadBoundary>
  );

  // A member who has not joined yet (age, terms, display name) sees onboarding, and one who
  // joined before the age screen is asked their month and year of birth once,
  // except on the terms and privacy pages. The system account has no age.
  const ageAsked = user && user.onboardedAt && user.ageBand === null && user.role !== 'system';
  if (user && (!user.onboardedAt || ageAsked)) {
    return <OnePageShell ageScreen>{ageAsked ? <AgeQuestionPage /> : <OnboardingPage user={user} />}</OnePageShell>;
  }

  // A suspended or banned member keeps a restricted session: their decisions,
  // how to appeal and help, on a calm page, with the terms and privacy pages.
  if (user?.suspension) {
    return (
      <OnePageShell>
        <DecisionsPage suspension={user.suspension} />
      </OnePageShell>
    );
  }

  // The signed-in shell is a chunk of its own: if it cannot be downloaded, say so (never a blank page).
  if (user) {
    return (
      <LoadBoundary fallback={<PageLoader className="min-h-dvh" />} failed={<SomethingWentWrong />}>
        <AllWords fallback={<PageLoader className="min-h-dvh" />}>
          <AuthenticatedLayout user={user}>{routes}</AuthenticatedLayout>
        </AllWords>
      </LoadBoundary>
    );
  }
  return <PublicLayout authLoading={isPending}>{routes}</PublicLayout>;
}

/**
 * The shell of a signed-in person who sees one page for now (onboarding, the age question, or a
 * suspended member's decisions): the public layout, the terms and privacy pages, and that page
 * for every other address.
 * @param ageScreen the age screen is showing (the footer gives no hint of the minimum age)
 * @param children the one page
 */
function OnePageShell({ ageScreen = false, children }: { ageScreen?: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  // A language chosen in the footer is the member's setting, open while joining and while
  // suspended (decision 0097): it holds after a reload and on every device.
  const saveLocale = (locale: Locale) => void saveOwnSettings(queryClient, { locale }).catch(() => undefined);
  return (
    <PublicLayout authLoading={false} signedIn ageScreen={ageScreen} onLocaleChosen={saveLocale}>
      <LoadBoundary fallback={<PageLoader />} failed={<SomethingWentWrong />}>
        <AllWords fallback={<PageLoader />}>
          <Switch>
            <Route path="/terms">
              <TermsPage />
            </Route>
            <Route path="/privacy">
              <PrivacyPage />
            </Route>
            <Route>{children}</Route>
          </Switch>
        </AllWords>
      </LoadBoundary>
    </PublicLayout>
  );
}
