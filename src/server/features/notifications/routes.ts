import type { App } from '../../app';

export async function notificationRoutes(_app: App) {}
