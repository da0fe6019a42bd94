/**
 * Live events for every moderator and admin (one event each; no member receives them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema/index';
import { emitEvents } from '../events/outbox';
import type { TLiveEvent } from '../../common/schemas/index';
import { live } from './live';

/**
 * Tells every moderator and admin's open screens that something they share changed.
 * @param tx the transaction of the change (the events are delivered at its commit)
 * @param event a staff event ('safety.changed', 'queue.changed', 'appeals.changed'); its payload holds ids only, never
 *   anything a member wrote
 */
export async function announceToStaff(
  tx: Db,
  event: Extract<TLiveEvent, { type: 'safety.changed' | 'queue.changed' | 'appeals.changed' }>,
): Promise<void> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} in ('moderator', 'admin') and ${live(users)}`);
  await emitEvents(
    tx,
    staff.map((s) => ({ ...event, userId: s.id })),
  );
}
