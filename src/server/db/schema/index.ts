export * from './users';
export * from './content';
export * from './messaging';
export * from './moderation';
export * from './events';
export * from './email';
export * from './push';
