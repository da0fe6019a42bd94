import type { App } from '../../app';

export async function answerRoutes(_app: App) {}
