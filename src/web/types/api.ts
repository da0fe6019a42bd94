/**
 * Response shapes of the MindSpace API, inferred from the wire schemas in `src/common/schemas`
 * (the same schemas the server serializes with; docs/api.md describes them). Nothing here is
 * written by hand: change a shape in `src/common/schemas/<domain>.ts`.
 * Dates are ISO 8601 strings; ids are integers.
 */
import type { SuccessBody } from '@common/contract-types';
import type {
  TAnswer,
  TAuthor,
  TComment,
  TConversation,
  TFeedbackItem,
  TAdminUser,
  TLogPage,
  TSafetyConversation,
  TSafetyMessage,
  TSafetyMessagePage,
  TMemberRecord,
  TSanction,
  TMe,
  TMessage,
  TNotification,
  TNotificationPage,
  TOk,
  TQuestion,
  TReport,
  TStaffNote,
  TSettings,
  TTopic,
  TUser,
  TUserStats,
  TVoteResult,
} from '@common/schemas/index';

/** A cursor page: pass `nextCursor` back as `?cursor=` for the next page; null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The public face of a person attached to content. */
export type Author = TAuthor;
/** A person as the viewer may see them, with the viewer's `abilities` on them. */
export type User = TUser;
/** The signed-in member (GET /api/auth/user): a User plus `siteAbilities`, their country and language settings and any suspension. */
export type Me = SuccessBody<'GET /api/auth/user'>;
/** A site ability of the signed-in person: 'moderate', 'administer', 'createTopic'. */
export type TSiteAbilitiesKey = keyof TMe['siteAbilities'];
export type UserStats = TUserStats;
export type Topic = TTopic;
/** `author` null when anonymous and you are not the author (show 'Anonymous', '?', no link). */
export type Question = TQuestion;
export type Comment = TComment;
export type Answer = TAnswer;
export type VoteResult = TVoteResult;
export type Notification = TNotification;
export type NotificationPage = TNotificationPage;
export type Conversation = TConversation;
export type Message = TMessage;
export type Report = TReport;
export type Ok = TOk;
/** GET/PATCH /api/users/me/settings: your own choices; every default is the private one. */
export type Settings = TSettings;
/** GET /api/moderation/users/:userId: reports, removed content and sanctions of a member (staff). */
export type MemberRecord = TMemberRecord;
export type Sanction = TSanction;
export type StaffNote = TStaffNote;
/** GET /api/moderation/log: who did what to which target, why, when. */
export type LogPage = TLogPage;
export type SafetyConversation = TSafetyConversation;
export type SafetyMessage = TSafetyMessage;
export type SafetyMessagePage = TSafetyMessagePage;
export type FeedbackItem = TFeedbackItem;
export type AdminUser = TAdminUser;
/** A suspension or ban in force (`suspension` of GET /api/auth/user, the `account.suspended` event): why and until when (null: no end, a ban). */
export type SuspensionNotice = { reason: string; endsAt: string | null };
