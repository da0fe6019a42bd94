import type { NotificationRow } from './queries';

/** A notification as docs/api.md shapes it: `{ id, content, link, isRead, createdAt }`. */
export function presentNotification(n: NotificationRow) {
  return { id: n.id, content: n.content, link: n.link, isRead: n.isRead, createdAt: n.createdAt.toISOString() };
}
