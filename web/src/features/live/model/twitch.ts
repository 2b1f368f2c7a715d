/** A streamer's Twitch channel page. The channel is stored checked (letters, digits, underscores), encoded anyway. */
export const twitchChannelUrl = (channel: string): string => `https://www.twitch.tv/${encodeURIComponent(channel)}`;
