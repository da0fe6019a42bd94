/** The words a sanctioned member reads about a silence and its end. */
import { words, type Words } from '../i18n/messages';

/**
 * The sentence a silenced member reads when a write is refused: until when and why.
 * @param silence the silence in force
 * @returns the catalog's 'notification.silence', to render in the member's language
 */
export function silenceMessage(silence: { reason: string; endsAt: Date | null }): Words {
  return words('notification.silence', { end: endOf(silence.endsAt), reason: silence.reason });
}

/**
 * An end as a message value: the moment ('Saturday 5 December 2026, 14:00 UTC' in English), or
 * 'a moderator lifts it' when there is none.
 * @param endsAt the end, or null
 */
export function endOf(endsAt: Date | null): { moment: string | null } {
  return { moment: endsAt ? endsAt.toISOString() : null };
}
