/**
 * Every wire shape of the API, one module per domain (naming: Z<Thing> schema, T<Thing> type).
 * The server validates requests and serializes responses with these (through the route
 * contract, `../contract.ts`); the web client infers its types from them and validates its forms.
 */
export * from './common';
export * from './questions';
export * from './answers';
export * from './votes';
export * from './topics';
export * from './users';
export * from './conversations';
export * from './notifications';
export * from './moderation';
export * from './email';
export * from './export';
export * from './crisis';
export * from './live-events';
export * from './appeals';
export * from './push';
