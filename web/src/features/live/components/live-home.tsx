/**
 * The home's live data (issue 18 "The home shows GET /api/stats … and the live data"): the number
 * of people online and the community's streams (live ones first, with their channel and profile).
 * The same query as the shell's stream panel and community menu: the home adds no request.
 */
import '../messages/index.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, UsersIcon } from '#web/components/ui/icons.tsx';
import { useLiveData } from '#web/entities/live/hooks/use-live-data.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { twitchChannelUrl } from '../model/twitch.ts';
import './live.css';

export function LiveHome() {
  const live = useLiveData();
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const formatter = new Intl.NumberFormat(lang);
  if (live.isError && !live.data) {
    return (
      <p className="live-home__error" role="status" data-testid="live-home-error">
        <AlertCircleIcon size={18} />
        {t('live.home.error')}
      </p>
    );
  }
  const data = live.data;
  const streams = data?.streams ?? [];
  const liveStreams = streams.filter((stream) => stream.live === true);
  return (
    <div className="live-home" data-testid="live-home" aria-busy={live.isPending}>
      <div className="live-home__card">
        <UsersIcon size={18} className="live-home__icon" />
        <p className="live-home__label">{t('live.home.online')}</p>
        <p className="live-home__value tabular" data-testid="home-online-count" title={t('live.home.onlineHint')}>
          {data ? data.countOnlineUsers === null ? '—' : formatter.format(data.countOnlineUsers) : <span className="skeleton live-home__skeleton" />}
        </p>
        <p className="live-home__hint">{t('live.home.onlineHint')}</p>
      </div>
      {streams.length > 0 && (
        <div className="live-home__card live-home__card--streams" data-testid="home-streams">
          <p className="live-home__label">{t('live.home.streams')}</p>
          {liveStreams.length === 0 ? (
            <p className="live-home__hint">{t('live.streams.noneLive')}</p>
          ) : (
            <ul role="list" className="live-home__streams">
              {liveStreams.map((stream) => (
                <li key={stream.user_id} data-testid={`home-stream-${stream.user_id}`}>
                  <span className="live-marker live-marker--small">{t('live.streams.live')}</span>{' '}
                  <a href={twitchChannelUrl(stream.channel)} target="_blank" rel="noopener noreferrer">
                    {stream.channel}
                    <span className="visually-hidden"> {t('live.streams.newTab')}</span>
                  </a>{' '}
                  <Link to={pathTo('user.public-profile', { userSlug: stream.slug })} aria-label={t('live.streams.profileOf', { name: stream.name })}>
                    ({stream.name})
                  </Link>
                  {stream.title && <span className="live-home__stream-title">{stream.title}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
