/**
 * Sign-in routes: /api/login → identity provider → /api/callback → session; /api/logout;
 * /api/auth/user. With no OIDC_ISSUER_URL the embedded demo provider is mounted at /oidc.
 * The plugin is fastify-plugin wrapped because the provider's middleware must see requests
 * at root scope (paths under /oidc have no Fastify route of their own).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../../common/contract';
import type { Config } from '../config';
import { presentMe } from '../shared/presenters';
import { getSettings } from '../shared/settings';
import { DEMO_ACCOUNTS, EMBEDDED_ISSUER } from './demo-accounts';
import { mountEmbeddedProvider } from './embedded-provider';
import { AccountClosedError, signInUser } from './identities';
import { createRelyingParty, describeSignInError, ZPendingSignIn, type RelyingParty } from './relying-party';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSession,
  forgetCachedSession,
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
} from './session';

/** Cookie holding state, nonce, PKCE verifier and returnTo between /api/login and /api/callback. */
export const SIGN_IN_COOKIE = 'mindspace_signin';
const SIGN_IN_COOKIE_PATH = '/api/callback';
/** A sign-in has 10 minutes to come back (seconds). */
const SIGN_IN_COOKIE_MAX_AGE = 10 * 60;
/** Where a failed sign-in lands; the web client shows a message for it. */
export const SIGN_IN_ERROR_PATH = '/?signInError=1';

/**
 * The path to land on after sign-in: a same-origin path, or '/' when the value is missing,
 * absolute, protocol-relative (`//evil`), has a backslash or control characters, or points
 * back into the sign-in machinery. The check is made on the path as the WHATWG URL parser
 * normalises it against PUBLIC_URL — the same string that is returned — so dot segments and
 * encodings cannot turn an accepted value into `//evil.example` (`/.//evil.example`,
 * `/%2e//evil.example`, `/a/..//evil.example`).
 * @param value the `returnTo` query value
 * @param publicUrl the site's base URL
 * @returns a path starting with exactly one '/', with its query and fragment
 */
export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value.length > 1024) return '/';
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const base = new URL(publicUrl);
  const url = URL.parse(value, base);
  if (!url || url.origin !== base.origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  // The result read back must be the same place on the same site.
  const again = URL.parse(path, base);
  if (!again || again.origin !== base.origin || again.href !== url.href) return '/';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc')) return '/';
  return path;
}

/** Builds the relying party for the configured provider, or mounts the embedded one first. */
async function setUpRelyingParty(app: FastifyInstance, config: Config) {
  const redirectUri = `${config.publicUrl}/api/callback`;
  const postLogoutRedirectUri = `${config.publicUrl}/`;
  if (config.oidc) {
    const allowHttp = config.oidc.issuerUrl.startsWith('http:');
    if (allowHttp) app.log.warn({ issuer: config.oidc.issuerUrl }, 'the identity provider is reached over plain http');
    return {
      embedded: false,
      rp: createRelyingParty(
        {
          issuerUrl: config.oidc.issuerUrl,
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          redirectUri,
          postLogoutRedirectUri,
          allowInsecureRequests: allowHttp,
        },
        app.log,
      ),
    };
  }
  const embedded = await mountEmbeddedProvider(app, config);
  return {
    embedded: true,
    rp: createRelyingParty(
      {
        issuerUrl: embedded.issuerUrl,
        clientId: embedded.clientId,
        clientSecret: embedded.clientSecret,
        redirectUri,
        postLogoutRedirectUri,
        allowInsecureRequests: embedded.issuerUrl.startsWith('http:'),
        // Always show the demo sign-in form, so signing out of MindSpace is a full sign-out
        // and people can switch demo accounts (the embedded provider has no end-session page).
        extraAuthorizationParams: { prompt: 'login' },
      },
      app.log,
    ),
  };
}

/**
 * Registers /api/login, /api/callback, /api/logout and /api/auth/user (and the embedded
 * provider when config.oidc is unset).
 * @throws Error at registration when the embedded provider would run with env 'production'
 */
