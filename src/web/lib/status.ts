/**
 * Presentation of statuses (spec §3): a label and one colour per status, shared by the status
 * badge and the status picker so both always agree. Class strings are written out in full so
 * Tailwind finds them; each pair meets WCAG AA contrast in light and dark themes.
 */
import { STATUS_MEANINGS, type BadgeStatus, type HEALING_SITUATIONS } from '@common/constants';
import type { MessageId } from '@/lib/i18n';

export type StatusStyle = {
  /** Capitalised name, e.g. 'Healing'. */
  label: string;
  /** What the status means, from the spec's table. */
  meaning: string;
  /** The label's and the meaning's messages, for the reader's language. */
  labelId: MessageId;
  meaningId: MessageId;
  /** Badge background + text + border classes. */
  badgeClassName: string;
  /** A solid dot in the status colour. */
  dotClassName: string;
};

export const STATUS_STYLES: Record<BadgeStatus, StatusStyle> = {
  healing: {
    label: 'Healing',
    meaning: STATUS_MEANINGS.healing,
    labelId: 'status.label.healing',
    meaningId: 'status.meaning.healing',
    badgeClassName: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/15 dark:text-amber-200',
    dotClassName: 'bg-amber-500',
  },
  healed: {
    label: 'Healed',
    meaning: STATUS_MEANINGS.healed,
    labelId: 'status.label.healed',
    meaningId: 'status.meaning.healed',
    badgeClassName:
      'border-emerald-300 bg-emerald-100 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/15 dark:text-emerald-200',
    dotClassName: 'bg-emerald-500',
  },
  lost: {
    label: 'Lost',
    meaning: STATUS_MEANINGS.lost,
    labelId: 'status.label.lost',
    meaningId: 'status.meaning.lost',
    badgeClassName: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-400/40 dark:bg-slate-400/15 dark:text-slate-200',
    dotClassName: 'bg-slate-500',
  },
  searching: {
    label: 'Searching',
    meaning: STATUS_MEANINGS.searching,
    labelId: 'status.label.searching',
    meaningId: 'status.meaning.searching',
    badgeClassName: 'border-sky-300 bg-sky-100 text-sky-900 dark:border-sky-400/40 dark:bg-sky-400/15 dark:text-sky-200',
    dotClassName: 'bg-sky-500',
  },
  supporting: {
    label: 'Supporting',
    meaning: STATUS_MEANINGS.supporting,
    labelId: 'status.label.supporting',
    meaningId: 'status.meaning.supporting',
    badgeClassName: 'border-violet-300 bg-violet-100 text-violet-900 dark:border-violet-400/40 dark:bg-violet-400/15 dark:text-violet-200',
    dotClassName: 'bg-violet-500',
  },
  celebrating: {
    label: 'Celebrating',
    meaning: STATUS_MEANINGS.celebrating,
    labelId: 'status.label.celebrating',
    meaningId: 'status.meaning.celebrating',
    badgeClassName: 'border-pink-300 bg-pink-100 text-pink-900 dark:border-pink-400/40 dark:bg-pink-400/15 dark:text-pink-200',
    dotClassName: 'bg-pink-500',
  },
  therapist: {
    label: 'Therapist',
    meaning: STATUS_MEANINGS.therapist,
    labelId: 'status.label.therapist',
    meaningId: 'status.meaning.therapist',
    badgeClassName: 'border-teal-300 bg-teal-100 text-teal-900 dark:border-teal-400/40 dark:bg-teal-400/15 dark:text-teal-200',
    dotClassName: 'bg-teal-600',
  },
};

/** The style for a status value, or undefined for no or an unknown status. */
export function getStatusStyle(status: string | null | undefined): StatusStyle | undefined {
  if (!status) return undefined;
  return (STATUS_STYLES as Record<string, StatusStyle | undefined>)[status];
}

/**
 * The message of each healing situation. The situation is stored and sent as its English value
 * (HEALING_SITUATIONS); people read it in their language.
 */
export const SITUATION_IDS: Record<(typeof HEALING_SITUATIONS)[number], MessageId> = {
  'Feeling anxious': 'status.situation.anxious',
  'Feeling down or sad': 'status.situation.down',
  'Feeling stressed or overwhelmed': 'status.situation.stressed',
  'Feeling lost or confused': 'status.situation.lost',
  'Feeling lonely or disconnected': 'status.situation.lonely',
  'Processing trauma or past experiences': 'status.situation.trauma',
  'Struggling with relationships': 'status.situation.relationships',
  'Seeking motivation or self-growth': 'status.situation.motivation',
  'Celebrating progress or a good day': 'status.situation.progress',
  'Just need to talk / unsure what I feel': 'status.situation.talk',
};
