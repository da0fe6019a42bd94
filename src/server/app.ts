/**
 * buildApp: the whole HTTP application (API, sign-in, static web client), without listening.
 * main.ts listens on it; tests call `app.inject` on it against a real database.
 */
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App } from './app-types';
import type { Config } from './config';
import type { Database } from './db/connect';
import { AppError, errorText, loggableError } from './errors';
import { requestLocale } from './i18n/reader-locale';
import { serverText, validationText, type ServerMessageId } from './i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { visitorLocale } from './shared/accept-language';
import { sessionPlugin } from './auth/session';
import { emittedEventsPlugin } from './events/emitted';
import { cachesPlugin } from './shared/caches';
import { routeChain } from './route-chain';
import { publicHostPlugin } from './auth/public-host';
import { metricsPlugin } from './metrics/metrics-plugin';
import { logDestination, serializeRequestForLog } from './logging';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './features/health/routes';
import { topicRoutes } from './features/topics/routes';
import { questionRoutes } from './features/questions/routes';
import { followRoutes } from './features/follows/routes';
import { answerRoutes } from './features/answers/routes';
import { voteRoutes } from './features/votes/routes';
import { userRoutes } from './features/users/routes';
import { notificationRoutes } from './features/notifications/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { conversationRoutes } from './features/conversations/routes';
import { reportRoutes } from './features/reports/routes';
import { moderationRoutes } from './features/moderation/routes';
import { adminRoutes } from './features/admin/routes';
import { settingsRoutes } from './features/settings/routes';
import { blockRoutes } from './features/blocks/routes';
import { pushRoutes } from './features/push/routes';
import { exportRoutes } from './features/export/routes';
import { emailRoutes } from './features/email/routes';
import { revisionRoutes } from './features/revisions/routes';
import { crisisRoutes } from './features/crisis/routes';
import { THEME_INIT_SCRIPT_SOURCE, webRoutes } from './web-static';
import { startEventBus } from './events/bus';
import { eventRoutes } from './events/routes';
import { idempotencyPlugin } from './shared/idempotency';
import { sameOriginWrites } from './security/same-origin';
import { rateLimits } from './security/rate-limits';
import { requestDeadline } from './security/request-deadline';
import { recordServedRoutes } from './route-table';
import { apiResponseHeaders, recordedHeaders } from './security/response-headers';
import { COMPRESSION } from './shared/compression';

export type AppDeps = {
  config: Config;
  database: Database;
  /** A pino logger to use instead of creating one (tests pass a silent one). */
  logger?: FastifyBaseLogger | boolean;
  /** Where the created logger writes (default stdout); tests read the request log this way. */
  logStream?: NodeJS.WritableStream;
  /** Called with every route as it is registered (the test suites read each route's schema this way). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Check every /api reply against its route's declared statuses and policy (route-chain.ts);
   * the test harness turns it on, so a route that breaks its contract fails the tests.
   */
  checkContract?: boolean;
  /** The built web client's folder (default dist/web; tests pass their own build). */
  webDist?: string;
};

