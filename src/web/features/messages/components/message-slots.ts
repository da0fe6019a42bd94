import type { ReactNode } from 'react';

/**
 * Renders a 'Report' control for someone else's message. The app passes the reports feature's
 * button in (features never import each other), e.g. `(t) => <ReportButton {...t} showLabel={false} />`.
 */
export type RenderMessageReport = (target: { targetType: 'message'; targetId: number }) => ReactNode;

/**
 * Renders the one-tap safety controls for the other person of a direct conversation (Block,
 * Report: in every conversation). The app passes them in from the features that
 * own them.
 */
export type RenderPersonActions = (person: { id: number }) => ReactNode;
