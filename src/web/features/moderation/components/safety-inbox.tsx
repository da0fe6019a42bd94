import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { UserAvatar } from '@/components/user-avatar';
import { RelativeTime } from '@/components/relative-time';
import { LoadError } from '@/components/load-error';
import { LoadEarlierMessages, MessageLogSkeleton } from '@/components/load-earlier-messages';
import { useMessageLogScroll } from '@/hooks/use-message-log-scroll';
import { ConversationSummary, conversationRowClass } from '@/components/conversation-summary';
import { SystemSenderMark } from '@/components/system-sender-mark';
import { toast } from '@/components/ui/use-toast';
import { getFullName } from '@/lib/display-name';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { SafetyConversation, SafetyMessage } from '@/types/api';
import { useSafetyConversations } from '../api/get-safety-conversations';
import { flattenSafetyMessages, useSafetyMessages } from '../api/get-safety-messages';
import { useAnswerSafetyConversation } from '../api/answer-safety-conversation';

/** One conversation in the inbox list: the member, the last message, the unread replies. */
function InboxItem({ conversation: c, selected, onSelect }: { conversation: SafetyConversation; selected: boolean; onSelect: () => void }) {
  const { t } = useI18n();
  const last = c.lastMessage;
  const preview = !last ? t('safety.noMessages') : last.fromTeam ? t('safety.teamPreview', { body: last.body }) : last.body;
  return (
    <li>
      <button type="button" onClick={onSelect} aria-current={selected ? 'true' : undefined} className={conversationRowClass(selected)}>
        <ConversationSummary
          person={c.member}
          title={getFullName(c.member, t('people.unnamed'))}
          time={c.lastActivityAt}
          preview={preview}
          unreadCount={c.unreadCount}
        />
      </button>
    </li>
  );
}

/** A message in the staff view: the member's on the left, the team's on the right with who answered. */
function SafetyBubble({ message, memberName }: { message: SafetyMessage; memberName: string }) {
  const { t } = useI18n();
  const team = message.fromTeam;
  const who = team
    ? message.answeredBy
      ? t('safety.answeredBy', { name: getFullName(message.answeredBy, t('people.unnamed')) })
      : t('safety.checkIn')
    : memberName;
  return (
    <li className={cn('flex flex-col gap-1', team ? 'items-end' : 'items-start')}>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        {team && <SystemSenderMark />}
        {who}
      </span>
      <div
        dir="auto"
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]',
          message.isDeleted
            ? 'border border-dashed text-muted-foreground italic'
            : team
              ? 'rounded-ee-sm bg-primary text-primary-foreground'
              : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        {message.isDeleted ? t('safety.deleted') : message.body}
      </div>
      <RelativeTime date={message.createdAt} className="text-xs text-muted-foreground" />
    </li>
  );
}

/** Answering as the team: a text box and 'Send as Safety Team'; the text stays on failure. */
function AnswerForm({ conversationId, closed }: { conversationId: number; closed: boolean }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const answer = useAnswerSafetyConversation({
    mutationConfig: {
      onSuccess: () => {
        setText('');
        toast({ title: t('safety.sent'), description: t('safety.sentText') });
      },
      onError: (error) => handleMutationError(error, { title: t('safety.failed') }),
    },
  });
  if (closed) {
    return <p className="border-t px-4 py-3 text-center text-sm text-muted-foreground">{t('safety.closed')}</p>;
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (answer.isPending) return;
    const message = await checkForm(
      (schemas) => schemas.ZSendMessage,
      { body: text },
      {
        title: t('safety.failed'),
        t,
        field: `safety-answer-${conversationId}`,
      },
    );
    if (message) answer.mutate({ conversationId, ...message });
  };
  return (
    <form onSubmit={(e) => void submit(e)} onFocus={preloadSchemas} className="space-y-2 border-t p-3 sm:p-4">
      <label htmlFor={`safety-answer-${conversationId}`} className="text-sm font-medium">
        {t('safety.answerLabel')}
      </label>
      <Textarea
        id={`safety-answer-${conversationId}`}
        value={text}
        maxLength={LIMITS.message}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('safety.placeholder')}
        className="min-h-20"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t('safety.privacy')}</p>
        <Button type="submit" disabled={!text.trim() || answer.isPending}>
          {t(answer.isPending ? 'safety.sending' : 'safety.send')}
        </Button>
      </div>
    </form>
  );
}

