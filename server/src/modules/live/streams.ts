/**
 * The streams of the live data, refreshed at most once per REFRESH_MS per server process and shared
 * by every caller: the first request after the period starts the refresh, and every request during
 * it waits for that same one (never one Twitch call per visitor). A refresh reads the members tagged
 * streamer with a channel, then asks Twitch which are live (when configured). When Twitch fails,
 * the last known states are kept (null when none) and the next try waits for the next period.
 *
 * An admin's change of a member's tags, channel or role (a ban) calls `invalidate()`: the next
 * request reads the streamers again at once, on this process; Twitch is asked again then only for a
 * channel it was never asked about (or when the period is over). Another server process sees the
 * change at its own next refresh, within REFRESH_MS.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LiveStream } from '#contract/live';
import type { Config } from '#server/config';
import type { ModerationRepository } from '../moderation/repository.ts';
import { TwitchClient, type LiveStatus } from './twitch.ts';

export const REFRESH_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

export class LiveStreams {
  private cached: { at: number; streams: LiveStream[] } | undefined;
  private refreshing: Promise<LiveStream[]> | undefined;
  private known = new Map<string, LiveStatus | null>();
  /** When Twitch was last asked (successfully or not). */
  private twitchAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly repo: ModerationRepository,
    private readonly twitch: TwitchClient | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  current(): Promise<LiveStream[]> {
    if (this.cached && Date.now() - this.cached.at < REFRESH_MS) return Promise.resolve(this.cached.streams);
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** The streamers changed (tags, channel, role): the next request reads them again. */
  invalidate(): void {
    this.cached = undefined;
  }

  private async refresh(): Promise<LiveStream[]> {
    const streamers = await this.repo.streamers();
    const logins = [...new Set(streamers.map((row) => row.stream_channel.toLowerCase()))];
    const now = Date.now();
    const due = now - this.twitchAt >= REFRESH_MS || logins.some((login) => !this.known.has(login));
    if (this.twitch && logins.length > 0 && due) {
      this.twitchAt = now;
      try {
        const live = await this.twitch.liveChannels(logins);
        this.known = new Map(logins.map((login) => [login, live.get(login) ?? null]));
      } catch (error) {
        this.log.warn({ err: error }, 'live data: Twitch could not be reached; the last known stream states are kept');
      }
    }
    const streams = streamers
      .map((row): LiveStream => {
        const login = row.stream_channel.toLowerCase();
        const status = this.known.get(login);
        return {
          user_id: Number(row.id),
          name: row.name,
          slug: row.name_folded,
          channel: row.stream_channel,
          live: this.twitch && this.known.has(login) ? status !== null : null,
          title: status?.title ?? null,
          viewers: status?.viewers ?? null,
          started_at: status?.started_at ?? null,
        };
      })
      .sort((a, b) => Number(b.live === true) - Number(a.live === true));
    this.cached = { at: now, streams };
    return streams;
  }
}

/** One LiveStreams per server process, on `app.liveStreams` (the live data reads it, the moderation invalidates it). */
export function registerLiveStreams(app: FastifyInstance, config: Config): void {
  app.decorate('liveStreams', new LiveStreams(app.repos.moderation, config.twitch ? new TwitchClient(config.twitch) : undefined, app.log));
}
