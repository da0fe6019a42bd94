/**
 * The moderation log in words, in the reader's language: each entry's target as
 * staff read it — the member's name, 'the question “…”', 'an answer on “…”', 'the topic …'; a
 * report's entry names what was reported — with a link to it; a sanction entry's type, length and end, a removal
 * entry's first words of what was removed, an appeal entry's outcome. The log is
 * staff only (moderation:read), so naming the author of a reported message or the member a
 * sanction is about tells no one what they may not know.
 */
import { differenceInCalendarDays } from 'date-fns';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { questions, reports, sanctions, topics } from '../../db/schema/index';
import { loadTargets, targetKey, type TargetInfo, type TargetRef } from '../../shared/targets';
import {
  APPEAL_OUTCOMES,
  REPORT_TARGET_TYPES,
  type AppealOutcome,
  type ReportTargetType,
  type SanctionType,
} from '../../../common/constants';
import type { TLogPage } from '../../../common/schemas/index';
import type { Locale } from '../../../common/i18n/locales';
import { serverText, type MessageValues, type ServerMessageId } from '../../i18n/messages';

/** A log row as listLog selects it. */
type LogRow = { id: number; action: string; targetType: string; targetId: number; details: unknown };

/** What the log adds to a row. */
export type LogWords = Pick<TLogPage['items'][number], 'targetLabel' | 'link' | 'sanction' | 'excerpt' | 'appeal'>;

/** Longest title quoted in a label (longer ones end in '…'). */
const TITLE_CHARS = 80;

const isTargetType = (t: string): t is ReportTargetType => (REPORT_TARGET_TYPES as readonly string[]).includes(t);
/**
 * The first words of removed content (its words while it is deleted, until the purge erases them),
 * on one line, cut to TITLE_CHARS characters.
 * @param target the content as loadTargets read it
 * @returns the excerpt, or null when there is no target or its words are gone
 */
export function removedExcerpt(target: TargetInfo | undefined): string | null {
  const words = target ? (target.content ?? target.deletedText) : null;
  return words ? shorten(words.replace(/\s+/g, ' ').trim()) : null;
}

const shorten = (s: string) => (s.length > TITLE_CHARS ? `${s.slice(0, TITLE_CHARS - 1).trimEnd()}…` : s);
const detail = (details: unknown, key: string): unknown =>
  details && typeof details === 'object' ? (details as Record<string, unknown>)[key] : undefined;

/**
 * Labels, links, sanctions, removed words and appeal outcomes for a page of log rows (a few queries for the page, none per row).
 * Each label is a whole noun phrase in the reader's language (server catalog `log.target.*`):
 * 'the question “…”', 'an answer on “…”', 'a report about …', 'a removed topic'.
 * @param db the database
 * @param rows the page's rows (their details carry a sanction's id)
 * @param locale the reader's language
 * @returns row id → `{ targetLabel, link, sanction, excerpt, appeal }`
 */
