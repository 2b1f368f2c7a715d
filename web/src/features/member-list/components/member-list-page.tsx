/**
 * The member list (`communaute/membres`, issue 18): search a nickname, sort by nickname or
 * registration, "online now" (`?online=true`, members active in the last minutes), 20 to a page;
 * each row links to the member's profile. The filters live in the address, so a list can be shared.
 */
import '../messages/index.ts';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_SEARCH_MAX, type MemberListQuery, type MemberSummary } from '#contract/users';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { memberListQueryOptions } from '#web/entities/member/api/members.ts';
import { MemberAvatar } from '#web/entities/member/components/member-avatar.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import './member-list.css';

const ORDERINGS = {
  name: { sort: 'name', order: undefined },
  nameDesc: { sort: 'name', order: 'desc' },
  registration: { sort: 'registration', order: undefined },
  registrationAsc: { sort: 'registration', order: 'asc' },
} as const;
type Ordering = keyof typeof ORDERINGS;

function orderingOf(params: URLSearchParams): Ordering {
  const registration = params.get('sort') === 'registration';
  const order = params.get('order');
  if (registration) return order === 'asc' ? 'registrationAsc' : 'registration';
  return order === 'desc' ? 'nameDesc' : 'name';
}

/** The list's query from the address (anything odd falls back to the defaults). */
export function listQueryOf(params: URLSearchParams): MemberListQuery {
  const { sort, order } = ORDERINGS[orderingOf(params)];
  const page = Number(params.get('page') ?? '1');
  const search = (params.get('search') ?? '').trim().slice(0, MEMBER_SEARCH_MAX);
  return {
    sort,
    ...(order ? { order } : {}),
    ...(search ? { search } : {}),
    ...(params.get('online') === 'true' ? { online: 'true' as const } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

export function MemberListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const list = useQuery(memberListQueryOptions(SITE_VARIANT, lang, query));
  const [typed, setTyped] = useState(query.search ?? '');

  const change = (changes: Record<string, string | undefined>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        // A new filter starts again at the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The typed nickname reaches the address (and the query) once the typing pauses.
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === (query.search ?? '')) return;
    const timer = setTimeout(() => change({ search: wanted }), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const ordering = orderingOf(params);
  const online = query.online === 'true';
  const data = list.data;
  const page = data?.page ?? 1;
  const pages = data?.pages ?? 1;
  const hrefOfPage = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <div className="container member-list" data-testid="member-list">
      <header className="member-list__header">
        <h1 className="member-list__title">{t('route.community.user')}</h1>
        <p className="member-list__lead">{t('member.list.lead')}</p>
      </header>

      <div className="member-list__controls" role="search">
        <label className="field member-list__search">
          <span className="field__label">{t('member.list.search')}</span>
          <SearchInput
            value={typed}
            maxLength={MEMBER_SEARCH_MAX}
            placeholder={t('member.list.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="member-list-search"
          />
        </label>
        <label className="field">
          <span className="field__label">{t('member.list.sort')}</span>
          <select
            className="field__control"
            value={ordering}
            onChange={(event) => {
              const { sort, order } = ORDERINGS[event.target.value as Ordering];
              change({ sort: sort === 'name' ? undefined : sort, order });
            }}
            data-testid="member-list-sort"
          >
            {(Object.keys(ORDERINGS) as Ordering[]).map((key) => (
              <option key={key} value={key}>
                {t(`member.list.sort.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="member-list__online">
          <input type="checkbox" checked={online} onChange={(event) => change({ online: event.target.checked ? 'true' : undefined })} data-testid="member-list-online" />
          <span>{t('member.list.online')}</span>
        </label>
      </div>

      <div className="member-list__status" aria-live="polite">
        {list.isError && (
          <p className="status status--error" role="alert">
            {t('member.list.error', { message: errorMessage(list.error, t) })}
          </p>
        )}
        {data && (
          <p className="status" data-testid="member-list-count">
            {data.count === 0 ? t(online ? 'member.list.emptyOnline' : 'member.list.empty') : t('member.list.count', { count: data.count })}
          </p>
        )}
        {list.isFetching && <span className="spinner" aria-label={t('common.loading')} />}
      </div>

      {data && data.rows.length > 0 && (
        <ul className={list.isPlaceholderData ? 'member-list__rows is-stale' : 'member-list__rows'} data-testid="member-list-rows">
          {data.rows.map((member) => (
            <MemberRow key={member.id} member={member} lang={lang} />
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav className="member-list__pages" aria-label={t('member.list.pages')}>
          {page > 1 ? (
            <Link to={hrefOfPage(page - 1)} className="button button--small" data-testid="member-list-previous">
              {t('member.list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="tabular" data-testid="member-list-page">
            {t('member.list.page', { page, pages })}
          </span>
          {page < pages ? (
            <Link to={hrefOfPage(page + 1)} className="button button--small" data-testid="member-list-next">
              {t('member.list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

function MemberRow({ member, lang }: { member: MemberSummary; lang: ReturnType<typeof useLang> }) {
  const { t } = useTranslation();
  return (
    <li className="member-row" data-testid={`member-row-${member.id}`}>
      <MemberAvatar member={member} size={40} />
      <div className="member-row__body">
        <p className="member-row__head">
          <Link to={buildPath('user.public-profile', lang, { userSlug: member.slug })} className="member-row__name" data-testid="member-row-link">
            {member.name}
          </Link>
          <span className="member-badge">{member.label}</span>
          {member.online && (
            <span className="member-online" data-testid="member-row-online">
              {t('member.list.isOnline')}
            </span>
          )}
        </p>
        <p className="member-row__meta">
          <span>{t('member.list.since', { date: formatDate(member.created_at, lang) })}</span>
          <span aria-hidden="true"> · </span>
          <span className="tabular">{t('member.list.stuffs', { count: member.public_stuffs })}</span>
        </p>
      </div>
    </li>
  );
}
