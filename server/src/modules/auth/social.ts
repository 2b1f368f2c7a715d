/**
 * Social sign-in (issue 16): OAuth 2 authorization code flow with PKCE (S256) and state through
 * arctic's generic client, so that each provider's endpoints can be overridden (OAUTH_<P>_*_URL:
 * a local provider in the tests). Google and Twitch are OpenID Connect (userinfo), Facebook,
 * Twitter and Patreon their own "me" APIs; each answer is read into one profile shape.
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { SocialProvider } from '#contract/auth';
import type { SocialProviderSettings } from '#server/accounts-config';

interface Endpoints {
  authorization: string;
  token: string;
  userinfo: string;
  scopes: string[];
}

const ENDPOINTS: Record<SocialProvider, Endpoints> = {
  google: {
    authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  facebook: {
    authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
  },
  twitch: {
    authorization: 'https://id.twitch.tv/oauth2/authorize',
    token: 'https://id.twitch.tv/oauth2/token',
    userinfo: 'https://id.twitch.tv/oauth2/userinfo',
    scopes: ['openid', 'user:read:email'],
  },
  twitter: {
    authorization: 'https://twitter.com/i/oauth2/authorize',
    token: 'https://api.twitter.com/2/oauth2/token',
    userinfo: 'https://api.twitter.com/2/users/me?user.fields=confirmed_email',
    scopes: ['users.read', 'tweet.read'],
  },
  patreon: {
    authorization: 'https://www.patreon.com/oauth2/authorize',
    token: 'https://www.patreon.com/api/oauth2/token',
    userinfo:
      'https://www.patreon.com/api/oauth2/v2/identity?include=memberships&fields%5Buser%5D=email,full_name,is_email_verified&fields%5Bmember%5D=patron_status',
    scopes: ['identity', 'identity[email]', 'identity.memberships'],
  },
};

/** What the member's account at the provider tells us. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** Patreon: an active patron of the site's campaign. */
  isPatron: boolean;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

/** Reads a provider's answer; undefined when it names no account. */
export function readProfile(provider: SocialProvider, body: unknown): SocialProfile | undefined {
  const root = object(body);
  let profile: SocialProfile;
  switch (provider) {
    case 'google':
    case 'twitch':
      profile = {
        subject: text(root.sub) ?? '',
        email: text(root.email),
        emailVerified: root.email_verified === true || root.email_verified === 'true',
        name: text(root.name) ?? text(root.preferred_username),
        isPatron: false,
      };
      break;
    case 'facebook':
      // Facebook gives only confirmed addresses.
      profile = { subject: text(root.id) ?? '', email: text(root.email), emailVerified: true, name: text(root.name), isPatron: false };
      break;
    case 'twitter': {
      const data = object(root.data);
      const email = text(data.confirmed_email);
      profile = { subject: text(data.id) ?? '', email, emailVerified: email !== null, name: text(data.username) ?? text(data.name), isPatron: false };
      break;
    }
    case 'patreon': {
      const data = object(root.data);
      const attributes = object(data.attributes);
      const included = Array.isArray(root.included) ? root.included.map(object) : [];
      profile = {
        subject: text(data.id) ?? '',
        email: text(attributes.email),
        emailVerified: attributes.is_email_verified === true,
        name: text(attributes.full_name),
        isPatron: included.some((entry) => entry.type === 'member' && object(entry.attributes).patron_status === 'active_patron'),
      };
      break;
    }
  }
  return profile.subject === '' ? undefined : profile;
}

export class SocialClient {
  private readonly client: OAuth2Client;
  private readonly endpoints: Endpoints;

  constructor(
    readonly provider: SocialProvider,
    settings: SocialProviderSettings,
    redirectUri: string,
  ) {
    const defaults = ENDPOINTS[provider];
    this.endpoints = {
      authorization: settings.authorizationUrl ?? defaults.authorization,
      token: settings.tokenUrl ?? defaults.token,
      userinfo: settings.userinfoUrl ?? defaults.userinfo,
      scopes: defaults.scopes,
    };
    this.client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  }

  authorizationUrl(state: string, codeVerifier: string): string {
    return this.client.createAuthorizationURLWithPKCE(this.endpoints.authorization, state, CodeChallengeMethod.S256, codeVerifier, this.endpoints.scopes).toString();
  }

  /** Exchanges the code and reads the member's profile; throws on any failure of the provider. */
  async profile(code: string, codeVerifier: string): Promise<SocialProfile | undefined> {
    const tokens = await this.client.validateAuthorizationCode(this.endpoints.token, code, codeVerifier);
    const response = await fetch(this.endpoints.userinfo, {
      headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json', 'client-id': this.client.clientId },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${this.provider} userinfo answered ${response.status}`);
    return readProfile(this.provider, await response.json());
  }
}
