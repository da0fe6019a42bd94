import type { App } from '../../app';

export async function topicRoutes(_app: App) {}
