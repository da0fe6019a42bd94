import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/utils';

/** What the mark says to a screen reader, and on hover. */
export const SYSTEM_SENDER_LABEL = "Verified: MindSpace's Safety Team";
/** The one line that explains the mark where a Safety Team conversation is open. */
export const SYSTEM_SENDER_EXPLANATION = "Messages from MindSpace's Safety Team always carry this mark";

/**
 * Whether a person is MindSpace itself (role 'system', decision 0061): only the server gives that
 * role, so the mark never depends on a name or a picture a member could copy.
 * @param person any object with a role (an Author or User); null/undefined is not
 */
export function isSystemSender(person: { role?: string } | null | undefined): boolean {
  return person?.role === 'system';
}

/**
 * The verified mark of MindSpace Safety Team: an icon badge drawn beside (never inside) the name,
 * with an accessible label. Render it only for `isSystemSender(person)`.
 * @param props.className size or spacing
 */
export function SystemSenderMark({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label={SYSTEM_SENDER_LABEL}
      title={SYSTEM_SENDER_LABEL}
      data-testid="system-sender-mark"
      className={cn('inline-flex shrink-0 items-center text-primary', className)}
    >
      <BadgeCheck className="size-4 fill-primary text-primary-foreground" aria-hidden />
    </span>
  );
}

/**
 * The line that explains the mark: the mark, then 'Messages from MindSpace's Safety Team always
 * carry this mark'.
 * @param props.className spacing
 */
export function SystemSenderExplanation({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', className)}>
      <SystemSenderMark />
      <span>{SYSTEM_SENDER_EXPLANATION}</span>
    </p>
  );
}
