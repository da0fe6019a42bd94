/** Wire schemas of notifications (docs/api.md "Notification"). */
import { z } from 'zod';
import { zPage } from './common';

export const ZNotification = z.object({
  id: z.number(),
  content: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = zPage(ZNotification).extend({ unreadCount: z.number() });
export type TNotificationPage = z.infer<typeof ZNotificationPage>;
