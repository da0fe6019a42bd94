import type { TNotification } from '../../../common/schemas/index';
import type { Locale } from '../../../common/i18n/locales';
import { isWords, render } from '../../i18n/messages';
import type { NotificationRow } from './queries';

/**
 * A notification as docs/api.md shapes it, its sentence in the reader's language: rendered from
 * its stored message and values, or its English text as written when it has none
 * (notifications written before the catalogs).
 * @param n the row
 * @param locale the reader's language
 * @returns `{ id, content, link, isRead, createdAt }` (createdAt ISO 8601)
 */
export function presentNotification(n: NotificationRow, locale: Locale): TNotification {
  const content = isWords(n.params) ? render(locale, n.params) : n.content;
  return { id: n.id, content, link: n.link, isRead: n.isRead, createdAt: n.createdAt.toISOString() };
}
