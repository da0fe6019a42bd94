/**
 * The embedded OpenID Connect provider (oidc-provider), mounted at /oidc inside the same
 * Fastify server with @fastify/middie, so `npm start` gives a working sign-in with the demo
 * accounts of demo-accounts.ts. It exists only while OIDC_ISSUER_URL is unset and never runs
 * under NODE_ENV=production.
 *
 * Shape: one first-party client (`mindspace-web`, a random secret per process, PKCE required),
 * scopes openid profile email, ES256 signing key generated at start, devInteractions off and
 * our own sign-in page at /oidc/interaction/:uid (consent is granted automatically for our
 * own client). RP-initiated logout is off: MindSpace asks for prompt=login on every sign-in,
 * so signing out of MindSpace is enough (docs/decisions/0002-identity-and-claims.md).
 *
 * Storage: oidc-provider's default in-memory adapter. That is acceptable only because this is
 * a single-process development provider: a restart forgets pending sign-ins, nothing else.
 */
import { createHash, generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import middie from '@fastify/middie';
import type Provider from 'oidc-provider';
import type { Configuration as ProviderConfiguration, JWK } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
import { renderSignInPage, renderSignInProblemPage } from './embedded-pages';

/** Where the provider is mounted; the issuer is publicUrl + this path. */
export const EMBEDDED_PROVIDER_PATH = '/oidc';
/** The one client of the embedded provider: MindSpace itself. */
export const EMBEDDED_CLIENT_ID = 'mindspace-web';
/** Scopes the embedded provider knows, all granted to our own client without a consent screen. */
const SCOPES = ['openid', 'profile', 'email'];
const INTERACTION_PREFIX = '/interaction/';

export type EmbeddedProviderHandle = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
};

/**
 * Refuses the embedded provider where it must never run.
 * @throws Error when config.env is 'production' (demo accounts with a public password)
 */
export function assertEmbeddedProviderAllowed(config: Pick<Config, 'env'>): void {
  if (config.env === 'production') {
    throw new Error(
      'The embedded demo sign-in provider cannot run with NODE_ENV=production: set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to use a real identity provider.',
    );
  }
}

/** The demo account for a username typed on the sign-in page (case and spaces ignored). */
function findDemoAccount(username: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.username === wanted);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const DEMO_PASSWORD_DIGEST = digest(DEMO_PASSWORD);

/** Constant-time password check (equal-length digests, so timingSafeEqual never throws). */
function passwordMatches(password: string): boolean {
  return timingSafeEqual(digest(password), DEMO_PASSWORD_DIGEST);
}

const ZSignInForm = z.object({
  username: z.string().max(200).catch(''),
  password: z.string().max(200).catch(''),
});

/**
 * Mounts the embedded provider on the app (root scope: call it from a fastify-plugin
 * wrapped plugin). The oidc-provider module is loaded and the provider built on the first
 * request to /oidc, so apps that never sign anyone in do not pay for it.
 * @param app the root Fastify instance
 * @param config server configuration (publicUrl, sessionSecret, env)
 * @returns the issuer URL and the client credentials for the relying party
 * @throws Error when config.env is 'production'
 */