/** One Safety Team conversation for staff: the member, the messages oldest first, the answer form. */
function SafetyConversationPane({ conversationId, onBack }: { conversationId: number; onBack: () => void }) {
  const { t } = useI18n();
  const query = useSafetyMessages(conversationId);
  const messages = flattenSafetyMessages(query.data);
  const member = query.data?.pages[0]?.member;
  const memberName = member ? getFullName(member, t('people.unnamed')) : t('safety.member');
  const { scrollRef, loadEarlier } = useMessageLogScroll(messages, query.fetchNextPage);

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t('safety.conversationWith', { name: memberName })}>
      <header className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
        <Button variant="ghost" size="icon-sm" className="md:hidden" onClick={onBack}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
          <span className="sr-only">{t('safety.back')}</span>
        </Button>
        {member && <UserAvatar user={member} className="size-9" />}
        <h2 className="min-w-0 truncate font-semibold">
          {member ? (
            <Link
              href={`/moderation/users/${member.id}`}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {memberName}
            </Link>
          ) : (
            memberName
          )}
        </h2>
      </header>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4">
        <LoadEarlierMessages hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={loadEarlier} />
        {query.isPending ? (
          <MessageLogSkeleton />
        ) : query.isError ? (
          <LoadError variant="inline" className="py-10" what={t('safety.whatConversation')} onRetry={() => void query.refetch()} />
        ) : null}
        <div role="log" aria-live="polite" aria-label={t('messages.logWith', { name: memberName })}>
          <ol className="space-y-3">
            {messages.map((m) => (
              <SafetyBubble key={m.id} message={m} memberName={memberName} />
            ))}
          </ol>
        </div>
      </div>
      {member && <AnswerForm key={conversationId} conversationId={conversationId} closed={member.closed} />}
    </section>
  );
}

/**
 * The moderation dashboard's 'Safety Team' tab: MindSpace Safety Team's
 * conversations, newest activity first, with each member's unread replies; one opened beside the
 * list (on a phone, instead of it) to read and answer as the team. Live through `safety.changed`.
 */
export function SafetyInbox() {
  const { t } = useI18n();
  const conversations = useSafetyConversations();
  const items = conversations.data?.pages.flatMap((p) => p.items) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [showList, setShowList] = useState(true);
  // On a wide screen the newest conversation is open until another is chosen.
  const wide = useMediaQuery('(min-width: 768px)');
  const selected = chosen ?? (wide ? (items[0]?.id ?? null) : null);

  if (conversations.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t('safety.loading')}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (conversations.isError) return <LoadError what={t('safety.whatConversations')} onRetry={() => void conversations.refetch()} />;
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
        <LifeBuoy className="size-8" aria-hidden />
        <p className="font-medium text-foreground">{t('safety.empty')}</p>
        <p className="text-sm">{t('safety.emptyText')}</p>
      </Card>
    );
  }
  const choose = (id: number) => {
    setChosen(id);
    setShowList(false);
  };
  return (
    <Card className="grid h-[640px] grid-cols-1 gap-0 overflow-hidden p-0 md:grid-cols-[300px_1fr]">
      <div className={cn('min-h-0 overflow-y-auto border-e', !showList && selected !== null && 'hidden md:block')}>
        <ul className="divide-y" aria-label={t('safety.conversations')}>
          {items.map((c) => (
            <InboxItem key={c.id} conversation={c} selected={c.id === selected} onSelect={() => choose(c.id)} />
          ))}
        </ul>
        {conversations.hasNextPage && (
          <div className="flex justify-center p-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void conversations.fetchNextPage()}
              disabled={conversations.isFetchingNextPage}
            >
              {t(conversations.isFetchingNextPage ? 'moderation.loading' : 'moderation.loadMore')}
            </Button>
          </div>
        )}
      </div>
      <div className={cn('min-h-0', (showList || selected === null) && 'hidden md:block')}>
        {selected !== null ? (
          <SafetyConversationPane key={selected} conversationId={selected} onBack={() => setShowList(true)} />
        ) : (
          <p className="p-8 text-center text-muted-foreground">{t('safety.select')}</p>
        )}
      </div>
    </Card>
  );
}
