import type { ReactNode } from 'react';

/**
 * Renders a 'Report' control for someone else's message. The app passes the reports feature's
 * button in (features never import each other), e.g. `(t) => <ReportButton {...t} showLabel={false} />`.
 */
export type RenderMessageReport = (target: { targetType: 'message'; targetId: number }) => ReactNode;
