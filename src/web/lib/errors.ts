/**
 * The one way failed writes are shown (spec §8).
 *
 * Use `handleMutationError` as every mutation's `onError`:
 *   onError: (error) => handleMutationError(error, { title: 'Failed to post comment' })
 * A 401 shows 'Unauthorized' – 'You are logged out. Logging in again...' and goes to /api/login
 * after 500 ms; anything else shows the given destructive toast.
 */
import { createElement } from 'react';
import { toast } from '@/components/ui/use-toast';
import { Words } from '@/lib/i18n';
import { ApiError, isUnauthorizedError } from './api-client';

/** Delay before navigating to sign-in after a 401 (spec §9), in ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

let pendingRedirect: ReturnType<typeof setTimeout> | undefined;

/** Full-page navigation to sign-in after {@link LOGIN_REDIRECT_DELAY_MS} (one at a time). */
export function redirectToLogin(delayMs = LOGIN_REDIRECT_DELAY_MS): void {
  clearTimeout(pendingRedirect);
  pendingRedirect = setTimeout(() => {
    pendingRedirect = undefined;
    window.location.href = LOGIN_PATH;
  }, delayMs);
}

/** Cancels a scheduled sign-in redirect (component tests end before it would fire). */
export function cancelLoginRedirect(): void {
  clearTimeout(pendingRedirect);
  pendingRedirect = undefined;
}

/** The 401 pattern: toast 'Unauthorized' and go to sign-in after 500 ms. */
export function handleUnauthorized(): void {
  // Made outside React: the words are rendered by the toaster, in the language in use there.
  toast({
    title: createElement(Words, { id: 'shell.unauthorized.title' }),
    description: createElement(Words, { id: 'shell.unauthorized.text' }),
    variant: 'destructive',
  });
  redirectToLogin();
}

export type ErrorToast = {
  /** e.g. 'Failed to post comment' or 'Error'. */
  title: string;
  /** e.g. 'Failed to post answer'. When omitted, a readable 4xx server message is shown instead. */
  description?: string;
};

/**
 * Shows the right toast for a failed write: the 401 pattern when signed out, else `fallback`
 * (its description replaced by the server's words for a silenced member: until when and why).
 * @returns true when the error was a 401 (a redirect to sign-in is scheduled).
 */
export function handleMutationError(error: unknown, fallback: ErrorToast): boolean {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return true;
  }
  // A refusal for the member's standing (silenced: until when and why) is always said in the
  // server's words, whatever the screen's usual description.
  const standing = error instanceof ApiError && error.status === 403 && error.serverCode === 'silenced' ? error.serverMessage : null;
  const description = standing ?? fallback.description ?? readableClientError(error);
  toast({ title: fallback.title, description, variant: 'destructive' });
  return false;
}

/** The server's readable message for a 4xx (e.g. "You cannot vote on your own post"), else undefined. */
export function readableClientError(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return undefined;
}

/** The server's message when it gave one, else `fallback` (name and status updates, spec §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
