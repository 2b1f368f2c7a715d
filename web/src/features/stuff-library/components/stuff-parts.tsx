/**
 * The pieces of a stuff as the lists and menus show it (site-spec §3 navigation stuff and stuff
 * hits): its class (a drawn badge and the class's name), level, elements, tags, author, views and
 * last change. Every link goes by the stuff's slug: the owner's lists to `stuff.private`, the public
 * ones to `stuff.public`.
 */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '#contract/common';
import type { StuffSummary } from '#contract/stuffs';
import { buildPath } from '#web/config/routes.ts';
import { MemberLink } from '#web/entities/member/components/member-link.tsx';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { shownTags } from '../model/menu-stuffs.ts';

/** The game's class names in the page language, by id. */
export function useClassNames(): (classId: number) => string {
  const { t } = useTranslation();
  const lang = useLang();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const names = new Map((bootstrap.data?.classes ?? []).map((entry) => [entry.id, localized(entry.name, lang)]));
  return (classId) => names.get(classId) ?? t('library.hit.unknownClass', { id: classId });
}

/** A round badge with the class's initials, tinted per class (there are no official pictures). */
export function ClassBadge({ classId, name, size = 'normal' }: { classId: number; name: string; size?: 'normal' | 'small' }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={`class-badge class-badge--${size}`} style={{ '--class-hue': (classId * 47) % 360 } as React.CSSProperties} aria-hidden="true" data-class={classId}>
      {initials}
    </span>
  );
}

export function TagChips({ tags, testId }: { tags: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <span className="stuff-tags" data-testid={testId}>
      {tags.map((tag) => (
        <span key={tag} className={`stuff-tag stuff-tag--${tag}`}>
          {t(`library.tag.${tag}` as 'library.tag.pvp')}
        </span>
      ))}
    </span>
  );
}

export function stuffHref(stuff: Pick<StuffSummary, 'id' | 'slug'>, lang: Lang, own: boolean): string {
  return buildPath(own ? 'stuff.private' : 'stuff.public', lang, { stuffId: stuff.slug || String(stuff.id) });
}

export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

/**
 * One stuff of a list. `own`: the member's own list (link to the private stuff, its visibility and
 * folder shown); otherwise a public hit with its author.
 */
export function StuffHit({ stuff, own }: { stuff: StuffSummary; own: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const className = useClassNames()(stuff.character_class);
  return (
    <li className="stuff-hit" data-testid={`stuff-hit-${stuff.id}`}>
      <ClassBadge classId={stuff.character_class} name={className} />
      <div className="stuff-hit__body">
        <p className="stuff-hit__head">
          <Link to={stuffHref(stuff, lang, own)} className="stuff-hit__name" data-testid="stuff-hit-link">
            {stuff.name}
          </Link>
          {stuff.guide && (
            <span className="stuff-badge stuff-badge--guide" data-testid="stuff-hit-guide">
              {t('library.hit.guide')}
            </span>
          )}
          {own && (
            <span className={`stuff-badge stuff-badge--${stuff.visible ? 'public' : 'private'}`} data-testid="stuff-hit-visibility">
              {stuff.visible ? t('library.hit.public') : t('library.hit.private')}
            </span>
          )}
          {own && stuff.hidden && (
            <span className="stuff-badge stuff-badge--hidden" data-testid="stuff-hit-hidden" title={t('library.hit.hiddenHint')}>
              {t('library.hit.hidden')}
            </span>
          )}
        </p>
        <p className="stuff-hit__meta">
          <span data-testid="stuff-hit-class">{className}</span>
          <span aria-hidden="true"> · </span>
          <span className="tabular" data-testid="stuff-hit-level">
            {t('common.level', { level: stuff.character_level })}
          </span>
          <span aria-hidden="true"> · </span>
          <span className="stuff-hit__elements" data-testid="stuff-hit-elements">
            <span className="visually-hidden">{t('library.hit.elements')} : </span>
            {stuff.elements.length === 0
              ? t('library.hit.noElement')
              : stuff.elements.map((element) => (
                  <span key={element} className={`stuff-element stuff-element--${element}`}>
                    {t(`element.${element}` as 'element.earth')}
                  </span>
                ))}
          </span>
        </p>
        <TagChips tags={stuff.tags} testId="stuff-hit-tags" />
        <p className="stuff-hit__foot">
          {!own && (
            <>
              <span>
                {t('library.hit.by')}{' '}
                <MemberLink member={stuff.user} testId="stuff-hit-author" />
              </span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span className="tabular" data-testid="stuff-hit-views">
            {t('library.hit.views', { count: stuff.views })}
          </span>
          <span aria-hidden="true"> · </span>
          <span data-testid="stuff-hit-updated">{t('library.hit.updated', { date: formatDate(stuff.updated_at, lang) })}</span>
        </p>
      </div>
    </li>
  );
}

export function StuffHitList({ hits, own, label }: { hits: readonly StuffSummary[]; own: boolean; label: string }) {
  return (
    <ul role="list" className="stuff-hits" aria-label={label} data-testid="stuff-hits">
      {hits.map((stuff) => (
        <StuffHit key={stuff.id} stuff={stuff} own={own} />
      ))}
    </ul>
  );
}

/** Only the first three tags in menus (site-spec §9). */
export function MenuTags({ tags }: { tags: readonly string[] }) {
  return <TagChips tags={shownTags(tags)} testId="menu-stuff-tags" />;
}
