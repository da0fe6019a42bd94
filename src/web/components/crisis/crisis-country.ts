/**
 * Whose crisis lines a person is shown, and the lines themselves,
 * always from the API's crisis data (`GET /api/crisis-resources?country=`), never from code:
 * - a member: their `country` setting, else the server's guess;
 * - a visitor: the country chosen under 'Not in {country}?' (kept in this browser), else the
 *   server's guess;
 * - the server's guess is the region of the browser's Accept-Language (en-GB → GB), written into
 *   `<html data-country>`; with no region, the spec's US lines.
 * The prerendered landing page carries its lines as JSON (`#crisis-lines`): they are seeded here
 * before hydration, so the page hydrates as painted and asks the API nothing.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { TCrisisResources } from '@common/schemas/crisis';
import { api } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { Me } from '@/types/api';

/** The country whose lines a visitor or a member without a setting gets with no region known: the spec's. */
export const DEFAULT_COUNTRY = 'US';

/** localStorage key of a visitor's country chosen under 'Not in {country}?'. */
const STORAGE_KEY = 'mindspace-country';

/** Lines already known (the prerendered page's, the prerender's): the query's initial data. */
const seeded = new Map<string, TCrisisResources>();
/** The country the page was prerendered for: what the first (hydrating) render shows. */
let firstCountry: string | null = null;

/**
 * Makes `resources` the lines of their country without asking the API, and their country the
 * one the first render shows (the prerender, and the client hydrating its markup).
 * @param resources a `GET /api/crisis-resources` answer
 */
export function seedCrisisResources(resources: TCrisisResources): void {
  seeded.set(resources.country, resources);
  firstCountry = resources.country;
}

/**
 * Reads the lines the prerendered landing page carries (`<script type="application/json"
 * id="crisis-lines">`) and seeds them, so the page hydrates as it was painted.
 */
export function seedFromPage(): void {
  const element = document.getElementById('crisis-lines');
  if (!element?.textContent) return;
  try {
    seedCrisisResources(JSON.parse(element.textContent) as TCrisisResources);
  } catch {
    // Not readable: the lines are asked of the API instead.
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's chosen country, if any (storage may be refused). */
function storedCountry(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The server's guess from Accept-Language (`<html data-country>`), else the spec's US. */
export function guessedCountry(): string {
  if (typeof document === 'undefined') return DEFAULT_COUNTRY;
  return document.documentElement.dataset.country || DEFAULT_COUNTRY;
}

/** The country a page fixes for all it shows (the offline page: the one last shown here). */
let fixedCountry: string | null = null;

/**
 * Makes `country` the one whose lines every crisis surface on this page shows, whoever is there
 * (the offline page, which cannot ask who is signed in).
 * @param country an ISO 3166-1 alpha-2 code
 */
export function fixCrisisCountry(country: string): void {
  fixedCountry = country;
}

/** localStorage key of the country and language last shown in this browser, for the offline page. */
const OFFLINE_KEY = 'mindspace-offline';

/** What the offline page shows: the country whose lines, in which language. */
export type OfflineChoice = { country: string; locale: string };

/**
 * Keeps the country whose lines this page shows and its language, so that with no connection the
 * offline page shows the same lines in the same words. Storage refused: nothing kept.
 */
export function rememberForOffline(choice: OfflineChoice): void {
  try {
    localStorage.setItem(OFFLINE_KEY, JSON.stringify(choice));
  } catch {
    // Storage refused: the offline page guesses from the browser's languages.
  }
}

/**
 * Forgets the country and language kept for the offline page: a member is leaving this browser
 * (sign-out, account closure), and on a shared device the next person must not get their lines.
 */
export function forgetForOffline(): void {
  try {
    localStorage.removeItem(OFFLINE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The country and language last shown in this browser (rememberForOffline), if any. */
export function rememberedForOffline(): Partial<OfflineChoice> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OFFLINE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Partial<OfflineChoice>) : {};
  } catch {
    return {};
  }
}

/** A visitor's country: chosen, else guessed. */
const visitorCountry = () => storedCountry() ?? guessedCountry();
/** While hydrating (or prerendering): the country the page was painted for. */
const paintedCountry = () => firstCountry ?? DEFAULT_COUNTRY;

/**
 * The signed-in member as the app shell's user query holds it (null signed out, undefined while
 * loading). Only read: the router's useUser fetches it.
 */
export function useSignedInMember(): Me | null | undefined {
  return useQuery<Me | null>({ queryKey: AUTH_USER_QUERY_KEY, queryFn: skipToken }).data;
}

/**
 * The country whose crisis lines to show the person on this page: a member's setting (else the
 * guess), a visitor's choice (else the guess). While the prerendered page hydrates, the country it
 * was painted for.
 * @returns an ISO 3166-1 alpha-2 code
 */
export function useCrisisCountry(): string {
  const user = useSignedInMember();
  const visitor = useSyncExternalStore(subscribe, visitorCountry, paintedCountry);
  return fixedCountry ?? (user ? (user.country ?? guessedCountry()) : visitor);
}

/**
 * Keeps a visitor's chosen country in this browser (a member's is their setting instead), and
 * shows its lines at once.
 * @param country an ISO 3166-1 alpha-2 code
 */
export function chooseVisitorCountry(country: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, country);
  } catch {
    // Storage refused: the choice lasts for this page only.
    document.documentElement.dataset.country = country;
  }
  listeners.forEach((listener) => listener());
}

/** The query key of a country's crisis lines. */
export const crisisResourcesKey = (country: string) => ['crisis-resources', country] as const;

/**
 * The crisis lines of a country, from the API (public, cached for an hour by the browser); those
 * the page came with are used as they are.
 * @param country an ISO 3166-1 alpha-2 code
 * @returns the query: `data` the `GET /api/crisis-resources` answer once known
 */
export function useCrisisResources(country: string) {
  return useQuery({
    queryKey: crisisResourcesKey(country),
    queryFn: ({ signal }) => api('GET /api/crisis-resources', { query: { country }, signal }),
    initialData: () => seeded.get(country),
    // The lines change only with a release.
    staleTime: Infinity,
  });
}
