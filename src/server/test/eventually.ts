/**
 * Repeats a read until `done` holds, for what arrives through a live event (the outbox's NOTIFY
 * reaches this instance a moment after the write's response).
 * @param read the read to repeat (every 25 ms)
 * @param done whether the value read is the one awaited
 * @returns the last value read: the awaited one, or whatever was there after 3 s (one event's
 *   delivery, with margin for a busy machine) — the caller's assertion then fails on it
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}
