/** The words a sanctioned member reads about a silence and its end (decision 0028). */

/**
 * The sentence a silenced member reads when a write is refused: until when and why.
 * @param silence the silence in force
 */
export function silenceMessage(silence: { reason: string; endsAt: Date | null }): string {
  return `You can read, but you cannot post, reply, message or vote until ${formatEnd(silence.endsAt)}. A moderator gave this reason: ${silence.reason}`;
}

/**
 * How an end date reads in a message: 'Saturday 5 December 2026, 14:00 UTC', or 'a moderator lifts it' when there is none.
 * @param endsAt the end, or null
 */
export function formatEnd(endsAt: Date | null): string {
  if (!endsAt) return 'a moderator lifts it';
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(endsAt);
  return `${date} UTC`;
}
