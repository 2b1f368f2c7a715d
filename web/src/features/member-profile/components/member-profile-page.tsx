/**
 * A member's public profile (`membre/{userSlug}`, issue 18): avatar (the service's, else an
 * identicon), label, registration date, visits, about me, in-game nickname and favourite map, and the
 * member's public stuffs with a link to their list. A former slug answers the member with the current
 * one: the page replaces its address. The visit is counted once the member is known.
 */
import '../messages/index.ts';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StuffSummary } from '#contract/stuffs';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { memberBySlugQueryOptions, recordProfileVisit } from '#web/entities/member/api/members.ts';
import { MemberAvatar } from '#web/entities/member/components/member-avatar.tsx';
import { publicStuffsOfQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import './member-profile.css';

/** The first stuffs shown on the profile; the rest on the member's list. */
const SHOWN_STUFFS = 6;

function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
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
    </div>
  );
}
