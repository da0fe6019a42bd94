/**
 * GET /api/users/me/export: a member's copy of their own data (docs/api.md "Your data").
 * Everything here belongs to the member asking: their anonymous posts are
 * included and marked `isAnonymous: true`, and nothing names the author of anyone else's post.
 * Deleted posts and messages that are still stored are included with `deletedAt`.
 */
import { z } from 'zod';
import { BADGE_STATUSES, REPORT_STATUSES, REPORT_TARGET_TYPES, ROLES, VOTE_TARGET_TYPES, VOTE_TYPES } from '../constants';
import { ZRestriction, ZSettings } from './users';

/** The format of the file, so a reader can tell versions apart. */
export const EXPORT_FORMAT = 'mindspace-export/1';

const ZExportProfile = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** The picture the sign-in provider sends (private unless chosen as the profile picture). */
  providerPictureUrl: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.enum(ROLES),
  reputation: z.number(),
  status: z.enum(BADGE_STATUSES).nullable(),
  statusSituation: z.string().nullable(),
  createdAt: z.string(),
  onboardedAt: z.string().nullable(),
  nameLastChanged: z.string().nullable(),
  statusLastChanged: z.string().nullable(),
});

const ZExportQuestion = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  isAnonymous: z.boolean(),
  hasContentWarning: z.boolean(),
  contentWarningText: z.string().nullable(),
  topics: z.array(z.object({ id: z.number(), name: z.string() })),
  upvotes: z.number(),
  downvotes: z.number(),
  answerCount: z.number(),
  viewCount: z.number(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});

const ZExportAnswer = z.object({
  id: z.number(),
  questionId: z.number(),
  content: z.string(),
  isAnonymous: z.boolean(),
  hasContentWarning: z.boolean(),
  contentWarningText: z.string().nullable(),
  upvotes: z.number(),
  downvotes: z.number(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});

const ZExportComment = z.object({
  id: z.number(),
  answerId: z.number(),
  questionId: z.number(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});

/** A message the member sent, with the conversation and the other member as the member sees them. */
const ZExportMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** The other people in the conversation, by display name ('User' for a closed account). */
  to: z.array(z.object({ id: z.number(), displayName: z.string() })),
  /** Empty when the member deleted the message (its words are erased). */
  body: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});

const ZExportVote = z.object({
  targetType: z.enum(VOTE_TARGET_TYPES),
  targetId: z.number(),
  voteType: z.enum(VOTE_TYPES),
  createdAt: z.string(),
});

const ZExportFollow = z.object({ topicId: z.number(), topicName: z.string(), createdAt: z.string() });

const ZExportReport = z.object({
  id: z.number(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number(),
  reason: z.string(),
  description: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});

const ZExportFeedback = z.object({ id: z.number(), feedback: z.string(), createdAt: z.string() });

/** A note staff wrote about the member: its words and date, not who wrote it. */
const ZExportStaffNote = z.object({ text: z.string(), createdAt: z.string() });

const ZExportNotification = z.object({
  type: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** The whole file. Lists are oldest first. */
export const ZDataExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: z.string(),
  profile: ZExportProfile,
  /** Settings, email notification choices and reader filters included. */
  settings: ZSettings,
  mutes: z.array(ZRestriction),
  blocks: z.array(ZRestriction),
  follows: z.array(ZExportFollow),
  /** Questions you follow. */
  followedQuestions: z.array(z.object({ questionId: z.number(), createdAt: z.string() })),
  /** Devices that receive pushes: the push service's endpoint, never the keys. */
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), timeZone: z.string().nullable(), createdAt: z.string() })),
  questions: z.array(ZExportQuestion),
  answers: z.array(ZExportAnswer),
  comments: z.array(ZExportComment),
  messages: z.array(ZExportMessage),
  votes: z.array(ZExportVote),
  reports: z.array(ZExportReport),
  feedback: z.array(ZExportFeedback),
  notifications: z.array(ZExportNotification),
  staffNotes: z.array(ZExportStaffNote),
});
export type TDataExport = z.infer<typeof ZDataExport>;