export const authRoutes = fp(
  async (root: FastifyInstance) => {
    const config = root.config;
    const { embedded, rp } = await setUpRelyingParty(root, config);
    const app = root.withTypeProvider<ZodTypeProvider>();
    const secure = config.publicUrl.startsWith('https:');

    const failSignIn = (request: FastifyRequest, reply: FastifyReply, reason: object, msg: string) => {
      request.log.warn({ reason }, msg);
      root.metrics.signIns.inc({ outcome: 'failure' });
      return reply.redirect(SIGN_IN_ERROR_PATH, 302);
    };

    app.get('/api/login', { schema: API['GET /api/login'], config: { policy: 'public' } }, async (request, reply) => {
      let started: Awaited<ReturnType<RelyingParty['startSignIn']>>;
      try {
        started = await rp.startSignIn(safeReturnTo(request.query.returnTo, config.publicUrl));
      } catch (err) {
        return failSignIn(request, reply, describeSignInError(err), 'sign-in could not start: the identity provider is unreachable');
      }
      reply.setCookie(SIGN_IN_COOKIE, JSON.stringify(started.pending), {
        path: SIGN_IN_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        maxAge: SIGN_IN_COOKIE_MAX_AGE,
      });
      return reply.header('cache-control', 'no-store').redirect(started.url.href, 302);
    });

    // logLevel warn: the request log line would carry the authorization code in the URL.
    app.get(
      '/api/callback',
      { schema: API['GET /api/callback'], config: { policy: 'public' }, logLevel: 'warn' },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const raw = request.cookies[SIGN_IN_COOKIE];
        reply.clearCookie(SIGN_IN_COOKIE, { path: SIGN_IN_COOKIE_PATH });
        const unsigned = raw ? request.unsignCookie(raw) : null;
        let pending;
        try {
          pending = unsigned?.valid && unsigned.value ? ZPendingSignIn.parse(JSON.parse(unsigned.value)) : null;
        } catch {
          pending = null;
        }
        if (!pending) {
          return failSignIn(request, reply, { name: 'MissingSignInState' }, 'sign-in failed: no valid sign-in in progress');
        }

        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const callbackUrl = new URL(`${config.publicUrl}/api/callback${query}`);
        let result;
        try {
          result = await rp.finishSignIn(callbackUrl, pending);
        } catch (err) {
          return failSignIn(request, reply, describeSignInError(err), 'sign-in failed at the identity provider');
        }

        const identityIssuer = embedded ? EMBEDDED_ISSUER : result.claims.issuer;
        const role = (embedded && DEMO_ACCOUNTS.find((a) => a.username === result.claims.subject)?.role) || 'user';
        const db = root.database.db;
        try {
          const { user } = await signInUser(db, identityIssuer, result.claims, role);
          // Session rotation: a new session for every sign-in; the one this browser had is closed.
          const previous = request.cookies[SESSION_COOKIE];
          if (previous) {
            await deleteSession(db, previous);
            forgetCachedSession(root, previous);
          }
          const token = await createSession(db, user.id, result.idToken ?? undefined);
          setSessionCookie(reply, token, secure);
          root.log.info({ reqId: request.id, userId: user.id }, 'signed in');
          root.metrics.signIns.inc({ outcome: 'success' });
          return reply.redirect(pending.returnTo, 302);
        } catch (err) {
          if (err instanceof AccountClosedError) {
            return failSignIn(request, reply, { name: err.name }, 'sign-in refused: the account is closed');
          }
          // A database failure still lands on the site with a message, never on an error page.
          request.log.error({ reason: describeSignInError(err) }, 'sign-in failed while saving the user or session');
          root.metrics.signIns.inc({ outcome: 'failure' });
          return reply.redirect(SIGN_IN_ERROR_PATH, 302);
        }
      },
    );

    app.get('/api/logout', { schema: API['GET /api/logout'], config: { policy: 'public' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[SESSION_COOKIE];
      let idToken: string | null = null;
      if (token) {
        idToken = (await findSession(root.database.db, token))?.session.idToken ?? null;
        await deleteSession(root.database.db, token);
        forgetCachedSession(root, token);
      }
      clearSessionCookie(reply);
      let destination = '/';
      try {
        destination = (await rp.endSessionUrl(idToken))?.href ?? '/';
      } catch (err) {
        request.log.warn({ reason: describeSignInError(err) }, 'provider sign-out skipped: the identity provider is unreachable');
      }
      return reply.redirect(destination, 302);
    });

    app.get('/api/auth/user', { schema: API['GET /api/auth/user'], config: { policy: 'signedIn' } }, async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const { country, locale } = await getSettings(app.database.db, user.id);
      const held = request.user?.suspension;
      const suspension = held ? { reason: held.reason, endsAt: held.endsAt?.toISOString() ?? null } : null;
      return { ...presentMe(user), country, locale, suspension };
    });
  },
  { name: 'mindspace-auth' },
);
