/**
 * The ceiling for bench/api.ts: a bare Fastify server with one route that sends fixed bytes (a
 * feed page as MindSpace sent it), with nothing else in the request path. Run as its own process:
 *
 *   node --import tsx bench/bare-route.ts <file-with-the-bytes>
 *
 * Listens on 127.0.0.1 on a free port, prints `port <n>` on standard output when ready, and
 * serves GET /feed until it is killed.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bytes = readFileSync(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/feed', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(bytes));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
