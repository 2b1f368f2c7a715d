/** The set page (encyclopedia.cloth): its pieces, linked to their pages, and the bonuses for 2…n pieces. */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SetDetail } from '#contract/sets';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { encyclopediaReferenceQueryOptions, type EncyclopediaReference } from '#web/entities/reference/api/effect-templates.ts';
import { setDetailQueryOptions } from '#web/entities/set/api/sets.ts';
import { shownName } from '#web/entities/reference/model/localized-name.ts';
import { EffectList } from '#web/entities/item/components/effect-list.tsx';
import { itemTypeName } from '#web/entities/item/model/item-labels.ts';
import { EncyclopediaError, EncyclopediaLoading, EncyclopediaNotFound } from './not-found.tsx';
import { FallbackNote, ShownText } from '#web/entities/reference/components/shown-text.tsx';
import { someFallBack } from '#web/entities/reference/model/effect-text.ts';
import { usePageTitle } from './use-page-title.ts';
import { SetDraftActions } from './draft-actions.tsx';
import './encyclopedia.css';

export function SetPage({ clothId }: { clothId: number | undefined }) {
  const set = useQuery({ ...setDetailQueryOptions(SITE_VARIANT, clothId ?? 0), enabled: clothId !== undefined });
  const reference = useQuery(encyclopediaReferenceQueryOptions());
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(set.data ? shownName(set.data.name, lang).text : undefined);

  if (clothId === undefined || (isApiError(set.error) && set.error.status === 404)) {
    return <EncyclopediaNotFound message="encyclopedia.clothNotFound" />;
  }
  if (set.error) return <EncyclopediaError message={errorMessage(set.error, t)} onRetry={() => void set.refetch()} />;
  if (!set.data || !reference.data) return <EncyclopediaLoading />;
  return <SetSheet set={set.data} reference={reference.data} />;
}

function SetSheet({ set, reference }: { set: SetDetail; reference: EncyclopediaReference }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const name = shownName(set.name, lang);
  const pieces = set.items ?? [];
  return (
    <article className="container encyclopedia" data-testid="set-page" data-set-id={set.id}>
      <header className="encyclopedia__header">
        <CategoryIcon category="cloth" size={100} decorative className="encyclopedia__picture" />
        <div>
          <h1 className="encyclopedia__title" data-testid="set-name">
            <ShownText text={name.text} lang={name.lang} pageLang={lang} />
          </h1>
          <p className="encyclopedia__subtitle">
            {t('common.level', { level: set.level })} · {t('encyclopedia.pieceCount', { count: set.item_ids.length })}
          </p>
        </div>
      </header>

      <SetDraftActions set={set} name={name.text} />

      <div className="encyclopedia__grid">
        <section className="encyclopedia__card" aria-labelledby="set-items-title">
          <h2 id="set-items-title" className="encyclopedia__card-title">
            {t('encyclopedia.setItems')}
          </h2>
          <ul className="piece-list" data-testid="set-items">
            {pieces.map((piece) => {
              const pieceName = shownName(piece.name, lang);
              const typeName = itemTypeName(piece, lang);
              return (
                <li key={piece.id} className="piece-list__piece">
                  <Link className="piece-list__link" to={pathTo('encyclopedia.item', { itemId: piece.id })} data-testid={`set-item-${piece.id}`}>
                    <CategoryIcon category={piece.weapon_type ?? piece.category} size={50} />
                    <span className="piece-list__text">
                      <span className="piece-list__name">
                        <ShownText text={pieceName.text} lang={pieceName.lang} pageLang={lang} />
                      </span>
                      <span className="encyclopedia__muted">
                        {t('common.level', { level: piece.level })}
                        {typeName ? ` · ${typeName}` : ''}
                      </span>
                    </span>
                  </Link>
                  <div className="piece-list__effects" aria-label={t('encyclopedia.setPieceEffects', { item: pieceName.text })}>
                    <EffectList effects={piece.effects} templates={reference.templates} testId={`set-item-effects-${piece.id}`} note={false} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="encyclopedia__card" aria-labelledby="set-bonuses-title">
          <h2 id="set-bonuses-title" className="encyclopedia__card-title">
            {t('encyclopedia.setBonuses')}
          </h2>
          {set.bonuses.length === 0 ? (
            <p className="encyclopedia__muted">{t('encyclopedia.noSetBonus')}</p>
          ) : (
            <ol className="bonus-list" data-testid="set-bonuses">
              {set.bonuses.map((bonus) => (
                <li key={bonus.items} data-testid={`set-bonus-${bonus.items}`}>
                  <h3 className="bonus-list__title">{t('encyclopedia.bonusFor', { count: bonus.items })}</h3>
                  <EffectList effects={bonus.effects} templates={reference.templates} note={false} />
                </li>
              ))}
            </ol>
          )}
          {someFallBack(
            reference.templates,
            [...set.bonuses.flatMap((bonus) => bonus.effects), ...pieces.flatMap((piece) => piece.effects)].map((effect) => effect.effect_id),
            lang,
          ) ? (
            <FallbackNote lang="fr" />
          ) : null}
        </section>
      </div>
    </article>
  );
}
