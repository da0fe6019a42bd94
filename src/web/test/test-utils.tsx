/**
 * Test helpers: render with the real app providers, and a tiny fetch stub at the network
 * boundary (the only thing tests mock).
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import type { loadCatalog } from '@/lib/i18n';
import type { Locale } from '@common/i18n/locales';
import { crisisResourcesFor } from '@common/crisis/data';

/**
 * Renders `ui` inside the app providers (query client, theme, toaster, tooltips), in English
 * or in `locale` with its `catalog` (`await loadCatalog(locale)`).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    queryClient = createQueryClient(),
    locale,
    catalog,
  }: { queryClient?: QueryClient; locale?: Locale; catalog?: Awaited<ReturnType<typeof loadCatalog>> } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient} locale={locale} catalog={catalog}>
      <TooltipProvider>{children}</TooltipProvider>
    </AppProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

export type RecordedCall = { method: string; path: string; body: unknown };

type Reply = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

/**
 * The public crisis lines as the server answers them, from the real data file: every stub answers
 * `GET /api/crisis-resources?country=` so, unless a test says otherwise.
 */
const CRISIS_ROUTES: Record<string, Reply> = {
  'GET /api/crisis-resources': (call) => ({
    body: crisisResourcesFor(new URL(call.path, 'http://localhost').searchParams.get('country')?.toUpperCase() ?? 'US'),
  }),
};

/**
 * Replaces global fetch with a stub answering from `routes`, keyed 'METHOD /path' (query string
 * ignored), and the crisis lines from the data file. Unknown routes answer 404
 * { message: 'Not found' }. Returns the recorded calls.
 */
export function stubFetch(routes: Record<string, Reply>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = routes[`${method} ${url.pathname}`] ?? CRISIS_ROUTES[`${method} ${url.pathname}`];
    const { status = 200, body } = typeof reply === 'function' ? reply(call) : (reply ?? { status: 404, body: { message: 'Not found' } });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return calls;
}

/** What a member may do with someone else's question or answer, as the server presents it. */
export const MEMBER_POST_ABILITIES = {
  edit: false,
  delete: false,
  report: true,
  vote: true,
  seeAuthor: true,
  muteAuthor: true,
  blockAuthor: true,
};
/** What a member may do with a comment. */
export const MEMBER_COMMENT_ABILITIES = { edit: false, delete: false, report: true, seeAuthor: true, muteAuthor: true, blockAuthor: true };
/** What a member may do to another person. */
export const MEMBER_USER_ABILITIES = { message: true, report: true, mute: true, block: true, changeRole: false, closeAccount: false };
/** What a member may do to themselves. */
export const OWN_USER_ABILITIES = { message: false, report: false, mute: false, block: false, changeRole: false, closeAccount: true };
/** Site abilities per role, as `/api/auth/user` presents them. */
export const SITE_ABILITIES = {
  user: { moderate: false, administer: false, createTopic: false },
  moderator: { moderate: true, administer: false, createTopic: false },
  admin: { moderate: true, administer: true, createTopic: true },
} as const;
