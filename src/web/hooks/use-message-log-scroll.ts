import { useLayoutEffect, useRef } from 'react';

/**
 * Scrolling of a message log (Messages, the Safety Team inbox): the newest message stays in view
 * as messages arrive, and the reading position stays put when earlier ones load above it.
 * @param messages the log's messages, oldest first (anything with an `id`)
 * @param fetchEarlier loads the page of earlier messages
 * @returns `scrollRef` for the scrolling element, and `loadEarlier` for its 'Load earlier messages' button
 */
export function useMessageLogScroll(messages: readonly { id: number }[], fetchEarlier: () => Promise<unknown>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const edges = useRef<{ first?: number; last?: number }>({});
  const beforeEarlier = useRef<{ height: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1]?.id;
    if (beforeEarlier.current && first !== edges.current.first) {
      el.scrollTop = el.scrollHeight - beforeEarlier.current.height + beforeEarlier.current.top;
      beforeEarlier.current = null;
    } else if (last !== edges.current.last) {
      el.scrollTop = el.scrollHeight;
    }
    edges.current = { first, last };
  }, [messages]);

  const loadEarlier = () => {
    const el = scrollRef.current;
    if (el) beforeEarlier.current = { height: el.scrollHeight, top: el.scrollTop };
    void fetchEarlier();
  };
  return { scrollRef, loadEarlier };
}
