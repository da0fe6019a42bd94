import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';

/** Seeds demo content into an empty database. (Filled in by the seed work.) */
export async function seedIfEmpty(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
