import type { App } from '../../app';

export async function userRoutes(_app: App) {}
