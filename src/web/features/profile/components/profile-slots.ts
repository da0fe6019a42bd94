import type { ReactNode } from 'react';

/**
 * Pieces of other features that the app composes into the profile (features never import each
 * other): the reports feature's 'Report' button and the status feature's picker.
 */

/** Renders a 'Report' control for a person, e.g. `(t) => <ReportButton {...t} />`. */
export type RenderProfileReport = (target: { targetType: 'user'; targetId: number }) => ReactNode;

export type StatusPickerSlotProps = {
  initialStatus: string | null;
  initialSituation: string | null;
  /** When the next status change is allowed (User.nextStatusChangeAt). */
  nextChangeAt: string | null;
  /** The success toast the profile wants: 'Status updated successfully'. */
  successToast: { title: string; description?: string };
  /** Called after a successful change; the profile refetches itself. */
  onSaved: () => void;
};

/** Renders the status picker for the Settings tab, e.g. `(p) => <StatusPicker {...p} />`. */
export type RenderStatusPicker = (props: StatusPickerSlotProps) => ReactNode;
