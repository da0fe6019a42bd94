/**
 * The application's type, kept apart from `app.ts` so feature routes can name it without importing
 * the module that registers them (no import cycle).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/connect';

/** The Fastify instance every feature registers its routes on: Node's HTTP server, pino logger, zod type provider. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}
