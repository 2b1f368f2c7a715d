/**
 * A member's public profile (`membre/{userSlug}`, issue 18): avatar (the service's, else an
 * identicon), label, level and badges, registration date, visits, about me, in-game nickname and
 * favourite map, the member's public stuffs with a link to their list, and their news (public stuffs,
 * guides, badges earned; newest first, paged). A former slug answers the member with the current
 * one: the page replaces its address. The visit is counted once the member is known. Workshop links
 * wait for the workshop (issue 19).
 */
import '../messages/index.ts';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StuffSummary } from '#contract/stuffs';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { memberBySlugQueryOptions, memberNewsQueryOptions, recordProfileVisit } from '#web/entities/member/api/members.ts';
import { MemberAvatar } from '#web/entities/member/components/member-avatar.tsx';
import { publicStuffsOfQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { formatDate } from '../model/format-date.ts';
import { MemberNews } from './member-news.tsx';
import './member-profile.css';

/** The first stuffs shown on the profile; the rest on the member's list. */
const SHOWN_STUFFS = 6;

/** The member's news, a page at a time (the page is reset when another member is shown). */
function NewsSection({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [memberId]);
  const news = useQuery(memberNewsQueryOptions(SITE_VARIANT, memberId, page));
  return (
    <section className="member-profile__card" aria-labelledby="member-news" data-testid="member-profile-news">
      <h2 id="member-news">{t('member.profile.news')}</h2>
      {news.isError && (
        <p className="status status--error" role="alert">
          {t('member.profile.newsError', { message: errorMessage(news.error, t) })}
        </p>
      )}
      {news.data && <MemberNews data={news.data} onPage={setPage} loading={news.isPlaceholderData} />}
      {!news.data && !news.isError && <span className="spinner" aria-label={t('common.loading')} />}
    </section>
  );
}

export function MemberProfilePage({ userSlug }: { userSlug: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const options = memberBySlugQueryOptions(SITE_VARIANT, lang, userSlug);
  const member = useQuery(options);
  const memberId = member.data?.id;
  const stuffs = useQuery({ ...publicStuffsOfQueryOptions(SITE_VARIANT, memberId ?? 0), enabled: memberId !== undefined, meta: { silent: true } });

  useEffect(() => {
    if (memberId === undefined) return;
    let live = true;
    recordProfileVisit(memberId)
      .then(({ visits }) => {
        if (live) queryClient.setQueryData(options.queryKey, (previous) => (previous ? { ...previous, visits } : previous));
      })
      // A visit that could not be counted changes nothing on the page.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per member shown (the key is derived from the same slug).
  }, [memberId]);

  if (member.isError) {
    const missing = isApiError(member.error) && member.error.status === 404;
    return (
      <div className="container member-profile" data-testid="member-profile">
        <h1 className="member-profile__name">{t('route.user.public-profile')}</h1>
        <p className={missing ? 'status' : 'status status--error'} role="alert" data-testid="member-profile-error">
          {missing ? t('member.profile.notFound') : t('member.profile.error', { message: errorMessage(member.error, t) })}
        </p>
        <p>
          <Link to={buildPath('community.user', lang)}>{t('member.profile.back')}</Link>
        </p>
      </div>
    );
  }
  if (!member.data) {
    return (
      <div className="container member-profile">
        <span className="spinner" aria-label={t('common.loading')} />
      </div>
    );
  }
  const data = member.data;
  if (data.slug !== userSlug) return <Navigate to={buildPath('user.public-profile', lang, { userSlug: data.slug })} replace />;

  const stuffsHref = buildPath('user.public-stuffs', lang, { userSlug: data.slug });
  const shown: readonly StuffSummary[] = (stuffs.data ?? []).slice(0, SHOWN_STUFFS);
  return (
    <div className="container member-profile" data-testid="member-profile">
      <header className="member-profile__header">
        <MemberAvatar member={data} size={96} />
        <div className="member-profile__identity">
          <h1 className="member-profile__name" data-testid="member-profile-name">
            {data.name}
          </h1>
          <p className="member-profile__label">
            <span className="member-badge" data-testid="member-profile-label">
              {data.label}
            </span>
            {data.online && (
              <span className="member-online" data-testid="member-profile-online">
                {t('member.profile.online')}
              </span>
            )}
          </p>
          <p className="member-profile__meta">
            <Link to={buildPath('badges', lang)} className="member-profile__level" data-testid="member-profile-level">
              {t('member.profile.level', { level: data.level })}
            </Link>
            <span aria-hidden="true"> · </span>
            <span data-testid="member-profile-since">{t('member.profile.since', { date: formatDate(data.created_at, lang) })}</span>
            <span aria-hidden="true"> · </span>
            <span className="tabular" data-testid="member-profile-visits">
              {t('member.profile.visits', { count: data.visits })}
            </span>
          </p>
        </div>
      </header>

      <div className="member-profile__grid">
        <section className="member-profile__card" aria-labelledby="member-about">
          <h2 id="member-about">{t('member.profile.about')}</h2>
          <p className="member-profile__about" data-testid="member-profile-about">
            {data.about ?? t('member.profile.aboutEmpty')}
          </p>
        </section>
        <section className="member-profile__card" aria-labelledby="member-ingame">
          <h2 id="member-ingame">{t('member.profile.ingame')}</h2>
          <dl className="member-profile__facts">
            <dt>{t('member.profile.ingameName')}</dt>
            <dd data-testid="member-profile-ingame">{data.ingame_name ?? t('member.profile.unset')}</dd>
            <dt>{t('member.profile.favouriteMap')}</dt>
            <dd data-testid="member-profile-map">{data.favourite_map ?? t('member.profile.unset')}</dd>
          </dl>
        </section>
      </div>

      <section className="member-profile__card" aria-labelledby="member-badges">
        <h2 id="member-badges">{t('member.profile.badges')}</h2>
        {data.badges.length === 0 ? (
          <p className="status" data-testid="member-profile-no-badge">
            {t('member.profile.noBadge')}
          </p>
        ) : (
          <ul className="member-profile__badges" data-testid="member-profile-badges">
            {data.badges.map((badge) => (
              <li key={badge.id} className="member-profile__badge" data-testid={`member-profile-badge-${badge.code}`} title={badge.how[lang]}>
                <span className="member-profile__medal" aria-hidden="true">
                  ★
                </span>
                <span>
                  <strong>{badge.name[lang]}</strong>
                  <small className="member-profile__muted">{t('member.profile.badgeEarned', { date: formatDate(badge.earned_at, lang) })}</small>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="member-profile__card" aria-labelledby="member-stuffs">
        <h2 id="member-stuffs">{t('member.profile.stuffs')}</h2>
        <p className="status" data-testid="member-profile-stuffs-count">
          {data.public_stuffs === 0 ? t('member.profile.noStuff') : t('member.profile.stuffsCount', { count: data.public_stuffs })}
        </p>
        {stuffs.isError && (
          <p className="status status--error" role="alert">
            {errorMessage(stuffs.error, t)}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="member-profile__stuffs" data-testid="member-profile-stuffs">
            {shown.map((stuff) => (
              <li key={stuff.id}>
                <Link to={buildPath('stuff.public', lang, { stuffId: stuff.slug || String(stuff.id) })} data-testid="member-profile-stuff">
                  {stuff.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data.public_stuffs > 0 && (
          <p>
            <Link to={stuffsHref} className="button button--small" data-testid="member-profile-all-stuffs">
              {t('member.profile.allStuffs')}
            </Link>
          </p>
        )}
      </section>

      {data.workshop_public && (
        <section className="member-profile__card" aria-labelledby="member-workshop">
          <h2 id="member-workshop">{t('member.profile.workshop')}</h2>
          <p>
            <Link to={buildPath('workshop.public-home', lang, { userSlug: data.slug })} className="button button--small" data-testid="member-profile-workshop">
              {t('member.profile.workshopLink')}
            </Link>
          </p>
        </section>
      )}

      <NewsSection memberId={data.id} />
    </div>
  );
}