export async function mountEmbeddedProvider(app: FastifyInstance, config: Config): Promise<EmbeddedProviderHandle> {
  assertEmbeddedProviderAllowed(config);
  app.log.warn(
    { issuer: config.publicUrl + EMBEDDED_PROVIDER_PATH },
    'Demo sign-in is ON: the embedded OpenID provider accepts the demo accounts with a public password. Set OIDC_ISSUER_URL for real sign-in.',
  );

  const handle: EmbeddedProviderHandle = {
    issuerUrl: config.publicUrl + EMBEDDED_PROVIDER_PATH,
    clientId: EMBEDDED_CLIENT_ID,
    clientSecret: randomBytes(32).toString('base64url'),
  };

  let building: Promise<{ provider: Provider; handler: ReturnType<Provider['callback']> }> | undefined;
  const getProvider = () => {
    building ??= createProvider(app, config, handle)
      .then((provider) => ({ provider, handler: provider.callback() }))
      .catch((err: unknown) => {
        building = undefined;
        throw err;
      });
    return building;
  };

  if (!app.hasDecorator('use')) await app.register(middie);
  // Everything under /oidc goes to oidc-provider before Fastify parses a body, except the
  // interaction pages, which are ordinary Fastify routes below.
  app.use(EMBEDDED_PROVIDER_PATH, (req, res, next) => {
    if (req.url?.startsWith(INTERACTION_PREFIX)) return next();
    getProvider().then(({ handler }) => handler(req, res), next);
  });

  await app.register(async (pages) => {
    // The sign-in form posts application/x-www-form-urlencoded; only these routes accept it.
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const ZParams = z.object({ uid: z.string().min(1).max(100) });
    const interactionUrl = (uid: string) => `${EMBEDDED_PROVIDER_PATH}${INTERACTION_PREFIX}${encodeURIComponent(uid)}`;
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const expired = (reply: FastifyReply) => html(reply, 400, renderSignInProblemPage('This sign-in has expired or was already used.'));

    /** Grants our own client the requested scopes, so no consent screen is shown. */
    const grantFirstParty = async (provider: Provider, accountId: string, params: Record<string, unknown>) => {
      const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
      const requested = String(params.scope ?? '').split(' ');
      grant.addOIDCScope(SCOPES.filter((s) => requested.includes(s)).join(' '));
      return grant.save();
    };

    pages.get(`${EMBEDDED_PROVIDER_PATH}${INTERACTION_PREFIX}:uid`, async (request, reply) => {
      const { uid } = ZParams.parse(request.params);
      const { provider } = await getProvider();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!details || details.uid !== uid) return expired(reply);
      if (details.prompt.name === 'consent' && details.session?.accountId && details.params.client_id === EMBEDDED_CLIENT_ID) {
        const grantId = await grantFirstParty(provider, details.session.accountId, details.params);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.redirect(returnTo, 303);
      }
      return html(reply, 200, renderSignInPage(interactionUrl(uid)));
    });

    pages.post(`${EMBEDDED_PROVIDER_PATH}${INTERACTION_PREFIX}:uid`, async (request, reply) => {
      const { uid } = ZParams.parse(request.params);
      const { provider } = await getProvider();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!details || details.uid !== uid) return expired(reply);
      const form = ZSignInForm.parse(request.body ?? {});
      const passwordOk = passwordMatches(form.password);
      const account = findDemoAccount(form.username);
      if (!account || !passwordOk) {
        request.log.info('demo sign-in refused: wrong username or password');
        return html(reply, 401, renderSignInPage(interactionUrl(uid), { username: form.username, error: 'Wrong username or password' }));
      }
      const grantId = await grantFirstParty(provider, account.username, details.params);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.username }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });

  return handle;
}

/** Builds the oidc-provider instance (loaded on first use). */
async function createProvider(app: FastifyInstance, config: Config, handle: EmbeddedProviderHandle): Promise<Provider> {
  const { default: ProviderClass } = await import('oidc-provider');
  // A fresh signing key per process: ID tokens only need to outlive one sign-in.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig' } as JWK;
  const cookieKey = config.sessionSecret
    ? createHash('sha256').update(`oidc-cookies:${config.sessionSecret}`).digest('base64url')
    : randomBytes(32).toString('base64url');
  const cookieOptions = { httpOnly: true, sameSite: 'lax', signed: true } as const;

  const configuration: ProviderConfiguration = {
    clients: [
      {
        client_id: handle.clientId,
        client_secret: handle.clientSecret,
        redirect_uris: [`${config.publicUrl}/api/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [cookieKey],
      names: { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_interaction_resume' },
      long: cookieOptions,
      short: cookieOptions,
    },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // Profile claims go into the ID token too (the relying party also reads userinfo).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = DEMO_ACCOUNTS.find((a) => a.username === sub);
      if (!account) return undefined;
      return {
        accountId: account.username,
        claims: () => ({
          sub: account.username,
          given_name: account.givenName,
          family_name: account.familyName,
          email: account.email,
          email_verified: true,
          picture: null,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
    },
    interactions: {
      url: (_ctx, interaction) => `${EMBEDDED_PROVIDER_PATH}${INTERACTION_PREFIX}${interaction.uid}`,
    },
    pkce: { required: () => true },
    // Seconds. Short: the provider's only job is to hand MindSpace one ID token per sign-in.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderSignInProblemPage(
        typeof out.error_description === 'string' && out.error !== 'server_error'
          ? `The sign-in request was refused: ${out.error_description}`
          : 'Something went wrong while signing in. Please try again.',
      );
    },
  };

  const provider = new ProviderClass(handle.issuerUrl, configuration);
  // Same trust as Fastify's trustProxy: X-Forwarded-Proto/Host decide the URLs it builds.
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, err: Error) => {
    app.log.error({ err: { name: err.name, message: err.message } }, 'embedded sign-in provider error');
  });
  return provider;
}
