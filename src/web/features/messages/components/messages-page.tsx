import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import { MessagesSquare } from 'lucide-react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { RenderMessageReport, RenderPersonActions } from './message-slots';

export type MessagesPageProps = {
  /** The signed-in user's id: their own messages sit on the right. */
  currentUserId: number;
  /** The reports feature's button for other people's messages. */
  renderReport?: RenderMessageReport;
  /** Block and report of the other person, shown in each direct conversation's header. */
  renderPersonActions?: RenderPersonActions;
};

function parseConversationId(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * /messages?conversation={id} (spec §2, Messages): the conversation list beside the selected
 * conversation in a 700px-high layout. Without the parameter the first conversation is
 * selected. Small screens show one pane at a time.
 */
export function MessagesPage({ currentUserId, renderReport, renderPersonActions }: MessagesPageProps) {
  const { t } = useI18n();
  useDocumentTitle(t('messages.title'));
  const [params] = useSearchParams();
  const requestedId = parseConversationId(params.get('conversation'));
  const conversations = useConversations({ refetchOnMount: 'always' });
  const list = conversations.data;
  const selectedId = requestedId ?? list?.[0]?.id ?? null;
  const selected = list?.find((c) => c.id === selectedId);
  // Small screens: the list first, unless a conversation was asked for.
  const [mobilePane, setMobilePane] = useState<'list' | 'conversation'>(requestedId ? 'conversation' : 'list');

  // Unsent text per conversation, kept while the page is open; a mutable map, so typing does not re-render the page.
  const [drafts] = useState(() => new Map<number, string>());
  const onDraftChange = useCallback(
    (text: string) => {
      if (selectedId !== null) drafts.set(selectedId, text);
    },
    [drafts, selectedId],
  );

  return (
    <div className="space-y-4">
      <h1 className="sr-only">{t('messages.title')}</h1>
      <div className="grid h-[calc(100dvh-9rem)] min-h-[26rem] overflow-hidden rounded-xl border bg-card shadow-sm grid-cols-[minmax(0,1fr)] md:h-[700px] md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[21rem_minmax(0,1fr)]">
        <div className={cn('flex min-h-0 flex-col md:border-e', mobilePane === 'conversation' && 'hidden md:flex')}>
          <h2 className="border-b px-4 py-3.5 font-semibold">{t('messages.conversations')}</h2>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList
              conversations={list}
              isPending={conversations.isPending}
              isError={conversations.isError}
              onRetry={() => void conversations.refetch()}
              selectedId={selectedId}
              currentUserId={currentUserId}
              onSelect={() => setMobilePane('conversation')}
            />
          </div>
        </div>
        <div className={cn('min-h-0', mobilePane === 'list' && 'hidden md:block')}>
          {selectedId === null && conversations.isPending ? null : selectedId === null ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
              <MessagesSquare className="size-12 opacity-60" aria-hidden />
              <p>{t('messages.select')}</p>
            </div>
          ) : (
            <ConversationView
              key={selectedId}
              conversationId={selectedId}
              conversation={selected}
              currentUserId={currentUserId}
              renderReport={renderReport}
              renderPersonActions={renderPersonActions}
              onBack={() => setMobilePane('list')}
              draft={drafts.get(selectedId)}
              onDraftChange={onDraftChange}
            />
          )}
        </div>
      </div>
    </div>
  );
}
