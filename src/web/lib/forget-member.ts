/**
 * What this browser remembers of a member is forgotten when they leave it (decision 0097): on a
 * shared device the next person — and the offline crisis page (decision 0089) — must not get the
 * last member's country or language. A visitor's own choices made afterwards are kept as usual.
 */
import { forgetForOffline } from '@/components/crisis/crisis-country';
import { forgetChosenLocale } from '@/lib/i18n';

/**
 * Forgets the member's country and language kept in this browser: the offline page's and the
 * footer's language choice. Called as they sign out or close their account, before the page goes.
 */
export function forgetMemberHere(): void {
  forgetForOffline();
  forgetChosenLocale();
}
