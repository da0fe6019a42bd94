/**
 * A small Server-Sent Events reader for tests: opens a stream with fetch and collects frames.
 */
export type SseFrame = { id: number; event: string; data: Record<string, unknown> };

export type SseStream = {
  frames: SseFrame[];
  /** Resolves with the first frame (among all received so far) matching `pred`, or rejects after `ms`. */
  waitFor(pred: (f: SseFrame) => boolean, ms?: number): Promise<SseFrame>;
  /**
   * Resolves when the stream ends: 'end' when the server finished it cleanly (after a whole
   * frame), 'aborted' after close(), 'error' when the connection broke (e.g. cut mid-frame).
   */
  ended: Promise<'end' | 'aborted' | 'error'>;
  close(): void;
};

/**
 * @param url full URL of /api/events
 * @param cookie session cookie header value
 * @param lastEventId optional Last-Event-ID to resume from
 */
export async function openSse(url: string, cookie: string, lastEventId?: number): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`SSE open failed: ${res.status}`);
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async (): Promise<'end' | 'aborted' | 'error'> => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let idx;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const raw = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const f: Partial<SseFrame> = {};
          for (const line of raw.split('\n')) {
            if (line.startsWith('id: ')) f.id = Number(line.slice(4));
            else if (line.startsWith('event: ')) f.event = line.slice(7);
            else if (line.startsWith('data: ')) f.data = JSON.parse(line.slice(6));
          }
          if (f.event) {
            frames.push(f as SseFrame);
            waiters.forEach((w) => w());
          }
        }
      }
      return buffer.trim() === '' ? 'end' : 'error';
    } catch {
      return controller.signal.aborted ? 'aborted' : 'error';
    }
  })();
  return {
    frames,
    waitFor(pred, ms = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = frames.find(pred);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(frames.map((f) => f.event))}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => controller.abort(),
  };
}

/**
 * A `notification.created` payload marked by its `link`, for tests of the stream itself (what
 * any event would show): the event union types every emitted payload.
 * @param marker the text to look for in the frames' `link`
 * @param id the notification id the payload names (1 unless told)
 */
export function notice(marker: string, id = 1) {
  return { id, link: marker, isRead: false, createdAt: '2026-01-01T00:00:00.000Z' };
}
