/**
 * Query keys that more than one feature (or the app) must reach without importing another
 * feature. Feature-local keys live beside their queryOptions in features/<name>/api.
 */

/** The signed-in user (GET /api/auth/user). Invalidate after a name or status change. */
export const AUTH_USER_QUERY_KEY = ['auth', 'user'] as const;
