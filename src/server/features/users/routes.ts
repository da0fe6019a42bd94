/**
 * People's profiles (docs/api.md): GET /users/:id, GET /users/:id/stats, PATCH /users/status,
 * PATCH /users/name, DELETE /users/me (close your account). Everything needs sign-in. (/users/:id/questions and /answers live with
 * the questions and answers features.)
 */
import type { App } from '../../app-types';
import { clearSessionCookie, requireSignIn, requireUser } from '../../auth/session';
import { authorize, can } from '../../auth/policy';
import { badRequest, notFound, unauthorized } from '../../errors';
import { presentUser } from '../../shared/presenters';
import { ZIdParams, ZUpdateName, ZUpdateStatus } from '../../../common/schemas';
import { NAME_CHANGE_DAYS, STATUS_CHANGE_DAYS } from '../../../common/constants';
import { closeAccount, countUserPosts, findActiveUser, updateAtMostEvery } from './queries';
import { tooSoonMessage } from './change-window';
import { getSettings } from '../../shared/settings';

/** Registers the profile routes (mounted under /api). */
export async function userRoutes(app: App) {
  const db = app.database.db;

  app.get('/users/:id', { onRequest: requireSignIn, schema: { params: ZIdParams } }, async (request) => {
    const viewer = requireUser(request);
    authorize(viewer, 'profile:read');
    const user = await findActiveUser(db, request.params.id);
    if (!user) throw notFound('User');
    return presentUser(user, viewer, await getSettings(db, user.id));
  });

  app.delete('/users/me', { onRequest: requireSignIn }, async (request, reply) => {
    const me = requireUser(request);
    authorize(me, 'account:close');
    await closeAccount(db, me.id);
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.get('/users/:id/stats', { onRequest: requireSignIn, schema: { params: ZIdParams } }, async (request) => {
    const viewer = requireUser(request);
    authorize(viewer, 'profile:read');
    const user = await findActiveUser(db, request.params.id);
    if (!user) throw notFound('User');
    // Anonymous posts count only for their author; others would learn that they exist.
    const includeAnonymous = can(viewer, 'post:seeAnonymousAuthor', { authorId: user.id });
    return countUserPosts(db, { userId: user.id, includeAnonymous });
  });

  app.patch('/users/status', { onRequest: requireSignIn, schema: { body: ZUpdateStatus } }, async (request) => {
    const me = requireUser(request);
    const { status, statusSituation } = request.body;
    // Choosing what you already have changes nothing and does not start a new waiting period.
    if (me.status === status && me.statusSituation === statusSituation) return presentUser(me, me);
    const updated = await updateAtMostEvery(db, {
      userId: me.id,
      lastChanged: 'statusLastChanged',
      days: STATUS_CHANGE_DAYS,
      values: { status, statusSituation },
    });
    if (updated) return presentUser(updated, me);
    const current = await findActiveUser(db, me.id);
    if (!current) throw unauthorized();
    throw badRequest(tooSoonMessage('status', current.statusLastChanged ?? new Date(), STATUS_CHANGE_DAYS));
  });

  app.patch('/users/name', { onRequest: requireSignIn, schema: { body: ZUpdateName } }, async (request) => {
    const me = requireUser(request);
    const firstName = request.body.firstName;
    const lastName = request.body.lastName || null;
    if (me.firstName === firstName && (me.lastName || null) === lastName) return presentUser(me, me);
    const updated = await updateAtMostEvery(db, {
      userId: me.id,
      lastChanged: 'nameLastChanged',
      days: NAME_CHANGE_DAYS,
      values: { firstName, lastName },
    });
    if (updated) return presentUser(updated, me);
    const current = await findActiveUser(db, me.id);
    if (!current) throw unauthorized();
    throw badRequest(tooSoonMessage('name', current.nameLastChanged ?? new Date(), NAME_CHANGE_DAYS));
  });
}
