/**
 * Serves the built web client (dist/web) when it exists; until then a plain placeholder page.
 * Every non-/api path that is not a file gets index.html, so client routes work on reload.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve('dist/web');

export async function webRoutes(app: FastifyInstance) {
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/html')
        .send('<!doctype html><title>MindSpace</title><h1>MindSpace</h1><p>The API is running. <a href="/api/login">Sign in</a></p>'),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    index: false,
    wildcard: false,
    cacheControl: false,
    // Vite's hashed bundles never change; anything else (e.g. theme-init.js) is revalidated.
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
