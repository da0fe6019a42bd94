import type { App } from '../../app';

export async function adminRoutes(_app: App) {}
