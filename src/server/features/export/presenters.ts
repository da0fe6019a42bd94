/**
 * Shapes a member's export rows into the wire file (`ZDataExport`, docs/api.md "Your data").
 * Dates are ISO 8601 strings in UTC.
 */
import { EXPORT_FORMAT, type TDataExport } from '../../../common/schemas/index';
import { presentRestrictionList } from '../../shared/restriction-lists';
import type { ExportRows } from './queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The name a member sees for the other person in a conversation: their display name, or
 * 'User' for a closed account (as the site shows it).
 */
function displayName(p: { firstName: string | null; lastName: string | null; closed: boolean }): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return p.closed || !name ? 'User' : name;
}

/**
 * Shapes the export file.
 * @param rows what `loadExport` read
 * @param exportedAt when the export was made (the file's `exportedAt` and its name's date)
 * @returns the file's content
 */
export function presentExport(rows: ExportRows, exportedAt: Date): TDataExport {
  const u = rows.user;
  return {
    format: EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    profile: {
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      profileImageUrl: u.profileImageUrl,
      providerPictureUrl: u.providerPictureUrl,
      bio: u.bio,
      role: u.role,
      reputation: u.reputation,
      status: u.status,
      statusSituation: u.statusSituation,
      createdAt: u.createdAt.toISOString(),
      onboardedAt: iso(u.onboardedAt),
      nameLastChanged: iso(u.nameLastChanged),
      statusLastChanged: iso(u.statusLastChanged),
    },
    settings: rows.settings,
    mutes: presentRestrictionList(rows.mutes).items,
    blocks: presentRestrictionList(rows.blocks).items,
    follows: rows.follows.map((f) => ({ topicId: f.topicId, topicName: f.topicName, createdAt: f.createdAt.toISOString() })),
    followedQuestions: rows.followedQuestions.map((f) => ({ questionId: f.questionId, createdAt: f.createdAt.toISOString() })),
    pushSubscriptions: rows.pushSubscriptions.map((d) => ({
      endpoint: d.endpoint,
      timeZone: d.timeZone,
      createdAt: d.createdAt.toISOString(),
    })),
    questions: rows.questions.map((q) => ({
      id: q.id,
      title: q.title,
      content: q.content,
      isAnonymous: q.isAnonymous,
      hasContentWarning: q.hasContentWarning,
      contentWarningText: q.contentWarningText,
      topics: q.topics,
      upvotes: q.upvotes,
      downvotes: q.downvotes,
      answerCount: q.answerCount,
      viewCount: q.viewCount,
      createdAt: q.createdAt.toISOString(),
      editedAt: iso(q.editedAt),
      deletedAt: iso(q.deletedAt),
    })),
    answers: rows.answers.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      content: a.content,
      isAnonymous: a.isAnonymous,
      hasContentWarning: a.hasContentWarning,
      contentWarningText: a.contentWarningText,
      upvotes: a.upvotes,
      downvotes: a.downvotes,
      createdAt: a.createdAt.toISOString(),
      editedAt: iso(a.editedAt),
      deletedAt: iso(a.deletedAt),
    })),
    comments: rows.comments.map((c) => ({
      id: c.id,
      answerId: c.answerId,
      questionId: c.questionId,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
      editedAt: iso(c.editedAt),
      deletedAt: iso(c.deletedAt),
    })),
    messages: rows.messages.map((m) => ({
      id: m.id,
      conversationId: m.conversationId,
      to: m.to.map((p) => ({ id: p.id, displayName: displayName(p) })),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      deletedAt: iso(m.deletedAt),
    })),
    votes: rows.votes.map((v) => ({
      targetType: v.targetType,
      targetId: v.targetId,
      voteType: v.voteType,
      createdAt: v.createdAt.toISOString(),
    })),
    reports: rows.reports.map((r) => ({
      id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      description: r.description,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    feedback: rows.feedback.map((f) => ({ id: f.id, feedback: f.feedback, createdAt: f.createdAt.toISOString() })),
    notifications: rows.notifications.map((n) => ({
      type: n.type,
      content: n.content,
      link: n.link,
      isRead: n.isRead,
      createdAt: n.createdAt.toISOString(),
    })),
    staffNotes: rows.staffNotes.map((n) => ({ text: n.text, createdAt: n.createdAt.toISOString() })),
  };
}
