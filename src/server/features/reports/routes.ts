import type { App } from '../../app';

export async function reportRoutes(_app: App) {}
