import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Loader2, SendHorizontal } from 'lucide-react';
import { LIMITS } from '@common/constants';
import { CrisisLanguageNotice } from '@/components/crisis/crisis-language-notice';
import { CrisisSupportSlot, useCrisisSupportOpen } from '@/components/crisis/crisis-support';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage } from '../api/send-message';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useI18n } from '@/lib/i18n';

export type MessageComposerProps = {
  conversationId: number;
  /** Text to start from (a kept draft). */
  initialText?: string;
  /** Reports every change, so the page can keep drafts per conversation (pass a stable function). */
  onTextChange?: (text: string) => void;
};

/**
 * Writes and sends a message (spec §5): blank messages are not sent; nothing is sent while a
 * send is pending; Enter sends, Shift+Enter starts a new line. The text is cleared only once
 * the server has the message, so a failed send never loses what the person typed. The crisis
 * support panel a send may open shows above it (`CrisisSupportSlot`), never over Send.
 */
export function MessageComposer({ conversationId, initialText = '', onTextChange }: MessageComposerProps) {
  const id = useId();
  const { t } = useI18n();
  const [text, setText] = useState(initialText);
  const send = useSendMessage({
    mutationConfig: {
      onError: (error) => handleMutationError(error, { title: t('messages.notSent'), description: t('messages.tryAgain') }),
    },
  });
  const blank = text.trim() === '';
  const supportOpen = useCrisisSupportOpen();

  useEffect(() => {
    onTextChange?.(text);
  }, [text, onTextChange]);

  const submit = async () => {
    if (send.isPending) return;
    const sent = text;
    const message = await checkForm(
      (schemas) => schemas.ZSendMessage,
      { body: sent },
      {
        title: t('messages.notSent'),
        t,
        field: `${id}-message`,
      },
    );
    if (!message) return;
    send.mutate(
      { conversationId, ...message },
      {
        // Drop what was sent; keep anything typed while it was on its way.
        onSuccess: () => setText((current) => (current.startsWith(sent) ? current.slice(sent.length).trimStart() : current)),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // Enter in an empty box is a stray key, not a message.
      if (!blank) void submit();
    }
  };

  return (
    <div className="border-t bg-card">
      {/* After a send with crisis language the support panel shows here, above the composer, never over Send;
          its resources make the draft notice redundant while it is open. */}
      <CrisisSupportSlot className="mx-3 mt-3" />
      {!supportOpen && <CrisisLanguageNotice text={text} className="mx-3 mt-3" />}
      <form onSubmit={onSubmit} onFocus={preloadSchemas} className="flex items-end gap-2 p-3">
        <label htmlFor={`${id}-message`} className="sr-only">
          {t('messages.label')}
        </label>
        <Textarea
          id={`${id}-message`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.placeholder')}
          maxLength={LIMITS.message}
          rows={1}
          aria-describedby={`${id}-hint`}
          className="max-h-36 min-h-10 resize-none field-sizing-content"
        />
        <span id={`${id}-hint`} className="sr-only">
          {t('messages.hint')}
        </span>
        <Button type="submit" size="icon" className="size-10 shrink-0" disabled={blank || send.isPending} aria-busy={send.isPending}>
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <SendHorizontal className="rtl:-scale-x-100" aria-hidden />}
          <span className="sr-only">{t('messages.send')}</span>
        </Button>
      </form>
    </div>
  );
}
