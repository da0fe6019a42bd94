import type { ReactNode } from 'react';

/** What can be reported from the question screens. */
export type ReportableTarget = { targetType: 'question' | 'answer' | 'comment'; targetId: number };

/**
 * Renders a 'Report' control for a target. The app passes the reports feature's button in
 * (features never import each other), e.g.
 *   renderReport={(t) => <ReportButton {...t} />}
 */
export type RenderReport = (target: ReportableTarget) => ReactNode;
