/**
 * A public stuff (builder-spec §2 `equipement/{stuffId}` — the id or its slug — and its tabs, mode
 * `public`): read-only (every tab honours `editable=false`), with its author, views, description,
 * tags and guide, and "copy" into one's account. A private stuff seen by someone else shows the
 * API's "the equipment is private"; a missing one its "not found".
 */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredStuff } from '#contract/stuffs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { publicStuffQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { MEMBER_MARK, MemberSentence } from '#web/entities/member/components/member-link.tsx';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { BuilderProvider } from '../hooks/use-builder.tsx';
import { BuilderLayout, useStuffModeOfPage, type DraftBuilderProps } from './draft-builder.tsx';
import { StuffLoadError, StuffLoading } from './stuff-load-state.tsx';
import { useTagLabel } from './stuff-meta-form.tsx';
import { HiddenStuffBanner, StuffModerationButton, useModeratesStuff } from './stuff-moderation.tsx';
import { TransferActions } from './transfer-actions.tsx';
import './stuff-modes.css';

const readOnly = () => undefined;

/** The id of a stuff param (`12` or `12-my-stuff`), undefined when it is neither. */
export function stuffIdOfParam(param: string | undefined): number | undefined {
  const match = /^([1-9]\d{0,9})(-[a-z0-9-]*)?$/.exec(param ?? '');
  return match ? Number(match[1]) : undefined;
}

export function PublicBuilder({ stuffParam, ...props }: DraftBuilderProps & { stuffParam: string }) {
  const id = stuffIdOfParam(stuffParam);
  const session = useSession();
  const query = useQuery({ ...publicStuffQueryOptions(SITE_VARIANT, id ?? 0), meta: { silent: true }, enabled: id !== undefined && session.status !== 'loading' });
  const { t } = useTranslation();
  useStuffModeOfPage('public');
  if (id === undefined) return <StuffLoadError error={undefined} message={t('error.notFound')} />;
  if (query.isError) return <StuffLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const stored = query.data;
  if (session.status === 'loading' || !stored) return <StuffLoading />;
  return (
    <BuilderProvider stuff={stored.stuff} update={readOnly} editable={false} mode="public" stuffParam={stuffParam} look={{ skin: stored.skin }}>
      <BuilderLayout {...props} header={<PublicStuffHeader stored={stored} stuffParam={stuffParam} />} />
    </BuilderProvider>
  );
}

function PublicStuffHeader({ stored, stuffParam }: { stored: StoredStuff; stuffParam: string }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const tagLabel = useTagLabel();
  const own = stored.stuff.mode === 'private';
  const moderates = useModeratesStuff(stored);
  return (
    <>
      <header className="builder__header stuff-header" data-testid="public-stuff-header">
        <div className="stuff-header__text">
          <h1 className="builder__title" data-testid="stuff-name">
            {stored.name}
          </h1>
          <p className="stuff-header__facts">
            <MemberSentence text={t('builder.public.author', { author: MEMBER_MARK })} member={stored.user} testId="stuff-author" linkTestId="stuff-author-link" />
            <span aria-hidden="true">·</span>
            <span data-testid="stuff-views">{t('builder.public.views', { count: stored.views })}</span>
            {stored.tags.map((tag) => (
              <span key={tag} className="stuff-badge stuff-badge--tag" data-testid={`stuff-tag-${tag}`}>
                {tagLabel(tag)}
              </span>
            ))}
          </p>
          <p className="builder__lead" data-testid="stuff-description">
            {stored.description || t('builder.public.lead', { author: stored.user.name })}
          </p>
          <p className="stuff-header__status" data-testid="stuff-read-only">
            {t('builder.public.readOnly')}
          </p>
        </div>
        <div className="builder__header-actions" role="group" aria-label={t('builder.actions.label')}>
          <Link to={pathTo('stuff.public-copy', { stuffId: stuffParam })} className="button button--primary button--small" data-testid="stuff-copy">
            {t('builder.actions.copy')}
          </Link>
          {own && (
            <Link to={pathTo('stuff.private', { stuffId: String(stored.id) })} className="button button--small" data-testid="stuff-open-private">
              {t('builder.actions.edit')}
            </Link>
          )}
          {moderates && <StuffModerationButton stored={stored} />}
          <TransferActions />
        </div>
      </header>
      <HiddenStuffBanner stored={stored} own={own} />
      {stored.guide_html !== '' && (
        <section className="card builder-card" aria-labelledby="stuff-guide-title" data-testid="stuff-guide">
          <header className="card__header">
            <h2 id="stuff-guide-title" className="card__title">
              {t('builder.public.guide')}
            </h2>
          </header>
          {/* guide_html is the server's sanitised rendering of the markdown (allow-list, no script, handler or javascript: link). */}
          <div className="card__body stuff-guide" data-testid="stuff-guide-body" dangerouslySetInnerHTML={{ __html: stored.guide_html }} />
        </section>
      )}
    </>
  );
}
