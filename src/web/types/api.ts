/**
 * Response shapes of the MindSpace API, word for word from docs/api.md (the wire contract).
 * Shared by every feature; request payload types come from '@common/schemas'.
 * Dates are ISO 8601 strings; ids are integers.
 */
import type { BadgeStatus, ReportPriority, ReportReason, ReportStatus, ReportTargetType, Role, VoteTargetType, VoteType } from '@common/constants';

/** A cursor page: pass `nextCursor` back as `?cursor=` for the next page; null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The public face of a person attached to content. */
export type Author = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  status: BadgeStatus | null;
  role: Role;
};

/** `/api/auth/user` (yourself) and `/api/users/:id`; the optional fields only for yourself and admins. */
export type User = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  role: Role;
  reputation: number;
  status: BadgeStatus | null;
  statusSituation: string | null;
  createdAt: string;
  email?: string | null;
  nameLastChanged?: string | null;
  statusLastChanged?: string | null;
  nextNameChangeAt?: string | null;
  nextStatusChangeAt?: string | null;
};

/**
 * GET/PATCH /api/users/me/settings: your own choices; every default is the private one, except
 * the email notifications (on: an email says only that something is waiting).
 */
export type Settings = {
  /** Whether other members see what you're going through with a 'healing' status (staff always do). */
  showStatusSituation: boolean;
  /** Email me when messages wait unread. */
  emailMessages: boolean;
  /** Email me when answers to my questions or comments on my answers wait unread. */
  emailReplies: boolean;
  /** Email me about moderation notices about me (a report I filed was reviewed, my role changed). */
  emailModeration: boolean;
};

export type UserStats = { questionsCount: number; answersCount: number };

export type Topic = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  questionsCount: number;
  followersCount: number;
};

export type TopicRef = { id: number; name: string; slug: string };

export type Question = {
  id: number;
  title: string;
  content: string;
  isAnonymous: boolean;
  hasContentWarning: boolean;
  contentWarningText: string | null;
  topics: { topic: TopicRef }[];
  /** null when anonymous and you are not the author (show 'Anonymous', '?', no link). */
  author: Author | null;
  isOwn: boolean;
  upvotes: number;
  downvotes: number;
  score: number;
  viewCount: number;
  answerCount: number;
  createdAt: string;
  myVote: VoteType | null;
};

export type Comment = {
  id: number;
  answerId: number;
  content: string;
  author: { id: number; firstName: string | null };
  createdAt: string;
};

export type Answer = {
  id: number;
  questionId: number;
  content: string;
  isAnonymous: boolean;
  author: Author | null;
  isOwn: boolean;
  upvotes: number;
  downvotes: number;
  score: number;
  commentCount: number;
  createdAt: string;
  myVote: VoteType | null;
  /** On a thread: the first comments (3 at most); on profile lists: empty. */
  comments: Comment[];
  /** On a thread: where 'Show more comments' continues; null when `comments` holds them all. */
  commentsCursor?: string | null;
  /** Only on profile lists: the parent question. */
  question?: { id: number; title: string };
};

export type VoteResult = {
  targetType: VoteTargetType;
  targetId: number;
  upvotes: number;
  downvotes: number;
  score: number;
  myVote: VoteType | null;
};

export type Notification = {
  id: number;
  content: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
};

export type NotificationPage = Page<Notification> & { unreadCount: number };

export type Conversation = {
  id: number;
  isGroup: boolean;
  /** The other people, not you. */
  participants: Author[];
  lastMessage: { body: string; createdAt: string; senderId: number } | null;
  unreadCount: number;
};

export type Message = {
  id: number;
  conversationId: number;
  senderId: number;
  sender: Author;
  body: string;
  createdAt: string;
};

export type Report = {
  id: number;
  status: ReportStatus;
  reason: ReportReason;
  description: string | null;
  targetType: ReportTargetType;
  targetId: number;
  /** id null: filed by MindSpace Safety (crisis language on write). */
  reporter: { id: number | null; firstName: string | null };
  createdAt: string;
  /** Where the card sits in the queue: urgent, high or normal. */
  priority: ReportPriority;
  /** Distinct reporters of the same target; the card stands for all their reports. */
  reportCount: number;
  reasons: string[];
  /** MindSpace Safety saw crisis language in the content when it was written. */
  crisisFlag: boolean;
  content: string | null;
  targetAuthor: Author | null;
  link: string | null;
};

export type ReportPage = Page<Report> & { counts: { pending: number; reviewedToday: number; resolved: number } };

export type FlaggedItem = { id: number; type: ReportTargetType; content: string; reportCount: number; link: string | null };

export type AdminStats = { totalUsers: number; totalQuestions: number; totalAnswers: number };

export type Ok = { ok: true };
