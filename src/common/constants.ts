/**
 * Enumerations and business constants shared by the server and the web client.
 * Sources: product spec §3 (entities, statuses, situations), §9 (constants) and
 * DESIGN §4 (length limits, votes, reputation, page size).
 */

/**
 * Roles on the wire. 'system' is MindSpace itself writing (MindSpace Safety Team's check-ins):
 * no person holds it, nobody can be given it, and the web shows its verified mark.
 */
export const ROLES = ['user', 'moderator', 'admin', 'system'] as const;
export type Role = (typeof ROLES)[number];
/** The roles an admin can give a person (spec §4: user, moderator or admin). */
export const ASSIGNABLE_ROLES = ['user', 'moderator', 'admin'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Statuses a person may choose (spec §3). */
export const STATUSES = ['healing', 'healed', 'lost', 'searching', 'supporting', 'celebrating'] as const;
export type Status = (typeof STATUSES)[number];

/** Every badge value, including 'therapist', which is a badge only (spec §3). */
export const BADGE_STATUSES = [...STATUSES, 'therapist'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** Meaning of each status, as the spec's status table words it. */
export const STATUS_MEANINGS: Record<BadgeStatus, string> = {
  healing: 'currently going through something',
  healed: 'recovered and doing well',
  lost: 'feeling uncertain about my path',
  searching: 'looking for answers and guidance',
  supporting: 'here to help others',
  celebrating: 'sharing a positive moment',
  therapist: 'licensed therapist',
};

/** The healing situations pick list (spec §3), word for word. */
export const HEALING_SITUATIONS = [
  'Feeling anxious',
  'Feeling down or sad',
  'Feeling stressed or overwhelmed',
  'Feeling lost or confused',
  'Feeling lonely or disconnected',
  'Processing trauma or past experiences',
  'Struggling with relationships',
  'Seeking motivation or self-growth',
  'Celebrating progress or a good day',
  'Just need to talk / unsure what I feel',
] as const;

export const VOTE_TARGET_TYPES = ['question', 'answer'] as const;
export type VoteTargetType = (typeof VOTE_TARGET_TYPES)[number];
export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const REPORT_TARGET_TYPES = ['question', 'answer', 'comment', 'message', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/** Content a moderator can delete (users are not deleted from the moderation screen). */
export const DELETABLE_TARGET_TYPES = ['question', 'answer', 'comment', 'message'] as const;
export type DeletableTargetType = (typeof DELETABLE_TARGET_TYPES)[number];

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** resolve → 'resolved'; dismiss → 'reviewed'. */
export const REPORT_ACTIONS = ['resolve', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Report reasons with the labels people see. */
export const REPORT_REASONS = {
  'at-risk': 'Someone may be at risk of harm',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  'harmful-advice': 'Harmful or dangerous advice',
  privacy: 'Shares private information',
  spam: 'Spam or advertising',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/**
 * Sanctions staff can give a member: 'warn' (a private notice with the
 * reason), 'silence' (reads but cannot write, reports excepted, until the end), 'suspend'
 * (signed out, sign-in refused until the end), 'ban' (a suspension without end; admins only).
 */
export const SANCTION_TYPES = ['warn', 'silence', 'suspend', 'ban'] as const;
export type SanctionType = (typeof SANCTION_TYPES)[number];
/** Longest silence or suspension, in days (a longer one is a ban). */
export const SANCTION_MAX_DAYS = 365;
/** Hours between two check-ins to the same person (issue: at most one per author per 24 hours). */
export const CHECK_IN_HOURS = 24;
/**
 * Within how many hours a member who replies to MindSpace Safety Team can expect a person to
 * answer (said in the check-in). An expectation, not a promise: the check-in
 * points to the crisis lines for anything sooner.
 */
export const SAFETY_REPLY_HOURS = 24;
/**
 * The content warning other readers see when the warning's own words hold crisis language:
 * the web shows 'Content warning: sensitive'. The author and staff see the words.
 */
export const SENSITIVE_WARNING_TEXT = 'sensitive';

/** Where a card sits in the moderation queue, first to last. */
export const REPORT_PRIORITIES = ['urgent', 'high', 'normal'] as const;
export type ReportPriority = (typeof REPORT_PRIORITIES)[number];
/** A moderator's claim on a card lapses after this many minutes without action. */
export const CLAIM_MINUTES = 30;
/** How a second look at a moderation decision ends (appeals; the metrics count them already). */
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
/** Longest appeal a member writes, and longest note staff write on deciding it, in characters. */
export const APPEAL_CHARS = 1_000;
/** A decision can be appealed for this many days after it was made. */
export const APPEAL_DAYS = 30;
/** What a decision is: a sanction on the member, or the removal of something they wrote. */
export const DECISION_KINDS = ['sanction', 'removal'] as const;
/** Longest staff note about a member, in characters. */
export const STAFF_NOTE_CHARS = 2_000;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const SORT_MODES = ['trending', 'recent', 'mostAnswers', 'unanswered'] as const;
export type SortMode = (typeof SORT_MODES)[number];
/** The Unanswered feed lists questions asked in the last this many days that have no visible answer. */
export const UNANSWERED_WITHIN_DAYS = 30;

/** The eight fixed feed topics, in the spec's order (spec §2, home feed). */

export const FIXED_TOPICS = [
  'Anxiety',
  'Depression',
  'Self care',
  'Coping strategies',
  'Stress management',
  'Relationships',
  'Trauma',
  'Therapy',
] as const;

/**
 * Whether a topic is one of the fixed feed topics ({@link FIXED_TOPICS}, compared without case).
 * The feed finds them by name, so they can be described but never renamed or removed (decision 0030).
 * @param name a topic's name
 * @returns true for a fixed feed topic
 */
export function isFixedTopic(name: string): boolean {
  return FIXED_TOPICS.some((fixed) => fixed.toLowerCase() === name.toLowerCase());
}

/** Length limits in characters, enforced by the server (DESIGN §4). */
export const LIMITS = {
  title: 200,
  content: 20_000,
  comment: 2_000,
  message: 5_000,
  feedback: 5_000,
  bio: 500,
  name: 50,
  topicName: 50,
  topicDescription: 500,
  contentWarningText: 200,
  reportDescription: 2_000,
  sanctionReason: 1_000,
  topicsPerQuestion: 5,
  /** Reader filters: words or phrases a member may hide, and the length of each. */
  hiddenWords: 50,
  hiddenWord: 60,
  /** Reader filters: topics a member may hide. */
  hiddenTopics: 100,
} as const;

/**
 * The age bands MindSpace keeps instead of a birth date: members under 18 are
 * '13-15' or '16-17' and get the under-18 protections; '18+' is an adult.
 */
export const AGE_BANDS = ['13-15', '16-17', '18+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** The youngest age (whole years) that may join MindSpace. */
export const MINIMUM_AGE = 13;

/** Who may start a conversation with a member (setting allowDirectMessages). */
export const ALLOW_DIRECT_MESSAGES = ['everyone', 'nobody'] as const;
export type AllowDirectMessages = (typeof ALLOW_DIRECT_MESSAGES)[number];

/** Alerts of new questions in followed topics: none, one per question, or one daily digest. */
export const NEW_QUESTION_ALERTS = ['off', 'each', 'daily'] as const;
export type NewQuestionAlerts = (typeof NEW_QUESTION_ALERTS)[number];

/**
 * Tailwind's `lg` and `xl` breakpoints (its defaults, which src/web/styles.css keeps) as media
 * queries: the client renders a column CSS hides only where it shows (hooks/use-media-query.ts),
 * and the server marks a thread's sidebar hints with the same query (web-preload.ts).
 */
export const MEDIA = { lg: '(min-width: 64rem)', xl: '(min-width: 80rem)' } as const;

/** Items per page for cursor-paginated lists (DESIGN §4). */
export const PAGE_SIZE = 20;

/**
 * Characters of a question's text sent on a feed or profile card: the first 280
 * characters cut at a word boundary, with `previewCut: true`; the whole text comes with
 * GET /api/questions/:id.
 */
export const QUESTION_PREVIEW_CHARS = 280;

/**
 * Answer threads (GET /api/questions/:id/answers): answers per page, the comments sent with
 * each answer, and comments per 'Show more comments' page (GET /api/answers/:id/comments).
 * Sized so a busy thread's first page stays small.
 */
export const THREAD_PAGE_SIZE = 30;
export const COMMENT_PREVIEW = 3;
export const COMMENT_PAGE_SIZE = 50;

/** Days between status changes and between name changes (spec §9). */
export const STATUS_CHANGE_DAYS = 7;
export const NAME_CHANGE_DAYS = 30;

/** Reputation points per vote received (DESIGN §4). */
export const REPUTATION = { answerUpvote: 10, questionUpvote: 5, downvote: -2 } as const;
