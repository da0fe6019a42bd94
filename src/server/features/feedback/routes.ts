import type { App } from '../../app';

export async function feedbackRoutes(_app: App) {}
