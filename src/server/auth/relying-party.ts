/**
 * The relying party: MindSpace's side of OpenID Connect (authorization code flow with PKCE),
 * built on openid-client. The provider is discovered lazily on first use (the embedded
 * provider is not reachable while the app is being built) and the Configuration is cached.
 */
import * as client from 'openid-client';
import { cleanName } from '../../common/schemas/common';
import { z } from 'zod';

/** Scopes MindSpace asks for: identity, name and picture (profile), and email. */
export const SIGN_IN_SCOPES = 'openid profile email';

export type RelyingPartySettings = {
  /** The provider's issuer URL, e.g. https://id.example.org/realms/mindspace. */
  issuerUrl: string;
  clientId: string;
  /** Absent for a public client (PKCE only, token_endpoint_auth_method none). */
  clientSecret: string | undefined;
  /** publicUrl + '/api/callback'. */
  redirectUri: string;
  /** publicUrl + '/'. */
  postLogoutRedirectUri: string;
  /**
   * Allow plain-http requests to the provider. Only for the embedded dev provider or an
   * explicitly configured http:// issuer; openid-client refuses http otherwise.
   */
  allowInsecureRequests: boolean;
  /** Extra authorization request parameters (the embedded provider uses prompt=login). */
  extraAuthorizationParams?: Record<string, string>;
};

/** What /api/login keeps in its short-lived cookie until /api/callback. */
export const ZPendingSignIn = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  returnTo: z.string(),
});
export type PendingSignIn = z.infer<typeof ZPendingSignIn>;

/**
 * Profile claims as MindSpace reads them. `undefined` means the provider did not send the
 * claim (keep what we have); `null` means it sent nothing usable (clear it).
 */
export type IdentityClaims = {
  issuer: string;
  subject: string;
  givenName: string | null | undefined;
  familyName: string | null | undefined;
  email: string | null | undefined;
  picture: string | null | undefined;
};

export type SignInResult = { claims: IdentityClaims; idToken: string | null };

export type RelyingParty = {
  readonly settings: RelyingPartySettings;
  /** The discovered provider configuration (cached; a failed discovery is retried next time). */
  configuration(): Promise<client.Configuration>;
  /**
   * Starts a sign-in.
   * @param returnTo a checked same-origin path to land on afterwards
   * @returns the provider URL to redirect to and what to keep until the callback
   * @throws when the provider cannot be discovered
   */
  startSignIn(returnTo: string): Promise<{ url: URL; pending: PendingSignIn }>;
  /**
   * Finishes a sign-in: checks state, exchanges the code (with the PKCE verifier), verifies
   * the ID token (signature, issuer, audience, nonce) and reads the profile claims,
   * completed from the userinfo endpoint when the provider has one.
   * @param callbackUrl the full URL the provider redirected to (with its query)
   * @param pending what startSignIn returned
   * @throws on a provider error (e.g. access_denied), a state or nonce mismatch, or a failed exchange
   */
  finishSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<SignInResult>;
  /**
   * The provider's RP-initiated logout URL, or null when it has no end_session_endpoint
   * or there is no id_token to hint with.
   */
  endSessionUrl(idToken: string | null): Promise<URL | null>;
};

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * Creates the relying party for one provider.
 * @param settings client registration and redirect URLs (see RelyingPartySettings)
 * @param log where to report a failed userinfo call (never with tokens)
 */
export function createRelyingParty(settings: RelyingPartySettings, log: { warn(obj: object, msg: string): void }): RelyingParty {
  let discovered: Promise<client.Configuration> | undefined;

  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          ...(settings.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    settings,
    configuration,

    async startSignIn(returnTo) {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SIGN_IN_SCOPES,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ...settings.extraAuthorizationParams,
      });
      return { url, pending };
    },

    async finishSignIn(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider returned no ID token');
      let raw: Record<string, unknown> = { ...idClaims };
      if (config.serverMetadata().userinfo_endpoint) {
        try {
          raw = { ...raw, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
        } catch (err) {
          log.warn({ reason: describeSignInError(err) }, 'userinfo request failed; using the ID token claims');
        }
      }
      return { claims: readClaims(idClaims.iss, idClaims.sub, raw), idToken: tokens.id_token ?? null };
    },

    async endSessionUrl(idToken) {
      if (!idToken) return null;
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
      });
    },
  };
}

/** Names longer than the profile limit (DESIGN §4: names ≤ 50) are cut to fit. */
const NAME_MAX = 50;

function text(raw: Record<string, unknown>, key: string, max: number): string | null | undefined {
  if (!(key in raw)) return undefined;
  const v = raw[key];
  if (typeof v !== 'string') return null;
  // A provider's claim is stored and shown as a name: no control or text-direction characters.
  const t = cleanName(v).slice(0, max);
  return t ? t : null;
}

function pictureUrl(raw: Record<string, unknown>): string | null | undefined {
  if (!('picture' in raw)) return undefined;
  const v = raw.picture;
  if (typeof v !== 'string' || v.length > 2048) return null;
  const url = URL.parse(v);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/**
 * Reads MindSpace's profile fields from verified claims.
 * @param issuer the verified `iss`
 * @param subject the verified `sub`
 * @param raw ID token claims merged with userinfo
 */
export function readClaims(issuer: string, subject: string, raw: Record<string, unknown>): IdentityClaims {
  return {
    issuer,
    subject,
    givenName: text(raw, 'given_name', NAME_MAX),
    familyName: text(raw, 'family_name', NAME_MAX),
    email: text(raw, 'email', 320),
    picture: pictureUrl(raw),
  };
}

/**
 * A loggable description of a sign-in failure: error class, code and OAuth error, never the
 * response body, tokens, the authorization response or a failed query's parameters.
 */
export function describeSignInError(err: unknown): { name: string; code?: string; error?: string; message: string } {
  if (!(err instanceof Error)) return { name: 'Unknown', message: String(err).slice(0, 200) };
  const e = err as Error & { code?: unknown; error?: unknown };
  return {
    name: e.name,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.error === 'string' ? { error: e.error } : {}),
    // Database errors append the query's parameters after '\nparams:'; they never reach the log.
    message: e.message.split('\nparams:')[0].slice(0, 300),
  };
}
