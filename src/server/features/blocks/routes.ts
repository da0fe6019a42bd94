/**
 * Mute and block (docs/api.md "Mute and block"):
 *   POST|DELETE /api/users/:id/mute, /api/users/:id/block                 a person, by name
 *   POST|DELETE /api/{questions|answers}/:id/mute-author, .../block-author the author of a post,
 *       never named to the caller (for a named post it is the same as muting the person)
 *   GET /api/users/me/mutes, /api/users/me/blocks                          the caller's lists
 * Nobody is told they were muted or blocked. Writes answer 204; undoing what does not exist is
 * not an error.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { rowPolicy } from '../../route-chain';
import { listBlocks, listMutes, presentRestrictionList } from '../../shared/restriction-lists';
import { API } from '../../../common/contract';
import { assertReadable } from '../../shared/auto-hide';
import { addRestriction, authorIdOf, findLiveUser, findPostAuthor, removeRestriction, type PostRef, type RestrictionKind } from './queries';

/**
 * Registers the mute and block routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function blockRoutes(app: App) {
  const db = app.database.db;

  for (const kind of ['mute', 'block'] as const satisfies RestrictionKind[]) {
    app.post(
      `/users/:id/${kind}`,
      { schema: API[`POST /api/users/:id/${kind}`], config: { policy: `user:${kind}` } },
      async (request, reply) => {
        const policy = rowPolicy(request);
        const target = await findLiveUser(db, request.params.id);
        if (kind === 'mute') policy.require('user:mute', { userId: target.id });
        else policy.require('user:block', { userId: target.id, role: target.role });
        await addRestriction(db, { userId: policy.actor.id, targetUserId: target.id, kind, via: null });
        return reply.status(204).send(null);
      },
    );

    app.delete(
      `/users/:id/${kind}`,
      { schema: API[`DELETE /api/users/:id/${kind}`], config: { policy: 'signedIn' } },
      async (request, reply) => {
        await removeRestriction(db, { userId: requireUser(request).id, kind, targetUserId: request.params.id });
        return reply.status(204).send(null);
      },
    );

    for (const type of ['question', 'answer'] as const) {
      const path = `/${type}s/:id/${kind}-author` as const;
      app.post(path, { schema: API[`POST /api${path}`], config: { policy: `post:${kind}Author` } }, async (request, reply) => {
        const policy = rowPolicy(request);
        const me = policy.actor;
        const ref: PostRef = { type, id: request.params.id };
        // A post hidden from the caller is a missing one: nothing about its author may leak.
        await assertReadable(db, type, ref.id, me);
        const post = await findPostAuthor(db, ref);
        if (kind === 'mute') policy.require('post:muteAuthor', { authorId: post.authorId });
        else policy.require('post:blockAuthor', post);
        // An author the caller may see is a person they know: the same as muting them by name.
        await addRestriction(db, { userId: me.id, targetUserId: post.authorId, kind, via: policy.seesAuthor(post) ? null : ref });
        return reply.status(204).send(null);
      });

      app.delete(path, { schema: API[`DELETE /api${path}`], config: { policy: 'signedIn' } }, async (request, reply) => {
        const policy = rowPolicy(request);
        const me = policy.actor;
        const ref: PostRef = { type, id: request.params.id };
        const post = await authorIdOf(db, ref);
        if (post && policy.seesAuthor(post)) await removeRestriction(db, { userId: me.id, kind, targetUserId: post.authorId });
        else await removeRestriction(db, { userId: me.id, kind, via: ref });
        return reply.status(204).send(null);
      });
    }
  }

  app.get('/users/me/mutes', { schema: API['GET /api/users/me/mutes'], config: { policy: 'signedIn' } }, async (request) =>
    presentRestrictionList(await listMutes(db, requireUser(request).id)),
  );

  app.get('/users/me/blocks', { schema: API['GET /api/users/me/blocks'], config: { policy: 'signedIn' } }, async (request) =>
    presentRestrictionList(await listBlocks(db, requireUser(request).id)),
  );
}
