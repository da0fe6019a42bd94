/**
 * The route contract: every API route as `'METHOD /path'` (Fastify path syntax) with the zod
 * schemas of its params, querystring and body and of every response status its handler and
 * policy send. The server registers each route with its entry (a test checks every `/api` route
 * has one), and the web client infers its
 * types from the same schemas. Statuses the request chain adds by itself (413 and 415 for
 * bodies and writes, 429 for writes, 400 and 409 for an Idempotency-Key on POSTs, 500 anywhere) are added
 * when the route is registered (src/server/route-chain.ts).
 */
import { z } from 'zod';
import {
  ZCreateAppeal,
  ZDecideAppeal,
  ZDecision,
  ZDecisionIdParams,
  ZDecisionList,
  ZStaffAppeal,
  ZStaffAppealList,
  ZAdminStats,
  ZCheckInSent,
  ZCheckInPreview,
  ZCreateSanction,
  ZDeleteContentBody,
  ZFeedbackItem,
  ZFeedbackPage,
  ZMarkFeedback,
  ZLogPage,
  ZMemberRecord,
  ZReportIdParams,
  ZRestoreContentParams,
  ZSanction,
  ZSanctionParams,
  ZUpdateTopic,
  ZAnswer,
  ZAnswerPage,
  ZComment,
  ZCommentPage,
  ZConversationList,
  ZConversationRef,
  ZCreateAnswer,
  ZCreateComment,
  ZCreateQuestion,
  ZCreateReport,
  ZCreateTopic,
  ZCrisisCountriesQuery,
  ZCrisisCountryList,
  ZCrisisCountryQuery,
  ZCrisisResources,
  ZCrisisSupport,
  ZDataExport,
  ZCursorQuery,
  ZDeleteContentParams,
  ZErrorBody,
  ZFeedback,
  ZFlaggedList,
  ZFollowResult,
  ZFollowTopic,
  ZFollowedTopicIds,
  ZHtmlPage,
  ZIdParams,
  ZMe,
  ZMemberCountry,
  ZMemberLocale,
  ZMemberSuspension,
  ZMessage,
  ZMessagePage,
  ZSafetyConversationPage,
  ZSafetyMessage,
  ZSafetyMessagePage,
  ZNoBody,
  ZNotice,
  ZNotification,
  ZNotificationPage,
  ZOk,
  ZBirthMonthYear,
  ZOnboarding,
  ZUnderMinimumAge,
  ZQuestion,
  ZQuestionListQuery,
  ZQuestionPage,
  ZQuestionFollow,
  ZReport,
  ZReportCreated,
  ZReportPage,
  ZStaffNote,
  ZCreateStaffNote,
  ZStaffNoteParams,
  ZReviewReportParams,
  ZRestrictionList,
  ZSendMessage,
  ZSettings,
  ZTopic,
  ZTopicList,
  ZUpdateAnswer,
  ZUpdateComment,
  ZUpdateName,
  ZUpdateQuestion,
  ZRevisionList,
  ZUpdateRole,
  ZUpdateSettings,
  ZUnsubscribeQuery,
  ZUpdateStatus,
  ZUser,
  ZUserIdParams,
  ZAdminUserPage,
  ZAdminUsersQuery,
  ZUserStats,
  ZVote,
  ZVoteResult,
  ZPushPublicKey,
  ZPushSubscription,
  ZPushUnsubscribe,
} from './schemas/index';

/** One route's schemas. `response` maps each status to its body schema. */
export type RouteContract = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

/**
 * `{ [status]: ZErrorBody }` for each status given.
 * @param statuses HTTP statuses (4xx/5xx) whose body is `{ message }`
 */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}

/** Free-form query of the sign-in start: only `returnTo` is read (checked by the server). */
const ZLoginQuery = z.object({ returnTo: z.unknown().optional() });
/** `?lastEventId=` for a fresh EventSource (the header `Last-Event-ID` wins). */
const ZEventsQuery = z.object({ lastEventId: z.string().optional() });
/** The event stream's body (text/event-stream; never serialized). */
const ZEventStream = z.string().describe('text/event-stream');

