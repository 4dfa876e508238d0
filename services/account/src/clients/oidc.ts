/**
 * Social login over OpenID Connect (authorization-code flow with PKCE, state and nonce) with
 * openid-client. Each provider is configured (config.ts: OIDC_<PROVIDER>_CLIENT_ID enables it); its
 * endpoints come from the issuer's discovery document. The account service keeps the flow's state
 * (social_login) and what it learns (social_identity); this file only speaks the protocol.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '@phjobs/contracts/auth';
import jwt from 'jsonwebtoken';
import * as oidc from 'openid-client';

export type OidcProviderConfig = {
  id: SocialProvider;
  name: string;
  issuer: string;
  clientId: string;
  /** A fixed secret, or (Apple) a function making the client-secret JWT. */
  clientSecret?: string | (() => string);
  scope: string;
  /** Apple posts the answer (form_post) when name or email is asked for. */
  responseMode?: 'query' | 'form_post';
  /** Plain-http issuers: tests and local providers only (refused in production). */
  allowHttp?: boolean;
};

/** One configured OpenID provider, as config.ts reads it (OIDC_<PROVIDER>_*). */
export type OidcSettings = {
  id: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Apple: the key that makes the short-lived client-secret JWT, when no fixed secret is given. */
  appleKey?: { teamId: string; keyId: string; privateKey: string };
  scope: string;
  allowHttp: boolean;
};

export type SocialClaims = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

export type AuthorizationRequest = { redirectUri: string; state: string; nonce: string; codeVerifier: string };

export interface SocialAuth {
  /** The configured providers, in a fixed order (google, facebook, apple). */
  providers(): { id: SocialProvider; name: string }[];
  has(provider: string): provider is SocialProvider;
  authorizationUrl(provider: SocialProvider, request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code (checks state, nonce, PKCE and the ID token) and answers the ID token's claims. */
  complete(provider: SocialProvider, callbackParams: URLSearchParams, request: AuthorizationRequest): Promise<SocialClaims>;
}

const CLIENT_SECRET_REFRESH_MS = 12 * 3_600_000;

export function openIdSocialAuth(configs: readonly OidcProviderConfig[]): SocialAuth {
  const byId = new Map(configs.map((c) => [c.id, c]));
  const cache = new Map<SocialProvider, { at: number; config: Promise<oidc.Configuration> }>();

  function configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = byId.get(provider);
    if (!settings) throw new Error(`social provider ${provider} is not configured`);
    const cached = cache.get(provider);
    // A generated client secret (Apple) expires: make the configuration anew now and then.
    if (cached && (typeof settings.clientSecret !== 'function' || Date.now() - cached.at < CLIENT_SECRET_REFRESH_MS)) return cached.config;
    const secret = typeof settings.clientSecret === 'function' ? settings.clientSecret() : settings.clientSecret;
    const config = oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      secret ? { client_secret: secret } : undefined,
      secret ? oidc.ClientSecretPost(secret) : oidc.None(),
      settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    cache.set(provider, { at: Date.now(), config });
    config.catch(() => cache.delete(provider));
    return config;
  }

  return {
    providers: () => SOCIAL_PROVIDERS.flatMap((id) => {
      const c = byId.get(id);
      return c ? [{ id, name: c.name }] : [];
    }),
    has: (provider): provider is SocialProvider => byId.has(provider as SocialProvider),
    async authorizationUrl(provider, { redirectUri, state, nonce, codeVerifier }) {
      const settings = byId.get(provider);
      const config = await configuration(provider);
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: settings?.scope ?? 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (settings?.responseMode === 'form_post') params.response_mode = 'form_post';
      return oidc.buildAuthorizationUrl(config, params);
    },
    async complete(provider, callbackParams, { redirectUri, state, nonce, codeVerifier }) {
      const config = await configuration(provider);
      // The token request's redirect_uri is the registered one, whatever host the callback came through.
      const current = new URL(redirectUri);
      for (const [key, value] of callbackParams) current.searchParams.append(key, value);
      const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
      const idClaims = tokens.claims();
      if (!idClaims?.sub) throw new Error('the provider answered no ID token subject');
      // Some providers put e-mail and name only in the UserInfo answer (OIDC Core 5.4): ask it when the ID token lacks them.
      let claims: Record<string, unknown> = idClaims;
      if (typeof idClaims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
      // Apple sends email_verified as the string "true"; Facebook only ever gives confirmed addresses.
      const verifiedClaim = claims.email_verified === true || claims.email_verified === 'true';
      const name = typeof claims.name === 'string' ? claims.name : [claims.given_name, claims.family_name].filter((p) => typeof p === 'string').join(' ') || null;
      return { subject: idClaims.sub, email, emailVerified: verifiedClaim || (provider === 'facebook' && email !== null), name };
    },
  };
}

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/**
 * The providers' protocol settings from the configuration (config.ts reads OIDC_*). Apple's client
 * secret is a short-lived ES256 JWT: a fixed OIDC_APPLE_CLIENT_SECRET, or one made from its key.
 */
export function oidcProvidersFrom(settings: readonly OidcSettings[]): OidcProviderConfig[] {
  return settings.map(({ id, issuer, clientId, clientSecret, appleKey, scope, allowHttp }) => ({
    id,
    name: NAMES[id],
    issuer,
    clientId,
    clientSecret: appleKey
      ? () =>
          jwt.sign({}, appleKey.privateKey.replace(/\\n/g, '\n'), { algorithm: 'ES256', keyid: appleKey.keyId, issuer: appleKey.teamId, subject: clientId, audience: 'https://appleid.apple.com', expiresIn: '1d' })
      : clientSecret,
    scope,
    responseMode: id === 'apple' ? 'form_post' : 'query',
    allowHttp,
  }));
}
