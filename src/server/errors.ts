/**
 * The one error type of the API. Every failure a person can cause is an AppError with a
 * readable message from the server's catalogs; the error handler in app.ts
 * turns it into `{ message }` in the request's language, with its status.
 */
import { render, words, type Words } from './i18n/messages';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An API failure with its code and HTTP status (`ERROR_STATUS[code]`). Its `words` are what the
 * person reads, rendered in their language when answered; `message` is the English text (logs,
 * tests).
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** What the person reads: a catalog message and its values, or text already written for them. */
  readonly words: Words | string;
  /**
   * @param code the kind of failure (sets the HTTP status)
   * @param message what the person reads: a catalog message (`words(id, values)`), or text
   *   already written for them (a policy refusal); never a literal (lint)
   * @param reason a machine-readable `code` sent beside the message when the client must act on
   *   it (e.g. 'onboarding_required': show the onboarding screen)
   * @param details more fields of the answer beside `message` and `code` (e.g. the helplines
   *   sent with 'under_minimum_age'); only with a `reason`
   */
  constructor(
    readonly code: ErrorCode,
    message: Words | string,
    readonly reason?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : render('en', message));
    this.words = message;
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * What a person reads of an error, in their language.
 * @param error the failure
 * @param locale the reader's shipped locale
 * @returns the message text
 */
export function errorText(error: AppError, locale: Parameters<typeof render>[0]): string {
  return typeof error.words === 'string' ? error.words : render(locale, error.words);
}

/** Each thing a 404 can name, as its English label, and its key in the catalog's `error.notFound`. */
const NOT_FOUND_KEYS = {
  That: 'other',
  Question: 'question',
  Answer: 'answer',
  Comment: 'comment',
  Message: 'message',
  User: 'user',
  Author: 'author',
  Report: 'report',
  Note: 'note',
  Sanction: 'sanction',
  Conversation: 'conversation',
  Feedback: 'feedback',
  Topic: 'topic',
  Notification: 'notification',
  Decision: 'decision',
  Appeal: 'appeal',
} as const;
/** A thing a 404 names ('Question was not found'). */
export type NotFoundLabel = keyof typeof NOT_FOUND_KEYS;

/**
 * A 400 for input a person can fix.
 * @param message the readable reason, shown as `{ message }`
 * @returns the AppError to throw
 */
export const badRequest = (message: Words) => new AppError('bad_request', message);
/**
 * A 401 for a request without a valid session.
 * @param message the readable reason (default: 'You need to sign in to do that')
 * @returns the AppError to throw
 */
export const unauthorized = (message: Words = words('error.signInNeeded')) => new AppError('unauthorized', message);
/**
 * A 404: '{what} was not found'.
 * @param what the missing thing, e.g. 'Question' (default 'That')
 * @returns the AppError to throw
 */
export const notFound = (what: NotFoundLabel = 'That') =>
  new AppError('not_found', words('error.notFound', { what: NOT_FOUND_KEYS[what] }));
/**
 * A 409 for a write that clashes with the current state (a duplicate, an already reviewed report).
 * @param message the readable reason
 * @returns the AppError to throw
 */
export const conflict = (message: Words) => new AppError('conflict', message);

/**
 * What of an unexpected error may be logged: its type, codes and message, minus any query
 * parameters (Drizzle appends "params: ..." to failed-query messages, and those can hold a
 * post, message or feedback body — which is never logged).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; message?: string; code?: string; stack?: string; cause?: { code?: string; message?: string } };
  const strip = (m?: string) => (m ?? '').split('\nparams:')[0];
  return {
    type: e?.name,
    code: e?.code ?? e?.cause?.code,
    message: strip(e?.message),
    cause: e?.cause ? strip(e.cause.message) : undefined,
    stack: e?.stack
      ?.split('\n')
      .filter((l) => l.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}
