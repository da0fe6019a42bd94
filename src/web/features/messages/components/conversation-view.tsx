import { useEffect } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { ApiError } from '@/lib/api-client';
import { getFullName } from '@/lib/display-name';
import { RelativeTime } from '@/components/relative-time';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { Author, Conversation, Message } from '@/types/api';
import { getConversationsQueryOptions } from '../api/get-conversations';
import { flattenMessages, useMessages } from '../api/get-messages';
import { conversationTitle } from './conversation-list';
import { MessageComposer } from './message-composer';
import type { RenderMessageReport, RenderPersonActions } from './message-slots';
import { LoadError } from '@/components/load-error';
import { LoadEarlierMessages, MessageLogSkeleton } from '@/components/load-earlier-messages';
import { useMessageLogScroll } from '@/hooks/use-message-log-scroll';
import { PostMenu, PostMenuOnFirstUse, usePostMenuItems } from '@/components/post-menu';
import type { FirstUse } from '@/components/mount-on-first-use';
import { useDeleteMessage } from '../api/delete-message';
import { isSystemSender, SystemSenderExplanation, SystemSenderMark } from '@/components/system-sender-mark';

export type ConversationViewProps = {
  conversationId: number;
  /** The conversation from the list, when it is there. */
  conversation: Conversation | undefined;
  currentUserId: number;
  renderReport?: RenderMessageReport;
  /** Block and report of the other person, in the header of a direct conversation with a member. */
  renderPersonActions?: RenderPersonActions;
  /** Small screens: back to the list. */
  onBack?: () => void;
  draft?: string;
  onDraftChange?: (text: string) => void;
};

/** One message: its text (or 'This message was deleted'), time, Report for others' messages, and the sender's menu (Delete). */
function MessageBubble({ message, own, renderReport }: { message: Message; own: boolean; renderReport?: RenderMessageReport }) {
  const { t } = useI18n();
  const reportTarget = { targetType: 'message', targetId: message.id } as const;
  return (
    <li className={cn('flex items-end gap-2', own ? 'justify-end' : 'justify-start')} data-own={own || undefined}>
      {!own && <UserAvatar user={message.sender} className="mb-5 size-7" />}
      <div className={cn('flex max-w-[80%] flex-col gap-1 sm:max-w-[70%]', own ? 'items-end' : 'items-start')}>
        <p className="sr-only">
          {t('messages.sender', { name: own ? t('messages.you') : getFullName(message.sender, t('people.unnamed')) })}
        </p>
        {/* A message keeps its writer's direction, whatever the reader's language. */}
        <div
          dir="auto"
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
            message.isDeleted
              ? 'border border-dashed bg-transparent text-muted-foreground italic'
              : own
                ? 'rounded-ee-sm bg-primary text-primary-foreground'
                : 'rounded-es-sm bg-muted text-foreground',
          )}
        >
          {message.isDeleted ? t('messages.deleted') : message.body}
        </div>
        <div className={cn('flex items-center gap-1 text-xs text-muted-foreground', own && 'flex-row-reverse')}>
          {!own && isSystemSender(message.sender) && <SystemSenderMark />}
          <RelativeTime date={message.createdAt} />
          {!own && !message.isDeleted && renderReport?.(reportTarget)}
          <PostMenuOnFirstUse label={t('messages.actions')} show={message.abilities.delete}>
            {(firstUse) => <MessageMenu message={message} firstUse={firstUse} />}
          </PostMenuOnFirstUse>
        </div>
      </div>
    </li>
  );
}

/**
 * A message's '…' menu once first used: Delete, after a confirmation, with its mutation.
 * @param props.message the message; props.firstUse how the menu was first opened
 */
function MessageMenu({ message, firstUse }: { message: Message; firstUse: FirstUse }) {
  const remove = useDeleteMessage();
  const { t } = useI18n();
  const items = usePostMenuItems('message', message.abilities, {
    onDelete: () => remove.mutate({ conversationId: message.conversationId, messageId: message.id }),
  });
  return <PostMenu label={t('messages.actions')} firstUse={firstUse} items={items} />;
}

