import type { TNotification } from '../../../common/schemas/index';
import type { NotificationRow } from './queries';

/**
 * A notification as docs/api.md shapes it.
 * @returns `{ id, content, link, isRead, createdAt }` (createdAt ISO 8601)
 */
export function presentNotification(n: NotificationRow): TNotification {
  return { id: n.id, content: n.content, link: n.link, isRead: n.isRead, createdAt: n.createdAt.toISOString() };
}
