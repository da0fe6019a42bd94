/**
 * Rate limits (docs/SECURITY.md "Limits"), built on @fastify/rate-limit's `createRateLimit`
 * counters, checked in one root onRequest hook that runs after the session is resolved and
 * before any body is read:
 *
 * - every /api write (POST, PUT, PATCH, DELETE): RATE_LIMIT_WRITES_PER_MINUTE per member
 *   (per address when signed out), or RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE for an account
 *   younger than NEW_ACCOUNT_HOURS;
 * - reports: RATE_LIMIT_REPORTS_PER_HOUR per member; direct messages and new conversations:
 *   RATE_LIMIT_MESSAGES_PER_MINUTE per member (on top of the write limit);
 * - every /api read (GET): RATE_LIMIT_READS_PER_MINUTE per address; the data export (a heavy
 *   read): RATE_LIMIT_EXPORTS_PER_HOUR per member on top.
 *
 * Each limited response carries `x-ratelimit-limit`, `-remaining` and `-reset` (seconds) of
 * the tightest limit that applied; a refusal is a 429 with `Retry-After` (seconds) and a
 * readable `{ message }`. Counters live in this process's memory: with several instances
 * behind a load balancer each instance counts on its own (decision 0014).
 */
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';
import { AppError } from '../errors';
import { isApiUrl } from './same-origin';
import { words, type Words } from '../i18n/messages';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes with a stricter limit of their own, by `METHOD /route/pattern`. */
const STRICT_ROUTES: Record<string, 'reports' | 'messages' | 'exports'> = {
  'POST /api/reports': 'reports',
  'GET /api/users/me/export': 'exports',
  'POST /api/conversations/:id/messages': 'messages',
  'POST /api/conversations/direct/:userId': 'messages',
};

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; max: number; remaining: number; ttlInSeconds: number; isExceeded: boolean }>;

/**
 * The limits, each named by the refusal a person reads ('error.rateLimited' selects its sentence
 * by this name; 'exports' is its `other`).
 */
const REFUSALS = {
  writes: 'writes',
  newAccount: 'newAccount',
  reports: 'reports',
  messages: 'messages',
  reads: 'reads',
  exports: 'exports',
} as const;

/** How long to wait, in words: 'a few seconds', '40 seconds', 'about 2 minutes'. */
function waitWords(seconds: number): Words {
  if (seconds < 60) return seconds <= 5 ? words('error.waitFewSeconds') : words('error.waitSeconds', { seconds });
  return words('error.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}

/**
 * The rate-limit key of a client address: IPv6 as @fastify/rate-limit normalises it (its /64
 * network, an IPv4-mapped one as IPv4); IPv4, which normalizeIP leaves as it is, without its
 * IPv6 pattern match on every read.
 */
const addressKey = (ip: string) => `address:${ip.includes(':') ? normalizeIP(ip) : ip}`;

/** The rate-limit key of a request: the member when signed in, else the client address. */
export function memberOrAddress(request: FastifyRequest): string {
  return request.user ? `member:${request.user.id}` : addressKey(request.ip);
}

/**
 * Registers @fastify/rate-limit (no per-route hooks of its own) and the one hook that applies
 * the limits above. Needs `request.user` resolved by an earlier onRequest hook.
 * @throws AppError 429 from the hook when a limit is exceeded
 */
export const rateLimits = fp(
  async (app) => {
    const config = app.config;
    await app.register(rateLimit, { global: false });
    const newAccountMs = config.newAccountHours * millisecondsInHour;
    const limiter = (max: number, timeWindow: number, keyGenerator: (r: FastifyRequest) => string) =>
      app.createRateLimit({ max, timeWindow, keyGenerator });

    const writes = limiter(config.rateLimitWritesPerMinute, millisecondsInMinute, memberOrAddress);
    const newAccountWrites = limiter(config.rateLimitNewAccountWritesPerMinute, millisecondsInMinute, memberOrAddress);
    const strict = {
      reports: limiter(config.rateLimitReportsPerHour, millisecondsInHour, memberOrAddress),
      messages: limiter(config.rateLimitMessagesPerMinute, millisecondsInMinute, memberOrAddress),
      exports: limiter(config.rateLimitExportsPerHour, millisecondsInHour, memberOrAddress),
    };
    const reads = limiter(config.rateLimitReadsPerMinute, millisecondsInMinute, (r) => addressKey(r.ip));

    /** The limits one request counts against, with the refusal text of each. */
    const limitsFor = (request: FastifyRequest): [Limiter, keyof typeof REFUSALS][] => {
      const special = STRICT_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
      if (!WRITE_METHODS.has(request.method))
        return special
          ? [
              [reads, 'reads'],
              [strict[special], special],
            ]
          : [[reads, 'reads']];
      const isNew = request.user !== null && Date.now() - request.user.createdAt.getTime() < newAccountMs;
      const out: [Limiter, keyof typeof REFUSALS][] = [isNew ? [newAccountWrites, 'newAccount'] : [writes, 'writes']];
      if (special) out.push([strict[special], special]);
      return out;
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isApiUrl(request.url) || request.method === 'OPTIONS') return;
      let tightest: { max: number; remaining: number; reset: number } | null = null;
      for (const [limit, refusal] of limitsFor(request)) {
        const result = await limit(request);
        if (result.isAllowed) continue;
        if (result.isExceeded) {
          reply.header('x-ratelimit-limit', result.max);
          reply.header('x-ratelimit-remaining', 0);
          reply.header('x-ratelimit-reset', result.ttlInSeconds);
          reply.header('retry-after', result.ttlInSeconds);
          throw new AppError(
            'too_many_requests',
            words('error.rateLimited', { refusal: REFUSALS[refusal], wait: waitWords(result.ttlInSeconds) }),
          );
        }
        if (!tightest || result.remaining < tightest.remaining) {
          tightest = { max: result.max, remaining: result.remaining, reset: result.ttlInSeconds };
        }
      }
      if (tightest) {
        reply.header('x-ratelimit-limit', tightest.max);
        reply.header('x-ratelimit-remaining', tightest.remaining);
        reply.header('x-ratelimit-reset', tightest.reset);
      }
    });
  },
  { name: 'mindspace-rate-limits' },
);
