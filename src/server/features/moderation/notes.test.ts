/**
 * Staff notes about a member through the real app: staff add them;
 * the author or an admin deletes them; they show in the member record to staff only (403 for
 * everyone else) and in no other response — except the member's own export, words and dates
 * only, without who wrote them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeQuestion, makeReport } from '../../test/factories';
import { STAFF_NOTE_CHARS } from '../../../common/constants';

let ctx: TestContext;
let robin: TestUser;
let maya: TestUser;
let sam: TestUser;
let ada: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  robin = await ctx.createUser({ firstName: 'Robin' });
  maya = await ctx.createUser({ role: 'moderator', firstName: 'Maya' });
  sam = await ctx.createUser({ role: 'moderator', firstName: 'Sam' });
  ada = await ctx.createUser({ role: 'admin', firstName: 'Ada' });
  other = await ctx.createUser({ firstName: 'Kai' });
});
afterAll(() => ctx.close());

const addNote = (by: TestUser | null, userId: number, text: string) =>
  ctx.api(by, 'POST /api/moderation/users/:userId/notes', { params: { userId }, body: { text } });
const deleteNote = (by: TestUser, userId: number, noteId: number) =>
  ctx.api(by, 'DELETE /api/moderation/users/:userId/notes/:noteId', { params: { userId, noteId } });
const record = (viewer: TestUser, userId: number) => ctx.api(viewer, 'GET /api/moderation/users/:userId', { params: { userId } });

describe('adding a note', () => {
  it('answers 201 and shows it, newest first, in the member record with its author', async () => {
    const first = await addNote(maya, robin.id, 'Going through a break-up; gentle with warnings.');
    expect(first.statusCode).toBe(201);
    expect(first.body).toMatchObject({
      text: 'Going through a break-up; gentle with warnings.',
      author: { id: maya.id, firstName: 'Maya' },
    });
    const second = await addNote(sam, robin.id, 'Responded well to a check-in.');
    const notes = (await record(maya, robin.id)).body.notes;
    expect(notes.map((n) => n.id)).toEqual([second.body.id, first.body.id]);
    // The author of a note and admins may delete it; other moderators may not.
    expect(notes.map((n) => n.canDelete)).toEqual([false, true]);
    expect((await record(ada, robin.id)).body.notes.map((n) => n.canDelete)).toEqual([true, true]);
  });

  it('refuses members with 403 and the signed out with 401, and keeps nothing', async () => {
    const before = (await record(maya, robin.id)).body.notes.length;
    expect((await addNote(other, robin.id, 'I know things')).statusCode).toBe(403);
    expect((await addNote(robin, robin.id, 'About me')).statusCode).toBe(403);
    expect((await addNote(null, robin.id, 'Nobody')).statusCode).toBe(401);
    expect((await record(maya, robin.id)).body.notes).toHaveLength(before);
  });

  it('refuses an empty or too long note with a clear 400, and an unknown member with 404', async () => {
    const empty = await addNote(maya, robin.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Note cannot be empty');
    const long = await addNote(maya, robin.id, 'x'.repeat(STAFF_NOTE_CHARS + 1));
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toMatch(/^Note /);
    expect((await addNote(maya, 999_999, 'Nobody here')).statusCode).toBe(404);
  });
});

describe('reading notes', () => {
  it('is for staff only: the member record is 403 for members, the member themself included', async () => {
    for (const viewer of [robin, other]) {
      const res = await record(viewer, robin.id);
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('break-up');
    }
  });

  it('appears in no other response, whoever asks', async () => {
    const marker = 'NOTE-MARKER-7b1e: talked about their exams';
    await addNote(maya, robin.id, marker);
    const q = await makeQuestion(ctx.database.db, robin.id, { title: 'Exams are close' });
    await makeReport(ctx.database.db, { reporterId: other.id, targetId: q.id });
    const reads: [TestUser, string][] = [
      [robin, '/api/auth/user'],
      [robin, `/api/users/${robin.id}`],
      [other, `/api/users/${robin.id}`],
      [maya, `/api/users/${robin.id}`],
      [robin, `/api/users/${robin.id}/questions`],
      [robin, `/api/questions/${q.id}`],
      [maya, `/api/questions/${q.id}`],
      [robin, '/api/notifications'],
      [robin, '/api/users/me/settings'],
      [maya, '/api/moderation/reports'],
      [maya, '/api/moderation/flagged'],
      [maya, '/api/moderation/log'],
      [ada, '/api/admin/users'],
      [ada, '/api/admin/stats'],
    ];
    for (const [viewer, url] of reads) {
      // ctx.request: one loop over URLs of different routes.
      const res = await ctx.request(viewer, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.text, url).not.toContain('NOTE-MARKER');
    }
    expect((await record(maya, robin.id)).text).toContain('NOTE-MARKER');
  });

  it("is in the member's own export, words and date only, never who wrote it", async () => {
    const res = await ctx.api(robin, 'GET /api/users/me/export');
    expect(res.statusCode).toBe(200);
    const notes = res.body.staffNotes;
    expect(notes.map((n) => n.text)).toContain('Responded well to a check-in.');
    expect(Object.keys(notes[0]).sort()).toEqual(['createdAt', 'text']);
    expect(JSON.stringify(notes)).not.toMatch(/Maya|Sam/);
    // Another member's export has none of Robin's notes.
    expect((await ctx.api(other, 'GET /api/users/me/export')).body.staffNotes).toEqual([]);
  });
});

describe('deleting a note', () => {
  it('is for its author or an admin: another moderator gets 403 and the note stays', async () => {
    const note = (await addNote(maya, robin.id, 'To be deleted')).body;
    const refused = await deleteNote(sam, robin.id, note.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Only the author of a note or an admin can delete it');
    expect((await record(sam, robin.id)).body.notes.some((n) => n.id === note.id)).toBe(true);

    expect((await deleteNote(maya, robin.id, note.id)).statusCode).toBe(200);
    expect((await record(sam, robin.id)).body.notes.some((n) => n.id === note.id)).toBe(false);

    const samsNote = (await addNote(sam, robin.id, 'Admin removes this')).body;
    expect((await deleteNote(ada, robin.id, samsNote.id)).statusCode).toBe(200);
    expect((await record(sam, robin.id)).body.notes.some((n) => n.id === samsNote.id)).toBe(false);
  });

  it('is 403 for members, and 404 for a note about someone else', async () => {
    const note = (await addNote(maya, robin.id, 'Stays')).body;
    expect((await deleteNote(robin, robin.id, note.id)).statusCode).toBe(403);
    expect((await deleteNote(maya, other.id, note.id)).statusCode).toBe(404);
    expect((await record(maya, robin.id)).body.notes.some((n) => n.id === note.id)).toBe(true);
  });
});
