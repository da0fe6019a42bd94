/**
 * A person's notifications (docs/api.md): list with unread count, mark one read, mark all
 * read. Read changes are announced to the person's other tabs as `notification.read` events.
 */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import { parseIdCursor, splitPage } from '../../shared/id-cursor';
import { ZCursorQuery, ZIdParams } from '../../../common/schemas';
import { PAGE_SIZE } from '../../../common/constants';
import { countUnread, listNotifications, markAllRead, markRead } from './queries';
import { presentNotification } from './presenters';

/** Registers the notification routes (mounted under /api). */
export async function notificationRoutes(app: App) {
  const db = app.database.db;

  app.get('/notifications', { onRequest: requireSignIn, schema: { querystring: ZCursorQuery } }, async (request) => {
    const me = requireUser(request);
    const before = parseIdCursor(request.query.cursor);
    const [rows, unreadCount] = await Promise.all([
      listNotifications(db, { userId: me.id, before, limit: PAGE_SIZE }),
      countUnread(db, me.id),
    ]);
    const page = splitPage(rows, PAGE_SIZE, (n) => n.id);
    return { items: page.items.map(presentNotification), nextCursor: page.nextCursor, unreadCount };
  });

  app.patch('/notifications/:id/read', { onRequest: requireSignIn, schema: { params: ZIdParams } }, async (request) => {
    const me = requireUser(request);
    const row = await db.transaction(async (tx) => {
      const updated = await markRead(tx, { userId: me.id, id: request.params.id });
      // Someone else's notification answers like a missing one.
      if (!updated) throw notFound('Notification');
      await emitEvent(tx, { type: 'notification.read', userId: me.id, payload: { ids: [updated.id] } });
      return updated;
    });
    return presentNotification(row);
  });

  app.post('/notifications/mark-all-read', { onRequest: requireSignIn }, async (request) => {
    const me = requireUser(request);
    await db.transaction(async (tx) => {
      const changed = await markAllRead(tx, me.id);
      if (changed > 0) await emitEvent(tx, { type: 'notification.read', userId: me.id, payload: { all: true } });
    });
    return { ok: true as const };
  });
}
