/**
 * Query keys that more than one feature (or the app) must reach without importing another
 * feature. Feature-local keys live beside their queryOptions in features/<name>/api.
 */

/** The signed-in user (GET /api/auth/user). Invalidate after a name or status change. */
export const AUTH_USER_QUERY_KEY = ['auth', 'user'] as const;

/**
 * The prefixes of every question list (feed, search) and every thread (a question and its
 * answers). Invalidate both after a change to your reader filters or your mutes.
 */
export const POSTS_QUERY_KEYS = [['questions'], ['question']] as const;

/** Your settings (GET /api/users/me/settings): the profile's settings cards, and the crisis lines' country chooser. */
export const SETTINGS_QUERY_KEY = ['users', 'me', 'settings'] as const;
