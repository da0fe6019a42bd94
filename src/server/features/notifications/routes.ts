/**
 * A person's notifications (docs/api.md): list with unread count, mark one read, mark all
 * read. Read changes are announced to the person's other tabs as `notification.read` events.
 * Every query is scoped to the caller, so the routes need only a signed-in member.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { decodeCursor, encodeCursor } from '../../shared/cursor';
import { API } from '../../../common/contract';
import { PAGE_SIZE } from '../../../common/constants';
import { countUnread, listNotifications, readAllNotifications, readNotification, type NotificationsAfter } from './queries';
import { presentNotification } from './presenters';
import { requestLocale } from '../../i18n/reader-locale';

/**
 * Registers the notification routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function notificationRoutes(app: App) {
  const db = app.database.db;

  app.get('/notifications', { schema: API['GET /api/notifications'], config: { policy: 'signedIn' } }, async (request) => {
    const me = requireUser(request);
    const { cursor } = request.query;
    const after = cursor ? (decodeCursor('notifications', cursor) as NotificationsAfter) : undefined;
    const [rows, unreadCount, locale] = await Promise.all([
      listNotifications(db, { userId: me.id, after, limit: PAGE_SIZE }),
      countUnread(db, me.id),
      requestLocale(db, request),
    ]);
    const items = rows.slice(0, PAGE_SIZE);
    const last = items[items.length - 1];
    const nextCursor = rows.length > PAGE_SIZE ? encodeCursor('notifications', [last.createdAtText, last.isRead ? 0 : 1, last.id]) : null;
    return { items: items.map((n) => presentNotification(n, locale)), nextCursor, unreadCount };
  });

  app.patch(
    '/notifications/:id/read',
    { schema: API['PATCH /api/notifications/:id/read'], config: { policy: 'signedIn' } },
    async (request) => {
      const [row, locale] = await Promise.all([
        readNotification(db, { userId: requireUser(request).id, id: request.params.id }),
        requestLocale(db, request),
      ]);
      return presentNotification(row, locale);
    },
  );

  app.post(
    '/notifications/mark-all-read',
    { schema: API['POST /api/notifications/mark-all-read'], config: { policy: 'signedIn' } },
    async (request) => {
      await readAllNotifications(db, { userId: requireUser(request).id });
      return { ok: true as const };
    },
  );
}
