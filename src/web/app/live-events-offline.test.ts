/** Live events when the event union cannot be downloaded (the connection dropped as the first event arrived). */
import { LIVE_EVENT_KEYS } from './live-event-keys';
import { applyLiveEvent } from '@/lib/live-events';
import { createQueryClient } from '@/lib/query-client';

vi.mock('@common/schemas/live-events', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('refetches everything shown rather than miss the change the event carried', async () => {
  const client = createQueryClient();
  client.setQueryData(LIVE_EVENT_KEYS.conversations, []);
  client.setQueryData(LIVE_EVENT_KEYS.notifications, { items: [] });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  await applyLiveEvent(client, LIVE_EVENT_KEYS, 'message.created', { conversationId: 5, messageId: 9 });
  expect(invalidate).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenCalledWith();
});
