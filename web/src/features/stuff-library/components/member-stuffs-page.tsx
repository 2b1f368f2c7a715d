/**
 * A member's public stuffs (`membre/{userSlug}/equipements`): the slug (the member's name) gives
 * the member (GET /api/users/name/:name), whose public list (GET /api/stuffs/:game/public/list/:id)
 * is shown 20 to a page. "No stuff found for this user" when there is none (builder-spec §8).
 */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { publicStuffsOfQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { MEMBER_MARK, MemberSentence } from '#web/entities/member/components/member-link.tsx';
import { memberBySlugQueryOptions } from '../api/members.ts';
import { pageSlice } from '../model/page-slice.ts';
import { DEFAULT_STUFF_PAGE_SIZE } from '../model/stuff-filters.ts';
import { formatDate, StuffHitList } from './stuff-parts.tsx';
import { StuffPagination } from './stuff-pagination.tsx';
import './stuff-library.css';

export function MemberStuffsPage({ userSlug }: { userSlug: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const member = useQuery(memberBySlugQueryOptions(userSlug));
  const stuffs = useQuery({ ...publicStuffsOfQueryOptions(SITE_VARIANT, member.data?.id ?? 0), enabled: member.data !== undefined, meta: { silent: true } });

  if (member.isError) {
    const missing = isApiError(member.error) && member.error.status === 404;
    return (
      <div className="container stuff-library" data-testid="member-stuffs">
        <h1 className="stuff-library__title">{t('route.user.public-stuffs')}</h1>
        <p className={missing ? 'status' : 'status status--error'} role="alert" data-testid="member-stuffs-error">
          {missing ? t('library.member.notFound') : errorMessage(member.error, t)}
        </p>
      </div>
    );
  }
  if (!member.data) {
    return (
      <div className="container stuff-library">
        <span className="spinner" aria-label={t('common.loading')} />
      </div>
    );
  }
  const requested = Number(searchParams.get('page') ?? '1');
  const slice = pageSlice(stuffs.data ?? [], Number.isSafeInteger(requested) ? requested : 1, DEFAULT_STUFF_PAGE_SIZE);
  const hrefOfPage = (page: number) => (page === 1 ? location.pathname : `?page=${page}`);

  return (
    <div className="container stuff-library" data-testid="member-stuffs">
      <header className="stuff-library__header">
        <h1 className="stuff-library__title" data-testid="member-stuffs-title">
          <MemberSentence text={t('library.member.title', { name: MEMBER_MARK })} member={member.data} linkTestId="member-stuffs-profile" />
        </h1>
        <p className="stuff-library__lead">{t('library.member.profile', { date: formatDate(member.data.created_at, lang) })}</p>
      </header>
      <div className="stuff-library__status" aria-live="polite">
        {stuffs.isError && (
          <p className="status status--error" role="alert">
            {t('library.error', { message: errorMessage(stuffs.error, t) })}
          </p>
        )}
        {stuffs.data && (
          <p className="status" data-testid="stuff-list-count">
            {stuffs.data.length === 0 ? t('library.empty.member') : t('library.count', { count: stuffs.data.length })}
          </p>
        )}
        {stuffs.isFetching && <span className="spinner" aria-label={t('common.loading')} />}
      </div>
      {slice.rows.length > 0 && <StuffHitList hits={slice.rows} own={false} label={t('library.results')} />}
      <StuffPagination page={slice.page} pages={slice.pages} hrefOf={hrefOfPage} />
    </div>
  );
}
