import type { App } from '../../app';

export async function voteRoutes(_app: App) {}
