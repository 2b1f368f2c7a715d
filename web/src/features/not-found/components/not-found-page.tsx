/**
 * The 404 page (site-spec §2): a path that names no page of the site, shown inside the shell in
 * the URL's language (else the visitor's), with the path asked for, a search box and the ways
 * back. The document title says "not found"; the server answered the same path with status 404.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { normaliseSearchText, siteSearchPath } from '#web/entities/search/model/site-search.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();

  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('title.suffix')}`;
  }, [t]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = normaliseSearchText(String(new FormData(event.currentTarget).get('q') ?? ''));
    void navigate(siteSearchPath(lang, text));
  };

  let path = location.pathname;
  try {
    path = decodeURI(location.pathname);
  } catch {
    // A malformed escape: the raw path is shown.
  }

  return (
    <div className="container page-message not-found" data-testid="not-found-page">
      <span className="page-message__badge" data-testid="not-found-code">
        {t('notFound.code')}
      </span>
      <h1 className="page-message__title">{t('notFound.title')}</h1>
      <p className="page-message__body">{t('notFound.body')}</p>
      <p className="not-found__path">
        {t('notFound.path')} <code data-testid="not-found-path">{path}</code>
      </p>
      <form role="search" className="not-found__search" onSubmit={submit} data-testid="not-found-search">
        <label htmlFor={inputId} className="visually-hidden">
          {t('notFound.searchLabel')}
        </label>
        <SearchInput
          className="not-found__field"
          id={inputId}
          name="q"
          placeholder={t('notFound.searchPlaceholder')}
          data-testid="not-found-search-input"
        />
        <button type="submit" className="button button--soft">
          {t('notFound.searchSubmit')}
        </button>
      </form>
      <div className="page-message__actions">
        <Link to={pathTo('site.home')} className="button button--primary" data-testid="not-found-home">
          {t('notFound.home')}
        </Link>
        <Link to={pathTo('site.search')} className="button" data-testid="not-found-search-page">
          {t('notFound.searchPage')}
        </Link>
        <Link to={pathTo('stuff.draft')} className="button">
          {t('notFound.draft')}
        </Link>
      </div>
    </div>
  );
}