/**
 * One conversation: a header with the other person, the messages oldest first (own on the
 * right) in a log region, 'Load earlier messages' over the cursor, and the composer (or, when a
 * block closed the conversation, a line saying so). Opening
 * it marks it read on the server, so the conversation list is refetched to clear the badge.
 */
export function ConversationView({
  conversationId,
  conversation,
  currentUserId,
  renderReport,
  renderPersonActions,
  onBack,
  draft,
  onDraftChange,
}: ConversationViewProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const query = useMessages(conversationId);
  const messages = flattenMessages(query.data);
  const { scrollRef, loadEarlier } = useMessageLogScroll(messages, query.fetchNextPage);

  // Reading the newest page marked the conversation read: refresh the unread badges.
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (query.isSuccess && !query.isFetching && unread > 0) {
      void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey, exact: true });
    }
  }, [query.isSuccess, query.isFetching, query.dataUpdatedAt, unread, queryClient]);

  const others: Author[] = conversation?.participants ?? [];
  const fallbackOther = messages.find((m) => m.senderId !== currentUserId)?.sender;
  const headerPerson = others[0] ?? fallbackOther ?? null;
  const title = conversation
    ? conversationTitle(conversation, t('people.unnamed'))
    : fallbackOther
      ? getFullName(fallbackOther, t('people.unnamed'))
      : t('messages.conversation');
  const notFound = query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const fromSafetyTeam = isSystemSender(headerPerson);

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t('messages.conversationWith', { name: title })}>
      <header className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
        {onBack && (
          <Button variant="ghost" size="icon-sm" className="md:hidden" onClick={onBack}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
            <span className="sr-only">{t('messages.back')}</span>
          </Button>
        )}
        {headerPerson && <UserAvatar user={headerPerson} className="size-9" />}
        <h2 className="flex min-w-0 items-center gap-1.5 font-semibold">
          {fromSafetyTeam ? (
            <>
              <span className="truncate">{title}</span>
              <SystemSenderMark />
            </>
          ) : headerPerson && others.length <= 1 ? (
            <Link
              href={`/profile/${headerPerson.id}`}
              className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {title}
            </Link>
          ) : (
            <span className="truncate">{title}</span>
          )}
        </h2>
        {headerPerson && others.length <= 1 && !fromSafetyTeam && headerPerson.id !== currentUserId && (
          <div className="ms-auto flex shrink-0 items-center gap-1">{renderPersonActions?.(headerPerson)}</div>
        )}
      </header>
      {fromSafetyTeam && <SystemSenderExplanation className="border-b px-3 py-2 sm:px-4" />}

      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4">
        <LoadEarlierMessages hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={loadEarlier} />
        {query.isPending ? (
          <MessageLogSkeleton />
        ) : notFound ? (
          <p className="py-10 text-center text-muted-foreground">{t('messages.notFound')}</p>
        ) : query.isError ? (
          <LoadError variant="inline" className="py-10" what={t('messages.whatMessages')} onRetry={() => void query.refetch()} />
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">{t('messages.empty')}</p>
        ) : null}
        {/* The log wraps the list: an <ol> with another role would orphan its <li>s (axe 'listitem'). */}
        <div role="log" aria-live="polite" aria-label={t('messages.logWith', { name: title })}>
          <ol className="space-y-3">
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} own={m.senderId === currentUserId} renderReport={renderReport} />
            ))}
          </ol>
        </div>
      </div>

      {!notFound && conversation?.closed && (
        <p className="border-t px-4 py-3 text-center text-sm text-muted-foreground" role="status">
          {t('messages.closed')}
        </p>
      )}
      {!notFound && !conversation?.closed && (
        <MessageComposer key={conversationId} conversationId={conversationId} initialText={draft} onTextChange={onDraftChange} />
      )}
    </section>
  );
}
