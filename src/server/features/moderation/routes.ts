import type { App } from '../../app';

export async function moderationRoutes(_app: App) {}
