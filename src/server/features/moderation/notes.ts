/**
 * Staff notes: what a moderator learned about a member, kept for the next one.
 * Staff read them in the member record only; no other response carries them, except the
 * member's own data export (words and dates, without who wrote them).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { staffNotes, users, type UserRow } from '../../db/schema/index';
import { notFound } from '../../errors';
import { can, type Actor, type RowPolicy } from '../../auth/policy';
import type { TStaffNote } from '../../../common/schemas/index';

/** Most notes shown on a member record (newest first). */
const NOTES_LIMIT = 50;

type NoteRow = { id: number; text: string; createdAt: Date; author: { id: number; firstName: string | null } | null };

/** A note as the viewer reads it, with whether they may delete it. */
function presentNote(viewer: NonNullable<Actor>, n: NoteRow): TStaffNote {
  return {
    id: n.id,
    text: n.text,
    author: n.author,
    createdAt: n.createdAt.toISOString(),
    canDelete: can(viewer, 'staffNote:delete', { authorId: n.author?.id ?? null }),
  };
}

/**
 * The notes about a member, newest first (at most NOTES_LIMIT), for the member record.
 * @param db the database
 * @param viewer the moderator or admin (the route has checked 'moderation:read')
 * @param userId the member
 */
export async function listNotes(db: Db, viewer: NonNullable<Actor>, userId: number): Promise<TStaffNote[]> {
  const rows = await db
    .select({
      id: staffNotes.id,
      text: staffNotes.text,
      createdAt: staffNotes.createdAt,
      author: { id: users.id, firstName: users.firstName },
    })
    .from(staffNotes)
    .leftJoin(users, eq(users.id, staffNotes.authorId))
    .where(eq(staffNotes.userId, userId))
    .orderBy(desc(staffNotes.id))
    .limit(NOTES_LIMIT);
  return rows.map((r) => presentNote(viewer, r));
}

/**
 * Adds a note about a member.
 * @param db the database
 * @param actor the moderator or admin, with their first name (the route has checked 'staffNote:create')
 * @param userId the member
 * @param text the note (validated: 1–STAFF_NOTE_CHARS characters)
 * @returns the note
 * @throws AppError 404 when there is no such account
 */
export async function addNote(
  db: Db,
  actor: Pick<UserRow, 'id' | 'role' | 'firstName'>,
  userId: number,
  text: string,
): Promise<TStaffNote> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw notFound('User');
  const [row] = await db
    .insert(staffNotes)
    .values({ userId, authorId: actor.id, text })
    .returning({ id: staffNotes.id, text: staffNotes.text, createdAt: staffNotes.createdAt });
  return presentNote(actor, { ...row, author: { id: actor.id, firstName: actor.firstName } });
}

/**
 * Deletes a note; only its author or an admin may.
 * @param db the database
 * @param actor the moderator or admin
 * @param userId the member the note is about
 * @param noteId the note
 * @throws AppError 404 when there is no such note about this member; 403 when the actor is
 *   neither its author nor an admin
 */
export async function deleteNote(db: Db, policy: RowPolicy, userId: number, noteId: number): Promise<void> {
  const [note] = await db
    .select({ authorId: staffNotes.authorId })
    .from(staffNotes)
    .where(and(eq(staffNotes.id, noteId), eq(staffNotes.userId, userId)));
  if (!note) throw notFound('Note');
  policy.require('staffNote:delete', { authorId: note.authorId });
  await db.delete(staffNotes).where(eq(staffNotes.id, noteId));
}
