/**
 * The news modal (site-spec §2 modals, §9 `news-read`): the newest published devblog post that this
 * browser has not read opens once, on any page; closing it (or following its link) marks it read,
 * and so does publishing it (its author does not get it as news).
 */
import '../messages/index.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { devblogPageQueryOptions } from '../api/devblog.ts';
import { isUnread, markNewsRead, readNewsId } from '../model/news-read.ts';
import { PostBody, PostByline } from './post-view.tsx';
import './devblog.css';

export function NewsModal() {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  // Read at each render: the admin's editor marks what they publish as read (api/devblog.ts).
  const readId = readNewsId();
  const [, setClosed] = useState(0);
  // The newest post only; the reader's role does not matter here (drafts are never asked).
  const query = useQuery({ ...devblogPageQueryOptions(lang, false, 1, 1), staleTime: 5 * 60_000, retry: false, meta: { silent: true } });
  const latest = query.data?.rows[0];
  if (!latest || !isUnread(latest.id, readId)) return null;
  const close = () => {
    markNewsRead(latest.id);
    setClosed((count) => count + 1);
  };
  return (
    <ModalDialog
      open
      wide
      title={t('devblog.news.title', { title: latest.title })}
      onClose={close}
      closeLabel={t('devblog.news.close')}
      testId="news-modal"
      actions={
        <>
          <Link to={`${pathTo('site.devblog')}?article=${latest.id}`} className="button" onClick={close} data-testid="news-modal-more">
            {t('devblog.news.more')}
          </Link>
          <button type="button" className="button button--primary" onClick={close} data-testid="news-modal-read" data-autofocus>
            {t('devblog.news.close')}
          </button>
        </>
      }
    >
      <PostByline post={latest} />
      <PostBody post={latest} testId="news-modal-body" />
    </ModalDialog>
  );
}
