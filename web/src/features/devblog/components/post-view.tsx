/** One devblog post as readers see it: title, author, date, the server's sanitised body. */
import { useTranslation } from 'react-i18next';
import type { DevblogPost } from '#contract/devblog';
import { MEMBER_MARK, MemberSentence } from '#web/entities/member/components/member-link.tsx';
import { useLang } from '#web/lib/i18n/use-lang.ts';

export function formatPostDate(iso: string | null, lang: string): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

export function PostByline({ post }: { post: DevblogPost }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className="devblog-post__byline">
      {post.author ? <MemberSentence text={t('devblog.by', { name: MEMBER_MARK })} member={post.author} linkTestId="devblog-author" /> : <span>{t('devblog.byDeleted')}</span>}
      {post.published ? (
        <time dateTime={post.published_at ?? undefined}>{t('devblog.publishedOn', { date: formatPostDate(post.published_at, lang) })}</time>
      ) : (
        <span className="devblog-post__draft">{t('devblog.draft')}</span>
      )}
    </p>
  );
}

/** The body: `html` is the server's rendering of the markdown through the guides' sanitiser (no script, handler, image or javascript: link). */
export function PostBody({ post, testId }: { post: DevblogPost; testId?: string }) {
  return <div className="devblog-post__body" lang={post.lang} data-testid={testId} dangerouslySetInnerHTML={{ __html: post.html }} />;
}
