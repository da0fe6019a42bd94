/**
 * The query keys live events update (lib/live-events.ts), taken from the features that own
 * them: lib/ cannot import features, the app can.
 */
import type { LiveEventKeys } from '@/lib/live-events';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import { getNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { getConversationsQueryOptions } from '@/features/messages/api/get-conversations';
import { messagesQueryKey } from '@/features/messages/api/get-messages';
import { getQuestionQueryOptions } from '@/features/questions/api/get-question';
import { getAnswersQueryOptions } from '@/features/questions/api/get-answers';
import { SAFETY_QUERY_KEY } from '@/features/moderation/api/get-safety-conversations';
import { getReportsQueryOptions } from '@/features/moderation/api/get-reports';
import { getAppealsQueryOptions } from '@/features/moderation/api/appeals';

export const LIVE_EVENT_KEYS: LiveEventKeys = {
  authUser: AUTH_USER_QUERY_KEY,
  appeals: getAppealsQueryOptions().queryKey,
  notifications: getNotificationsQueryOptions().queryKey,
  conversations: getConversationsQueryOptions().queryKey,
  messages: messagesQueryKey,
  question: (id) => getQuestionQueryOptions(id).queryKey,
  answers: (id) => getAnswersQueryOptions(id).queryKey,
  safety: SAFETY_QUERY_KEY,
  reports: getReportsQueryOptions().queryKey,
};
