/**
 * The stream panel of the shell (issue 18; site-spec §5 "Stream panel is shown by default when width
 * is 768 or more"): the members tagged streamer with their Twitch channel, live ones first (the
 * server's order) with a live marker, each linking to the channel (a new tab) and to the member's
 * profile. It can be folded (the choice kept in the browser, model/stream-panel-state.ts); below
 * 768 px it is not shown; with no streamer it renders nothing. Its data is the app's one live-data
 * query (entities/live), polled every 300 s.
 */
import '../messages/index.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '#web/components/layout/use-media-query.ts';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';
import { useLiveData } from '#web/entities/live/hooks/use-live-data.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { readStreamPanelCollapsed, writeStreamPanelCollapsed } from '../model/stream-panel-state.ts';
import { twitchChannelUrl } from '../model/twitch.ts';
import './live.css';

const LIST_ID = 'stream-panel-list';

export function StreamPanel() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { data } = useLiveData();
  const [collapsed, setCollapsed] = useState(readStreamPanelCollapsed);
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const streams = data?.streams ?? [];
  if (isMobile || streams.length === 0) return null;

  const liveCount = streams.filter((stream) => stream.live === true).length;
  const formatter = new Intl.NumberFormat(lang);
  const toggle = () => {
    writeStreamPanelCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  return (
    <aside className="stream-panel" aria-labelledby="stream-panel-title" data-testid="stream-panel" data-collapsed={collapsed}>
      <div className="container stream-panel__inner">
        <div className="stream-panel__head">
          <h2 id="stream-panel-title" className="stream-panel__title">
            {t('live.streams.title')}
          </h2>
          {liveCount > 0 && (
            <span className="live-marker" data-testid="stream-panel-live-count">
              {t('live.streams.liveCount', { count: liveCount })}
            </span>
          )}
          <button
            type="button"
            className="button button--small button--ghost stream-panel__toggle"
            aria-expanded={!collapsed}
            aria-controls={LIST_ID}
            onClick={toggle}
            data-testid="stream-panel-toggle"
          >
            {collapsed ? t('live.streams.expand') : t('live.streams.collapse')}
            <ChevronDownIcon size={16} className="stream-panel__chevron" />
          </button>
        </div>
        <ul id={LIST_ID} role="list" className="stream-panel__list" hidden={collapsed}>
          {streams.map((stream) => (
            <li key={stream.user_id} className="stream-card" data-testid={`stream-${stream.user_id}`} data-live={stream.live === true}>
              <a
                href={twitchChannelUrl(stream.channel)}
                target="_blank"
                rel="noopener noreferrer"
                className="stream-card__channel"
                title={stream.live === true && stream.title ? stream.title : undefined}
                data-testid="stream-channel"
              >
                {stream.live === true ? (
                  <span className="live-marker live-marker--small" data-testid="stream-live">
                    {t('live.streams.live')}
                  </span>
                ) : (
                  stream.live === false && <span className="stream-card__offline">{t('live.streams.offline')}</span>
                )}
                <span className="stream-card__name">{stream.channel}</span>
                {stream.live === true && stream.viewers !== null && (
                  <span className="stream-card__viewers tabular">{t('live.streams.viewers', { count: stream.viewers, viewers: formatter.format(stream.viewers) })}</span>
                )}
                <span className="visually-hidden"> {t('live.streams.newTab')}</span>
              </a>
              <Link
                to={pathTo('user.public-profile', { userSlug: stream.slug })}
                className="stream-card__profile"
                aria-label={t('live.streams.profileOf', { name: stream.name })}
                data-testid="stream-profile"
              >
                {stream.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
