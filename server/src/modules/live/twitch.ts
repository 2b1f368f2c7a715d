/**
 * The Twitch API as the live data needs it: an app access token (client-credentials grant, kept
 * until shortly before it expires) and which channels are live (`helix/streams?user_login=…`, up
 * to 100 logins a call). TWITCH_API_URL / TWITCH_AUTH_URL point elsewhere for tests.
 */
import type { TwitchSettings } from '#server/config';

const TIMEOUT_MS = 5_000;
/** Logins per `streams` call (Twitch's maximum). */
const LOGINS_PER_CALL = 100;

export interface LiveStatus {
  title: string;
  viewers: number;
  started_at: string;
}

export class TwitchClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly settings: TwitchSettings) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const body = new URLSearchParams({ client_id: this.settings.clientId, client_secret: this.settings.clientSecret, grant_type: 'client_credentials' });
    const response = await fetch(this.settings.authUrl, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Twitch token: HTTP ${response.status}`);
    const json = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof json.access_token !== 'string') throw new Error('Twitch token: no access_token in the answer');
    const seconds = typeof json.expires_in === 'number' ? json.expires_in : 3600;
    // A minute early, so that a token is never sent in its last seconds.
    this.token = { value: json.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return json.access_token;
  }

  private async streamsPage(logins: readonly string[], retried = false): Promise<Map<string, LiveStatus>> {
    const url = new URL(`${this.settings.apiUrl}/streams`);
    for (const login of logins) url.searchParams.append('user_login', login);
    url.searchParams.set('first', String(LOGINS_PER_CALL));
    const response = await fetch(url, {
      headers: { 'Client-Id': this.settings.clientId, Authorization: `Bearer ${await this.accessToken()}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 && !retried) {
      // The token was revoked or expired early: a new one, once.
      this.token = undefined;
      return this.streamsPage(logins, true);
    }
    if (!response.ok) throw new Error(`Twitch streams: HTTP ${response.status}`);
    const json = (await response.json()) as { data?: unknown };
    const live = new Map<string, LiveStatus>();
    for (const entry of Array.isArray(json.data) ? json.data : []) {
      const stream = entry as { user_login?: unknown; type?: unknown; title?: unknown; viewer_count?: unknown; started_at?: unknown };
      if (typeof stream.user_login !== 'string' || (stream.type !== undefined && stream.type !== 'live')) continue;
      live.set(stream.user_login.toLowerCase(), {
        title: typeof stream.title === 'string' ? stream.title : '',
        viewers: typeof stream.viewer_count === 'number' ? Math.trunc(stream.viewer_count) : 0,
        started_at: typeof stream.started_at === 'string' ? stream.started_at : '',
      });
    }
    return live;
  }

  /** The live ones among `logins` (lower case), with their stream. */
  async liveChannels(logins: readonly string[]): Promise<Map<string, LiveStatus>> {
    const live = new Map<string, LiveStatus>();
    for (let start = 0; start < logins.length; start += LOGINS_PER_CALL) {
      for (const [login, status] of await this.streamsPage(logins.slice(start, start + LOGINS_PER_CALL))) live.set(login, status);
    }
    return live;
  }
}
