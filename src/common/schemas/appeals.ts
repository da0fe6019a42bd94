/** Wire schemas of decisions and appeals (docs/api.md "Decisions and appeals"). */
import { z } from 'zod';
import { APPEAL_CHARS, APPEAL_OUTCOMES, DECISION_KINDS, DELETABLE_TARGET_TYPES, SANCTION_TYPES } from '../constants';
import { said } from '../i18n/validation';
import { zId, zText } from './common';

/** An appeal as the member who made it reads it: never who decided it. */
export const ZAppealState = z.object({
  status: z.enum(['pending', 'decided']),
  /** How it ended; absent while pending. */
  outcome: z.enum(APPEAL_OUTCOMES).optional(),
  /** What the staff member who looked again wrote to the member; absent while pending. */
  note: z.string().optional(),
});

/**
 * A decision about the member (`GET /api/users/me/decisions`): a sanction on them, or the
 * removal of something they wrote. Never says who reported, nor which staff member decided.
 */
export const ZDecision = z.object({
  id: z.number(),
  kind: z.enum(DECISION_KINDS),
  /** A sanction's type (warn, silence, suspend, ban) or what was removed (question, answer, comment, message). */
  what: z.enum([...SANCTION_TYPES, ...DELETABLE_TARGET_TYPES]),
  /** For a removal: the first words of what was removed (the member's own words); null for a sanction. */
  excerpt: z.string().nullable(),
  reason: z.string().nullable(),
  /** When a silence or suspension ends (absent: no end, or not a sanction that lasts). */
  endsAt: z.string().optional(),
  createdAt: z.string(),
  /** The member may still appeal: no appeal yet, within APPEAL_DAYS, and the decision not already undone. */
  appealable: z.boolean(),
  /** Until when an appeal can be made. */
  appealableUntil: z.string(),
  appeal: ZAppealState.nullable(),
});
export type TDecision = z.infer<typeof ZDecision>;
export const ZDecisionList = z.object({ items: z.array(ZDecision) });

/** `POST /api/decisions/:id/appeal`. */
export const ZCreateAppeal = z.object({ text: zText('validation.field.appeal', APPEAL_CHARS) });
/** `POST /api/moderation/appeals/:id/decision`. */
export const ZDecideAppeal = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: said('validation.appealOutcome') }),
  note: zText('validation.field.note', APPEAL_CHARS),
});

/** An appeal as staff see it in the Appeals tab. */
export const ZStaffAppeal = z.object({
  id: z.number(),
  text: z.string(),
  status: z.enum(['pending', 'decided']),
  outcome: z.enum(APPEAL_OUTCOMES).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  member: z.object({ id: z.number(), firstName: z.string().nullable() }),
  decision: ZDecision.pick({ id: true, kind: true, what: true, excerpt: true, reason: true, endsAt: true, createdAt: true }).extend({
    /** The staff member who made the decision (they may not decide its appeal). */
    madeBy: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  }),
  /** The viewer may decide it: pending, and the viewer did not make the decision. */
  canDecide: z.boolean(),
});
export type TStaffAppeal = z.infer<typeof ZStaffAppeal>;
export const ZStaffAppealList = z.object({ items: z.array(ZStaffAppeal) });

/** `/api/decisions/:id/appeal`. */
export const ZDecisionIdParams = z.object({ id: zId('id') });
