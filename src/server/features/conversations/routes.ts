import type { App } from '../../app';

export async function conversationRoutes(_app: App) {}
