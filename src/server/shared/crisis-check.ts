/**
 * Crisis care on write (decision 0020). Every question, answer, comment and message is
 * checked against the crisis lexicon (src/common/safety) in the transaction that writes it.
 * A match never blocks the write: it files one system report (reason 'at-risk', reporter
 * 'MindSpace Safety', urgent in the moderation queue) in the same transaction and tells the
 * caller to offer support (`crisisSupport: true` in the create response). Nothing of it
 * reaches anyone but staff and the writer's own response: no event, notification or count.
 *
 * Never log the text or what matched.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { reports, reportTargetEnum } from '../db/schema/index';
import { hasCrisisLanguage } from '../../common/safety/crisis-match';
import type { DeletableTargetType, ReportTargetType } from '../../common/constants';

/** The note moderators read on a system report. */
export const CRISIS_REPORT_NOTE = 'Words suggesting the writer may be at risk were noticed when this was posted.';

/**
 * Checks text written by a member and, on a match, files MindSpace Safety's report.
 * @param tx the transaction that writes the content (the report commits or rolls back with it)
 * @param target what was written: question, answer, comment or message, and its new id
 * @param text everything the member wrote in it (a question's title and details together)
 * @returns true when the text contains crisis language (the response then carries
 *   `crisisSupport: true`)
 */
export async function checkForCrisis(tx: Db, target: { type: DeletableTargetType; id: number }, text: string): Promise<boolean> {
  if (!hasCrisisLanguage(text)) return false;
  await tx.execute(crisisReportSql(target.type, sql`select ${target.id}::int`));
  return true;
}

/**
 * The INSERT of MindSpace Safety's report, for the ids `source` returns: one pending system
 * report per target (reports_system_pending_uq; a second one does nothing). `checkForCrisis`
 * runs it; a writer that writes everything in one statement uses it as a CTE, after matching the
 * text with `hasCrisisLanguage`.
 * @param type what was written ('answer', …)
 * @param source a SELECT of the new content's id (e.g. `select id from a`)
 * @returns `insert into reports … on conflict do nothing`
 */
export function crisisReportSql(type: DeletableTargetType, source: SQL): SQL {
  return systemReportSql(type, source, CRISIS_REPORT_NOTE);
}

/**
 * The INSERT of a pending 'at-risk' report by MindSpace Safety (urgent in the queue) on each
 * target `source` returns, with the note staff read; a target that has a pending system report
 * already keeps that one (on conflict do nothing).
 * @param type the targets' type
 * @param source a SELECT of the targets' ids
 * @param note the report's description
 */
export function systemReportSql(type: ReportTargetType, source: SQL, note: string): SQL {
  return sql`insert into ${reports} (reporter_id, system, target_type, target_id, reason, description)
    select null, true, ${type}::${sql.raw(reportTargetEnum.enumName)}, s.id, 'at-risk', ${note}::text from (${source}) as s(id)
    on conflict do nothing`;
}