export async function describeLogRows(db: Db, rows: LogRow[], locale: Locale): Promise<Map<number, LogWords>> {
  const reportIds = rows.filter((r) => r.targetType === 'report').map((r) => r.targetId);
  const reported = new Map(
    (reportIds.length
      ? await db
          .select({ id: reports.id, targetType: reports.targetType, targetId: reports.targetId })
          .from(reports)
          .where(inArray(reports.id, reportIds))
      : []
    ).map((r) => [r.id, { type: r.targetType, id: r.targetId } as TargetRef]),
  );
  const refOf = (r: LogRow): TargetRef | undefined =>
    r.targetType === 'report' ? reported.get(r.targetId) : isTargetType(r.targetType) ? { type: r.targetType, id: r.targetId } : undefined;
  const targets = await loadTargets(
    db,
    rows.flatMap((r) => refOf(r) ?? []),
  );
  const questionIds = [...new Set([...targets.values()].flatMap((t) => (t.questionId ? [t.questionId] : [])))];
  const titles = new Map(
    (questionIds.length
      ? await db.select({ id: questions.id, title: questions.title }).from(questions).where(inArray(questions.id, questionIds))
      : []
    ).map((q) => [q.id, shorten(q.title)]),
  );
  const topicIds = rows.filter((r) => r.targetType === 'topic').map((r) => r.targetId);
  const topicRows = new Map(
    (topicIds.length
      ? await db.select({ id: topics.id, name: topics.name, slug: topics.slug }).from(topics).where(inArray(topics.id, topicIds))
      : []
    ).map((t) => [t.id, t]),
  );
  const sanctionIds = rows.flatMap((r) => {
    const id = detail(r.details, 'sanctionId');
    return r.action.startsWith('sanction-') && typeof id === 'number' ? [id] : [];
  });
  const sanctionRows = new Map(
    (sanctionIds.length
      ? await db
          .select({ id: sanctions.id, type: sanctions.type, endsAt: sanctions.endsAt, createdAt: sanctions.createdAt })
          .from(sanctions)
          .where(inArray(sanctions.id, sanctionIds))
      : []
    ).map((s) => [s.id, s]),
  );

  const text = (id: ServerMessageId, values?: MessageValues) => serverText(locale, id, values);
  /** A member's name as staff read it. */
  const nameOf = (author: TargetInfo['author']) =>
    [author.firstName, author.lastName].filter(Boolean).join(' ') || text('log.target.unnamed');
  /** The question a post is in, quoted; 'a removed question' once its title is gone. */
  const questionOf = (t: TargetInfo) => {
    const title = t.questionId ? titles.get(t.questionId) : undefined;
    return title === undefined ? text('log.target.gone', { type: 'question' }) : text('log.target.title', { title });
  };
  const label = (t: TargetInfo): { targetLabel: string; link: string | null } => {
    switch (t.type) {
      case 'question':
        return { targetLabel: text('log.target.question', { question: questionOf(t) }), link: t.link };
      case 'answer':
      case 'comment':
        return { targetLabel: text('log.target.reply', { type: t.type, question: questionOf(t) }), link: t.link };
      case 'message':
        return { targetLabel: text('log.target.message', { name: nameOf(t.author) }), link: `/moderation/users/${t.author.id}` };
      case 'user':
        return { targetLabel: nameOf(t.author), link: `/moderation/users/${t.id}` };
    }
  };

  const out = new Map<number, LogWords>();
  for (const r of rows) {
    const ref = refOf(r);
    const target = ref && targets.get(targetKey(ref.type, ref.id));
    let words: { targetLabel: string; link: string | null };
    if (target) {
      const l = label(target);
      // A report names what it was about: 'a report about the question “…”', 'a report about an answer on “…”'.
      words =
        r.targetType === 'report'
          ? {
              targetLabel: text('log.target.report', {
                type: target.type,
                question: target.type === 'user' || target.type === 'message' ? '' : questionOf(target),
                name: target.type === 'user' || target.type === 'message' ? nameOf(target.author) : '',
              }),
              link: l.link,
            }
          : l;
    } else if (r.targetType === 'topic') {
      const topic = topicRows.get(r.targetId);
      const name = topic?.name ?? detail(r.details, 'name');
      words = {
        targetLabel: typeof name === 'string' ? text('log.target.topic', { name }) : text('log.target.gone', { type: 'topic' }),
        link: topic ? `/?topic=${encodeURIComponent(topic.slug)}` : null,
      };
    } else {
      words = { targetLabel: text('log.target.gone', { type: r.targetType }), link: null };
    }
    const s = sanctionRows.get(detail(r.details, 'sanctionId') as number);
    const sanctionType = (s?.type ?? detail(r.details, 'type')) as SanctionType | undefined;
    const outcome = detail(r.details, 'outcome');
    out.set(r.id, {
      ...words,
      sanction:
        r.action.startsWith('sanction-') && sanctionType
          ? {
              type: sanctionType,
              days: s?.endsAt ? differenceInCalendarDays(s.endsAt, s.createdAt) : null,
              endsAt: s?.endsAt?.toISOString() ?? null,
            }
          : null,
      excerpt: r.action === 'content-deleted' ? removedExcerpt(target) : null,
      appeal:
        r.action === 'appeal-decided' && (APPEAL_OUTCOMES as readonly unknown[]).includes(outcome)
          ? { outcome: outcome as AppealOutcome }
          : null,
    });
  }
  return out;
}