/**
 * Builds the Fastify application with every plugin and feature route registered.
 * @param deps configuration and an open database
 * @returns the app, ready for `listen` or `inject`
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  // Presenters tell the Safety Team's account from a member posing under its name (shared/names.ts).
  const app = Fastify({
    ...(typeof deps.logger === 'object'
      ? { loggerInstance: deps.logger }
      : {
          logger:
            deps.logger === false
              ? false
              : {
                  level: deps.config.logLevel,
                  // Request and response logs carry method, path, status and timing — never a body
                  // nor a query string.
                  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
                  serializers: { req: serializeRequestForLog },
                  // LOG_FORMAT: JSON lines, or pino-pretty's one coloured line at a terminal.
                  stream: logDestination(deps.config, deps.logStream),
                },
        }),
    genReqId: () => crypto.randomUUID(),
    // A client's own X-Request-Id is believed only from a trusted proxy (decision 0014).
    requestIdHeader: deps.config.trustProxy === false ? false : 'x-request-id',
    // Fastify accepts a hop count at run time; its types list only boolean, string and string[].
    trustProxy: deps.config.trustProxy as boolean | string | string[],
    // Time to receive a request's line and headers: a client that takes longer gets Node's
    // `408 Request Timeout` and the connection closes (security/request-deadline.ts gives the
    // body the same deadline). Node checks this every connectionsCheckingInterval
    // (30 s by default), so the check runs at least as often as the limit itself.
    requestTimeout: deps.config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(deps.config.requestTimeoutMs, 1000) },
    // A socket silent for twice that long is closed (after the 408 had its chance); the
    // live-event stream lifts this idle limit on its own socket.
    connectionTimeout: 2 * deps.config.requestTimeoutMs,
    bodyLimit: 256 * 1024,
    // Errors Fastify raises before routing (a URL that is not valid percent-encoding, a path
    // parameter too long) answer like every other error: `{ message }` only.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      const message = status === 500 ? 'Something went wrong on our side. Please try again.' : 'The address is not valid';
      return (reply as FastifyReply).status(status).type('application/json').send({ message });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Before any plugin: every route from here on is in the route table (route-table.ts).
  recordServedRoutes(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all: in development, requests on another host go to PUBLIC_URL's (sign-in needs one host).
  await app.register(publicHostPlugin, { config: deps.config });
  await app.register(metricsPlugin, { config: deps.config, database: deps.database });
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const eventBus = await startEventBus(deps.database, app.log);
  app.decorate('eventBus', eventBus);
  app.addHook('onClose', () => eventBus.close());

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // What a person reads, in their language: the member's setting, else
    // Accept-Language; English when that cannot be read (the database may be what failed).
    const locale = await requestLocale(deps.database.db, request).catch(() => DEFAULT_LOCALE);
    const say = (id: ServerMessageId) => serverText(locale, id);
    if (error instanceof AppError) {
      const message = errorText(error, locale);
      return reply.status(error.statusCode).send(error.reason ? { message, code: error.reason, ...error.details } : { message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessage(error.validation, error.validationContext, locale) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: say('error.invalidJson') });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: say('error.emptyBody') });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: say('error.jsonOnly') });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: say('error.bodyTooLarge') });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: say('error.tooOften') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ message: say('error.serverFailed') });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ message: serverText(visitorLocale(request.headers['accept-language']), 'error.apiNotFound') });
    }
    return reply.status(404).type('text/plain').send('404 Page Not Found');
  });

  // Security headers from helmet, made once: @fastify/helmet builds its middleware again on
  // every request, and the middleware builds the same headers again (4.5 % and then about 5 % of
  // the server's CPU on cached feed pages, --cpu-prof under `npm run bench -- api`). Set on the
  // raw response, so the live-event stream's own writeHead sends them too.
  const securityHeaders = recordedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Bundles from 'self'; inline only theme-init, by its hash.
          scriptSrc: ["'self'", THEME_INIT_SCRIPT_SOURCE],
          // The optional Space Mode playlist player is an embed (spec §1).
          frameSrc: ["'self'", 'https://open.spotify.com', 'https://www.youtube-nocookie.com'],
          connectSrc: ["'self'"],
          formAction: ["'self'", ...(deps.config.oidc ? [new URL(deps.config.oidc.issuerUrl).origin] : [])],
          upgradeInsecureRequests: deps.config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // Responses of 1 KiB and more (API JSON, index.html) are compressed for clients that accept
  // it: brotli at quality 4 (fast; the plugin's default), else gzip. text/event-stream never is
  // (the plugin's default types leave it out, and /api/events opts out as well). Finished pages
  // of the read cache come compressed once with the same settings (shared/compression.ts).
  await app.register(compress, { global: true, ...COMPRESSION });
  await app.register(cookie, { secret: deps.config.sessionSecret ?? crypto.randomUUID() + crypto.randomUUID() });
  await app.register(requestDeadline);
  await app.register(emittedEventsPlugin);
  await app.register(cachesPlugin);
  await app.register(sessionPlugin);
  // The chain's order: session, rate limit, sign-in and policy, then same-origin writes.
  await app.register(rateLimits);
  await app.register(routeChain, { checkContract: deps.checkContract ?? false });
  await app.register(sameOriginWrites);
  await app.register(idempotencyPlugin);
  await app.register(apiResponseHeaders);

  await app.register(healthRoutes);
  await app.register(eventRoutes);
  await app.register(authRoutes);
  for (const routes of [
    topicRoutes,
    questionRoutes,
    followRoutes,
    answerRoutes,
    voteRoutes,
    userRoutes,
    settingsRoutes,
    blockRoutes,
    exportRoutes,
    notificationRoutes,
    feedbackRoutes,
    conversationRoutes,
    reportRoutes,
    moderationRoutes,
    adminRoutes,
    emailRoutes,
    revisionRoutes,
    crisisRoutes,
    pushRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }
  await app.register(webRoutes, { root: deps.webDist });
  return app;
}

type ValidationIssue = { instancePath: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

/** Turns zod issues into one readable sentence, naming the field when the message does not. */
function validationMessage(issues: ValidationIssue[], context: string | undefined, locale: Locale): string {
  const parts = issues.map((i) => {
    const msg = i.params?.issue?.message ?? i.message ?? 'is not valid';
    const field = (i.params?.issue?.path ?? []).join('.') || i.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (!field && context === 'body' && /expected object/.test(msg)) return serverText(locale, 'error.sendObject');
    // zod's own messages (a wrong type in an API call) are English; the schemas' are catalog words.
    return /^(Invalid|Expected|Unrecognized|Too )/.test(msg) && field ? `${field}: ${msg}` : validationText(locale, msg);
  });
  return [...new Set(parts)].join('; ');
}
