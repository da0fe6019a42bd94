/**
 * People's profiles (docs/api.md): GET /users/:id, GET /users/:id/stats, PATCH /users/status,
 * PATCH /users/name, DELETE /users/me (close your account), POST /users/me/onboarding (joining),
 * POST /users/me/age (the age band of a member who joined before the age screen). Members only. (/users/:id/questions
 * and /answers live with the questions and answers features.)
 */
import type { App } from '../../app-types';
import { clearSessionCookie, requireUser } from '../../auth/session';
import { canSeeAnonymousPostsOf } from '../../auth/policy';
import { conflict, notFound } from '../../errors';
import { presentMe, presentUser } from '../../shared/presenters';
import { API } from '../../../common/contract';
import { getSettings } from '../../shared/settings';
import {
  AGE_KNOWN,
  ALREADY_JOINED,
  changeName,
  changeStatus,
  closeAccount,
  completeOnboarding,
  countUserPosts,
  findActiveUser,
  recordAgeBand,
} from './queries';
import { settleAge } from './age';

/**
 * Registers the profile routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function userRoutes(app: App) {
  const db = app.database.db;

  app.get('/users/:id', { schema: API['GET /api/users/:id'], config: { policy: 'profile:read' } }, async (request) => {
    const user = await findActiveUser(db, request.params.id);
    if (!user) throw notFound('User');
    return presentUser(user, requireUser(request), await getSettings(db, user.id));
  });

  app.delete('/users/me', { schema: API['DELETE /api/users/me'], config: { policy: 'account:close' } }, async (request, reply) => {
    await closeAccount(db, requireUser(request).id);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  // Exempt from the write gate (route-chain.ts): this is how a new member opens it.
  app.post('/users/me/onboarding', { schema: API['POST /api/users/me/onboarding'], config: { policy: 'signedIn' } }, async (request) => {
    const me = requireUser(request);
    // An onboarded member's answer must not close their account: the age is asked here only once.
    if (me.onboardedAt) throw conflict(ALREADY_JOINED);
    const { birthYear, birthMonth, ...profile } = request.body;
    const age = await settleAge(db, { me, birth: { birthYear, birthMonth }, acceptLanguage: request.headers['accept-language'] });
    return presentMe(await completeOnboarding(db, { me, ...profile, age }));
  });

  // Members who joined before the age screen are asked once.
  app.post('/users/me/age', { schema: API['POST /api/users/me/age'], config: { policy: 'signedIn' } }, async (request) => {
    const me = requireUser(request);
    if (me.ageBand) throw conflict(AGE_KNOWN);
    const age = await settleAge(db, { me, birth: request.body, acceptLanguage: request.headers['accept-language'] });
    return presentMe(await recordAgeBand(db, { me, age }));
  });

  app.get('/users/:id/stats', { schema: API['GET /api/users/:id/stats'], config: { policy: 'profile:read' } }, async (request) => {
    const viewer = requireUser(request);
    const user = await findActiveUser(db, request.params.id);
    if (!user) throw notFound('User');
    // Anonymous posts count only for their author; others would learn that they exist.
    return countUserPosts(db, { viewer, userId: user.id, includeAnonymous: canSeeAnonymousPostsOf(viewer, user.id) });
  });

  app.patch('/users/status', { schema: API['PATCH /api/users/status'], config: { policy: 'signedIn' } }, async (request) => {
    const me = requireUser(request);
    return presentMe(await changeStatus(db, { me, ...request.body }));
  });

  app.patch('/users/name', { schema: API['PATCH /api/users/name'], config: { policy: 'signedIn' } }, async (request) => {
    const me = requireUser(request);
    return presentMe(await changeName(db, { me, ...request.body }));
  });
}
