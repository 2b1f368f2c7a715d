/**
 * The devblog (`devblog`, site-spec §2): the published posts, newest first, ten a page
 * (`?page=`), and one post (`?article=`), in the page's language or the server's fallback. An admin
 * (role 10) also writes (`?edit=new`), edits (`?edit=<id>`), deletes, and may list the drafts.
 */
import '../messages/index.ts';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEVBLOG_PAGE_SIZE, type DevblogPost } from '#contract/devblog';
import { ROLES } from '#contract/users';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { devblogPageQueryOptions, devblogPostQueryOptions, removeDevblogPost } from '../api/devblog.ts';
import { DevblogEditor } from './devblog-editor.tsx';
import { PostBody, PostByline } from './post-view.tsx';
import './devblog.css';

function positive(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

function useIsAdmin(): boolean {
  const session = useSession();
  return session.status === 'member' && (session.user.role_id === ROLES.admin || session.user.role_id === ROLES.communityManager);
}

function AdminActions({ post, onEdit, onDeleted }: { post: DevblogPost; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    try {
      await removeDevblogPost(queryClient, post.id);
      setConfirming(false);
      showAlert('success', t('devblog.deleted'));
      onDeleted();
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };
  return (
    <div className="devblog-post__admin">
      <button type="button" className="button button--small" onClick={onEdit} data-testid={`devblog-edit-${post.id}`}>
        {t('devblog.edit')}
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => setConfirming(true)} data-testid={`devblog-delete-${post.id}`}>
        {t('devblog.delete')}
      </button>
      <ModalDialog
        open={confirming}
        title={t('devblog.deleteTitle', { title: post.title })}
        onClose={() => setConfirming(false)}
        closeLabel={t('devblog.cancel')}
        testId="devblog-delete-dialog"
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('devblog.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void remove()} data-testid="devblog-delete-confirm">
              {t('devblog.deleteConfirm')}
            </button>
          </>
        }
      >
        <p>{t('devblog.deleteText')}</p>
      </ModalDialog>
    </div>
  );
}

function Article({ id, admin }: { id: number; admin: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [, setParams] = useSearchParams();
  const query = useQuery(devblogPostQueryOptions(lang, admin, id));
  const back = (
    <Link to="?" className="devblog__back" data-testid="devblog-back">
      ← {t('devblog.back')}
    </Link>
  );
  if (query.isPending) return <p>{t('devblog.loading')}</p>;
  if (query.isError || !query.data) {
    return (
      <>
        {back}
        <p className="devblog__empty" data-testid="devblog-not-found">
          {query.isError && !(query.error as { status?: number }).status ? errorMessage(query.error, t) : t('devblog.notFound')}
        </p>
      </>
    );
  }
  const post = query.data;
  return (
    <>
      {back}
      <article className="card devblog-post devblog-post--full" data-testid="devblog-article">
        <header className="devblog-post__header">
          <h2 className="devblog-post__title" lang={post.lang}>
            {post.title}
          </h2>
          <PostByline post={post} />
          {admin && <AdminActions post={post} onEdit={() => setParams({ edit: String(post.id) })} onDeleted={() => setParams({})} />}
        </header>
        <PostBody post={post} testId="devblog-article-body" />
      </article>
    </>
  );
}

function PostList({ page, admin, drafts }: { page: number; admin: boolean; drafts: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [, setParams] = useSearchParams();
  const query = useQuery(devblogPageQueryOptions(lang, admin, page, DEVBLOG_PAGE_SIZE, drafts && admin));
  if (query.isPending) return <p>{t('devblog.loading')}</p>;
  if (query.isError) return <p className="field__error">{errorMessage(query.error, t)}</p>;
  const { rows, pages } = query.data;
  if (rows.length === 0) return <p className="devblog__empty" data-testid="devblog-empty">{t('devblog.empty')}</p>;
  const pageLink = (target: number) => `?${new URLSearchParams({ ...(target > 1 ? { page: String(target) } : {}), ...(drafts ? { drafts: 'true' } : {}) }).toString()}`;
  return (
    <>
      <ol className="devblog__list" role="list" data-testid="devblog-list">
        {rows.map((post) => (
          <li key={post.id}>
            <article className="card devblog-post" data-testid="devblog-post">
              <header className="devblog-post__header">
                <h2 className="devblog-post__title" lang={post.lang}>
                  <Link to={`?article=${post.id}`} data-testid={`devblog-open-${post.id}`}>
                    {post.title}
                  </Link>
                </h2>
                <PostByline post={post} />
                {admin && <AdminActions post={post} onEdit={() => setParams({ edit: String(post.id) })} onDeleted={() => void query.refetch()} />}
              </header>
              <PostBody post={post} />
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="devblog__pager" aria-label={t('devblog.pageOf', { page, pages })}>
          {page > 1 ? <Link to={pageLink(page - 1)}>← {t('devblog.previous')}</Link> : <span />}
          <span>{t('devblog.pageOf', { page, pages })}</span>
          {page < pages ? <Link to={pageLink(page + 1)} data-testid="devblog-next">{t('devblog.next')} →</Link> : <span />}
        </nav>
      )}
    </>
  );
}

function EditPost({ id, admin }: { id: number; admin: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [, setParams] = useSearchParams();
  const query = useQuery(devblogPostQueryOptions(lang, admin, id));
  if (query.isPending) return <p>{t('devblog.loading')}</p>;
  if (!query.data) return <p className="devblog__empty">{t('devblog.notFound')}</p>;
  return <DevblogEditor key={id} post={query.data} onDone={(saved) => setParams(saved ? { article: String(saved.id) } : { article: String(id) })} />;
}

export function DevblogPage() {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const article = positive(params.get('article'));
  const page = positive(params.get('page')) ?? 1;
  const edit = params.get('edit');
  const drafts = params.get('drafts') === 'true';
  const editId = positive(edit);

  let content;
  if (admin && edit === 'new') content = <DevblogEditor onDone={(saved) => setParams(saved ? { article: String(saved.id) } : {})} />;
  else if (admin && editId !== undefined) content = <EditPost id={editId} admin={admin} />;
  else if (article !== undefined) content = <Article id={article} admin={admin} />;
  else content = <PostList page={page} admin={admin} drafts={drafts} />;

  return (
    <div className="container devblog" data-testid="devblog-page">
      <header className="devblog__header">
        <div>
          <h1 className="devblog__title">{t('devblog.title')}</h1>
          <p className="devblog__intro">{t('devblog.intro')}</p>
        </div>
        {admin && (
          <div className="devblog__admin">
            <label className="devblog-editor__check">
              <input
                type="checkbox"
                checked={drafts}
                onChange={(event) => setParams(event.target.checked ? { drafts: 'true' } : {})}
                data-testid="devblog-drafts"
              />
              {t('devblog.drafts')}
            </label>
            <Link to="?edit=new" className="button button--primary" data-testid="devblog-new">
              {t('devblog.new')}
            </Link>
          </div>
        )}
      </header>
      {content}
    </div>
  );
}
