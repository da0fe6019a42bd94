import type { App } from '../../app';

export async function questionRoutes(_app: App) {}