export const API = {
  // Sign-in (public: these start, finish and end a session).
  'GET /api/login': { querystring: ZLoginQuery, response: { 302: ZNoBody, ...errors(400) } },
  'GET /api/callback': { response: { 302: ZNoBody } },
  'GET /api/logout': { response: { 302: ZNoBody } },
  'GET /api/auth/user': {
    response: { 200: ZMe.extend({ ...ZMemberCountry.shape, ...ZMemberLocale.shape, ...ZMemberSuspension.shape }), ...errors(401) },
  },
  'GET /api/events': { querystring: ZEventsQuery, response: { 200: ZEventStream, ...errors(400, 401, 429, 503) } },

  // Crisis lines for a country (public).
  'GET /api/crisis-resources': { querystring: ZCrisisCountryQuery, response: { 200: ZCrisisResources, ...errors(400) } },
  'GET /api/crisis-resources/countries': { querystring: ZCrisisCountriesQuery, response: { 200: ZCrisisCountryList, ...errors(400) } },

  // Topics
  'GET /api/topics': { response: { 200: ZTopicList, ...errors(401) } },
  'GET /api/topics/followed': { response: { 200: ZFollowedTopicIds, ...errors(401) } },
  'POST /api/topics/follow': { body: ZFollowTopic, response: { 200: ZFollowResult, ...errors(400, 401, 404) } },
  'POST /api/topics': { body: ZCreateTopic, response: { 201: ZTopic, ...errors(400, 401, 403, 404, 409) } },
  'PATCH /api/topics/:id': { params: ZIdParams, body: ZUpdateTopic, response: { 200: ZTopic, ...errors(400, 401, 403, 404, 409) } },
  'DELETE /api/topics/:id': { params: ZIdParams, response: { 200: ZOk, ...errors(400, 401, 403, 404, 409) } },

  // Questions
  'GET /api/questions': { querystring: ZQuestionListQuery, response: { 200: ZQuestionPage, ...errors(400, 401) } },
  'POST /api/questions': { body: ZCreateQuestion, response: { 201: ZQuestion.extend(ZCrisisSupport.shape), ...errors(400, 401) } },
  'GET /api/questions/:id': { params: ZIdParams, response: { 200: ZQuestion, ...errors(400, 401, 404) } },
  'PATCH /api/questions/:id': {
    params: ZIdParams,
    body: ZUpdateQuestion,
    response: { 200: ZQuestion.extend(ZCrisisSupport.shape), ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/questions/:id': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },
  'GET /api/questions/:id/follow': { params: ZIdParams, response: { 200: ZQuestionFollow, ...errors(400, 401, 404) } },
  'POST /api/questions/:id/follow': { params: ZIdParams, response: { 200: ZQuestionFollow, ...errors(400, 401, 404) } },
  'DELETE /api/questions/:id/follow': { params: ZIdParams, response: { 200: ZQuestionFollow, ...errors(400, 401, 404) } },
  'GET /api/users/:id/questions': {
    params: ZIdParams,
    querystring: ZCursorQuery,
    response: { 200: ZQuestionPage, ...errors(400, 401, 404) },
  },

  // Answers and comments
  'GET /api/questions/:id/answers': {
    params: ZIdParams,
    querystring: ZCursorQuery,
    response: { 200: ZAnswerPage, ...errors(400, 401, 404) },
  },
  'GET /api/answers/:id/comments': {
    params: ZIdParams,
    querystring: ZCursorQuery,
    response: { 200: ZCommentPage, ...errors(400, 401, 404) },
  },
  'POST /api/answers': { body: ZCreateAnswer, response: { 201: ZAnswer.extend(ZCrisisSupport.shape), ...errors(400, 401, 403, 404) } },
  'POST /api/comments': { body: ZCreateComment, response: { 201: ZComment.extend(ZCrisisSupport.shape), ...errors(400, 401, 403, 404) } },
  'PATCH /api/answers/:id': {
    params: ZIdParams,
    body: ZUpdateAnswer,
    response: { 200: ZAnswer.extend(ZCrisisSupport.shape), ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/comments/:id': {
    params: ZIdParams,
    body: ZUpdateComment,
    response: { 200: ZComment.extend(ZCrisisSupport.shape), ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/answers/:id': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },
  'DELETE /api/comments/:id': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },

  // Earlier versions of edited posts (moderators and admins)
  'GET /api/questions/:id/revisions': { params: ZIdParams, response: { 200: ZRevisionList, ...errors(400, 401, 403, 404) } },
  'GET /api/answers/:id/revisions': { params: ZIdParams, response: { 200: ZRevisionList, ...errors(400, 401, 403, 404) } },
  'GET /api/comments/:id/revisions': { params: ZIdParams, response: { 200: ZRevisionList, ...errors(400, 401, 403, 404) } },
  'GET /api/users/:id/answers': {
    params: ZIdParams,
    querystring: ZCursorQuery,
    response: { 200: ZAnswerPage, ...errors(400, 401, 404) },
  },

  // Votes
  'POST /api/votes': { body: ZVote, response: { 200: ZVoteResult, ...errors(400, 401, 404) } },

  // People
  'GET /api/users/:id': { params: ZIdParams, response: { 200: ZUser, ...errors(400, 401, 404) } },
  'GET /api/users/:id/stats': { params: ZIdParams, response: { 200: ZUserStats, ...errors(400, 401, 404) } },
  'PATCH /api/users/status': { body: ZUpdateStatus, response: { 200: ZMe, ...errors(400, 401) } },
  'PATCH /api/users/name': { body: ZUpdateName, response: { 200: ZMe, ...errors(400, 401) } },
  'DELETE /api/users/me': { response: { 200: ZOk, ...errors(401, 403) } },
  'POST /api/users/me/onboarding': { body: ZOnboarding, response: { 200: ZMe, 403: ZUnderMinimumAge, ...errors(400, 401, 409) } },
  'POST /api/users/me/age': { body: ZBirthMonthYear, response: { 200: ZMe, 403: ZUnderMinimumAge, ...errors(400, 401, 409) } },
  // Your data: a JSON download of everything of yours, a few times an hour.
  'GET /api/users/me/decisions': { response: { 200: ZDecisionList, ...errors(401) } },
  'POST /api/decisions/:id/appeal': {
    params: ZDecisionIdParams,
    body: ZCreateAppeal,
    response: { 201: ZDecision, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/users/me/export': { response: { 200: ZDataExport, ...errors(401) } },
  'GET /api/users/me/settings': { response: { 200: ZSettings, ...errors(401) } },
  'PATCH /api/users/me/settings': { body: ZUpdateSettings, response: { 200: ZSettings, ...errors(400, 401) } },

  // Mute and block: a person, or the author of a post without naming them.
  'POST /api/users/:id/mute': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 404) } },
  'DELETE /api/users/:id/mute': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401) } },
  'POST /api/users/:id/block': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },
  'DELETE /api/users/:id/block': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401) } },
  'POST /api/questions/:id/mute-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 404) } },
  'DELETE /api/questions/:id/mute-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401) } },
  'POST /api/questions/:id/block-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },
  'DELETE /api/questions/:id/block-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401) } },
  'POST /api/answers/:id/mute-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 404) } },
  'DELETE /api/answers/:id/mute-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401) } },
  'POST /api/answers/:id/block-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },
  'DELETE /api/answers/:id/block-author': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401) } },
  'GET /api/users/me/mutes': { response: { 200: ZRestrictionList, ...errors(401) } },
  'GET /api/users/me/blocks': { response: { 200: ZRestrictionList, ...errors(401) } },

  // Notifications
  'GET /api/notifications': { querystring: ZCursorQuery, response: { 200: ZNotificationPage, ...errors(400, 401) } },
  'PATCH /api/notifications/:id/read': { params: ZIdParams, response: { 200: ZNotification, ...errors(400, 401, 404) } },
  'POST /api/notifications/mark-all-read': { response: { 200: ZOk, ...errors(401) } },

  // Web Push: subscribing a device is the opt-in.
  'GET /api/push/public-key': { response: { 200: ZPushPublicKey, ...errors(401) } },
  'POST /api/push/subscriptions': { body: ZPushSubscription, response: { 201: ZOk, ...errors(400, 401) } },
  'DELETE /api/push/subscriptions': { body: ZPushUnsubscribe, response: { 204: ZNoBody, ...errors(400, 401) } },

  // Feedback and reports
  'POST /api/feedback': { body: ZFeedback, response: { 201: ZOk, ...errors(400, 401) } },
  'POST /api/reports': { body: ZCreateReport, response: { 201: ZReportCreated, ...errors(400, 401, 404, 409) } },

  // Direct messages
  'POST /api/conversations/direct/:userId': {
    params: ZUserIdParams,
    response: { 200: ZConversationRef, ...errors(400, 401, 403, 404) },
  },
  'GET /api/conversations': { response: { 200: ZConversationList, ...errors(401) } },
  'GET /api/conversations/:id/messages': {
    params: ZIdParams,
    querystring: ZCursorQuery,
    response: { 200: ZMessagePage, ...errors(400, 401, 404) },
  },
  'POST /api/conversations/:id/messages': {
    params: ZIdParams,
    body: ZSendMessage,
    response: { 201: ZMessage.extend(ZCrisisSupport.shape), ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/messages/:id': { params: ZIdParams, response: { 204: ZNoBody, ...errors(400, 401, 403, 404) } },

  // Moderation (moderators and admins)
  'GET /api/moderation/reports': { querystring: ZCursorQuery, response: { 200: ZReportPage, ...errors(400, 401, 403) } },
  'GET /api/moderation/flagged': { response: { 200: ZFlaggedList, ...errors(401, 403) } },
  'POST /api/moderation/reports/:reportId/claim': {
    params: ZReportIdParams,
    response: { 200: ZReport, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/moderation/reports/:reportId/claim': {
    params: ZReportIdParams,
    response: { 200: ZReport, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/moderation/reports/:reportId/:action': {
    params: ZReviewReportParams,
    response: { 200: ZReport, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/moderation/reports/:reportId/check-in': {
    params: ZReportIdParams,
    response: { 200: ZCheckInPreview, ...errors(400, 401, 403, 404) },
  },
  'POST /api/moderation/reports/:reportId/check-in': {
    params: ZReportIdParams,
    response: { 200: ZCheckInSent, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/moderation/:targetType/:targetId': {
    params: ZDeleteContentParams,
    body: ZDeleteContentBody,
    response: { 200: ZOk, ...errors(400, 401, 403, 404) },
  },
  'POST /api/moderation/:targetType/:targetId/restore': {
    params: ZRestoreContentParams,
    response: { 200: ZOk, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/moderation/users/:userId': { params: ZUserIdParams, response: { 200: ZMemberRecord, ...errors(400, 401, 403, 404) } },
  'POST /api/moderation/users/:userId/sanctions': {
    params: ZUserIdParams,
    body: ZCreateSanction,
    response: { 201: ZSanction, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/moderation/users/:userId/sanctions/:id': {
    params: ZSanctionParams,
    response: { 200: ZSanction, ...errors(400, 401, 403, 404) },
  },
  'POST /api/moderation/users/:userId/notes': {
    params: ZUserIdParams,
    body: ZCreateStaffNote,
    response: { 201: ZStaffNote, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/moderation/users/:userId/notes/:noteId': {
    params: ZStaffNoteParams,
    response: { 200: ZOk, ...errors(400, 401, 403, 404) },
  },
  'GET /api/moderation/appeals': { response: { 200: ZStaffAppealList, ...errors(401, 403) } },
  'POST /api/moderation/appeals/:id/decision': {
    params: ZIdParams,
    body: ZDecideAppeal,
    response: { 200: ZStaffAppeal, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/moderation/log': { querystring: ZCursorQuery, response: { 200: ZLogPage, ...errors(400, 401, 403) } },
  'GET /api/moderation/safety-conversations': {
    querystring: ZCursorQuery,
    response: { 200: ZSafetyConversationPage, ...errors(400, 401, 403) },
  },
  'GET /api/moderation/safety-conversations/:id/messages': {
    params: ZIdParams,
    querystring: ZCursorQuery,
    response: { 200: ZSafetyMessagePage, ...errors(400, 401, 403, 404) },
  },
  'POST /api/moderation/safety-conversations/:id/messages': {
    params: ZIdParams,
    body: ZSendMessage,
    response: { 201: ZSafetyMessage, ...errors(400, 401, 403, 404, 409) },
  },

  // Notification emails: one-click unsubscribe (public: the signed token says whose emails).
  'GET /api/email/unsubscribe': { querystring: ZUnsubscribeQuery, response: { 200: ZHtmlPage, ...errors(400) } },
  'POST /api/email/unsubscribe': {
    querystring: ZUnsubscribeQuery,
    response: { 200: z.union([ZNotice, ZHtmlPage]), ...errors(400) },
  },

  // Admin
  'GET /api/admin/stats': { response: { 200: ZAdminStats, ...errors(401, 403) } },
  'GET /api/admin/feedback': { querystring: ZCursorQuery, response: { 200: ZFeedbackPage, ...errors(400, 401, 403) } },
  'PATCH /api/admin/feedback/:id': {
    params: ZIdParams,
    body: ZMarkFeedback,
    response: { 200: ZFeedbackItem, ...errors(400, 401, 403, 404) },
  },
  'GET /api/admin/users': { querystring: ZAdminUsersQuery, response: { 200: ZAdminUserPage, ...errors(400, 401, 403) } },
  'PATCH /api/admin/users/:userId/role': {
    params: ZUserIdParams,
    body: ZUpdateRole,
    response: { 200: ZUser, ...errors(400, 401, 403, 404) },
  },
} as const satisfies Record<string, RouteContract>;
