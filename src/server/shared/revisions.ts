/**
 * Every earlier version of an edited question, answer or comment is kept: an
 * edit first stores the version it replaces, with who edited and when, in the edit's
 * transaction. Staff read them (GET /api/{questions|answers|comments}/:id/revisions); an edit
 * by staff is also logged in moderation_log ('content-edited').
 */
import type { Db } from '../db/connect';
import { moderationLog, revisions, type RevisionSnapshot } from '../db/schema/index';

export type RevisionTarget = 'question' | 'answer' | 'comment';

/**
 * Stores the version an edit replaces and, when the editor is not the author, logs the edit.
 * @param tx the edit's transaction
 * @param params.target what is edited; params.editor who edits (id, and whether they are the
 *   author); params.previous the replaced version; params.writtenAt when it was written
 *   (the post's editedAt, else its createdAt)
 */
export async function recordRevision(
  tx: Db,
  params: {
    target: { type: RevisionTarget; id: number };
    editor: { id: number; isAuthor: boolean };
    previous: RevisionSnapshot;
    writtenAt: Date;
  },
): Promise<void> {
  const { target, editor } = params;
  await tx.insert(revisions).values({
    targetType: target.type,
    targetId: target.id,
    editorId: editor.id,
    snapshot: params.previous,
    writtenAt: params.writtenAt,
  });
  if (!editor.isAuthor) {
    await tx.insert(moderationLog).values({ actorId: editor.id, action: 'content-edited', targetType: target.type, targetId: target.id });
  }
}

/**
 * The content warning after an edit: a field left out keeps the current value; turning the
 * warning off clears its text; '' or null text with the warning on means "no text".
 * @param input the edit's `hasContentWarning` and `contentWarningText` (undefined: unchanged)
 * @param current the post's stored warning
 * @returns `{ hasContentWarning, contentWarningText }` to store
 */
export function editedContentWarning(
  input: { hasContentWarning?: boolean; contentWarningText?: string | null },
  current: { hasContentWarning: boolean; contentWarningText: string | null },
): { hasContentWarning: boolean; contentWarningText: string | null } {
  const hasContentWarning = input.hasContentWarning ?? current.hasContentWarning;
  if (!hasContentWarning) return { hasContentWarning, contentWarningText: null };
  const contentWarningText = input.contentWarningText !== undefined ? input.contentWarningText || null : current.contentWarningText;
  return { hasContentWarning, contentWarningText };
}
