/**
 * A page of a member's news (issue 18): a stuff made public, a guide published, a badge earned, each
 * with its date, newest first; the stuffs link to their public page. Previous / next pages below.
 */
import '../messages/index.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberNewsEntry, MemberNewsResponse } from '#contract/users';
import { buildPath } from '#web/config/routes.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { formatDate } from '../model/format-date.ts';

function NewsText({ entry }: { entry: MemberNewsEntry }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (entry.kind === 'badge') {
    return (
      <span>
        {t('member.news.badge')} <strong>{entry.badge.name[lang]}</strong>
      </span>
    );
  }
  return (
    <span>
      {t(entry.kind === 'guide' ? 'member.news.guide' : 'member.news.stuff')}{' '}
      <Link to={buildPath('stuff.public', lang, { stuffId: entry.stuff.slug })} data-testid="member-news-stuff">
        {entry.stuff.name}
      </Link>
    </span>
  );
}

export function MemberNews({ data, onPage, loading }: { data: MemberNewsResponse; onPage: (page: number) => void; loading: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (data.count === 0) {
    return (
      <p className="status" data-testid="member-news-empty">
        {t('member.news.empty')}
      </p>
    );
  }
  return (
    <>
      <ol className="member-news" aria-busy={loading} data-testid="member-news-list">
        {data.rows.map((entry) => (
          <li
            key={`${entry.kind}-${entry.kind === 'badge' ? entry.badge.id : entry.stuff.id}`}
            className={`member-news__entry member-news__entry--${entry.kind}`}
            data-testid="member-news-entry"
            data-kind={entry.kind}
          >
            <span className="member-news__icon" aria-hidden="true">
              {entry.kind === 'badge' ? '★' : entry.kind === 'guide' ? '✎' : '⚔'}
            </span>
            <NewsText entry={entry} />
            <time className="member-news__date" dateTime={entry.at}>
              {formatDate(entry.at, lang)}
            </time>
          </li>
        ))}
      </ol>
      {data.pages > 1 && (
        <nav className="member-news__pager" aria-label={t('member.news.pages')}>
          <button type="button" className="button button--small" disabled={data.page <= 1 || loading} onClick={() => onPage(data.page - 1)} data-testid="member-news-previous">
            {t('member.news.previous')}
          </button>
          <span className="tabular" data-testid="member-news-page">
            {t('member.news.page', { page: data.page, pages: data.pages })}
          </span>
          <button type="button" className="button button--small" disabled={data.page >= data.pages || loading} onClick={() => onPage(data.page + 1)} data-testid="member-news-next">
            {t('member.news.next')}
          </button>
        </nav>
      )}
    </>
  );
}
