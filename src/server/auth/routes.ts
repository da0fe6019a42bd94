import type { App } from '../app';

export async function authRoutes(_app: App) {}
