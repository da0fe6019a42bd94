import { Link } from 'wouter';
import { MessageCircle } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { getFullName } from '@/lib/display-name';
import { useI18n } from '@/lib/i18n';
import type { Conversation } from '@/types/api';
import { LoadError } from '@/components/load-error';
import { ConversationSummary, conversationRowClass } from '@/components/conversation-summary';
import { isSystemSender, SystemSenderMark } from '@/components/system-sender-mark';

/**
 * The other people's names, joined with ', '.
 * @param conversation its participants (the others)
 * @param unnamed the reader's word for someone without a name (`people.unnamed`: 'User')
 */
export function conversationTitle(conversation: Pick<Conversation, 'participants'>, unnamed: string): string {
  if (conversation.participants.length === 0) return getFullName(null, unnamed);
  return conversation.participants.map((p) => getFullName(p, unnamed)).join(', ');
}

export type ConversationListProps = {
  conversations: Conversation[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: number | null;
  currentUserId: number;
  /** Called when a conversation is chosen (before the URL changes). */
  onSelect?: (id: number) => void;
};

/**
 * Conversations, most recent first: the other participant (avatar, name), unread-count badge,
 * last message preview and relative time (spec §2). Empty: 'No conversations yet' /
 * 'Start a conversation from a user profile'.
 */
export function ConversationList({
  conversations,
  isPending,
  isError,
  onRetry,
  selectedId,
  currentUserId,
  onSelect,
}: ConversationListProps) {
  const { t } = useI18n();
  if (isPending) {
    return (
      <ul className="divide-y" aria-label={t('messages.loadingConversations')}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex items-center gap-3 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return <LoadError variant="inline" what={t('messages.whatConversations')} onRetry={onRetry} />;
  }
  if (!conversations || conversations.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
        <MessageCircle className="size-10 text-muted-foreground/60" aria-hidden />
        <p className="font-medium">{t('messages.noConversations')}</p>
        <p className="text-sm text-muted-foreground">{t('messages.startFromProfile')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y" aria-label={t('messages.conversations')}>
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        const title = conversationTitle(c, t('people.unnamed'));
        const last = c.lastMessage;
        const preview = !last
          ? t('messages.noMessages')
          : last.senderId === currentUserId
            ? t('messages.youPreview', { body: last.body })
            : last.body;
        return (
          <li key={c.id}>
            <Link
              href={`/messages?conversation=${c.id}`}
              onClick={() => onSelect?.(c.id)}
              aria-current={selected ? 'true' : undefined}
              className={conversationRowClass(selected)}
            >
              <ConversationSummary
                person={c.participants[0]}
                title={title}
                mark={c.participants.some(isSystemSender) && <SystemSenderMark />}
                time={last?.createdAt ?? null}
                preview={preview}
                unreadCount={c.unreadCount}
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
