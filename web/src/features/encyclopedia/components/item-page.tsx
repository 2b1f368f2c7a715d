/** The item page (encyclopedia.item): identity, effects, conditions, weapon block, recipe and set. */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemDetail } from '#contract/items';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { itemDetailQueryOptions, itemsByIdsQueryOptions } from '#web/entities/item/api/items.ts';
import { encyclopediaReferenceQueryOptions, type EncyclopediaReference } from '#web/entities/reference/api/effect-templates.ts';
import { describeConditions } from '#web/entities/reference/model/condition-text.ts';
import { shownName } from '#web/entities/reference/model/localized-name.ts';
import { itemTypeName } from '#web/entities/item/model/item-labels.ts';
import { EffectList } from '#web/entities/item/components/effect-list.tsx';
import { EncyclopediaError, EncyclopediaLoading, EncyclopediaNotFound } from './not-found.tsx';
import { ShownText } from '#web/entities/reference/components/shown-text.tsx';
import { usePageTitle } from './use-page-title.ts';
import { ItemDraftActions } from './draft-actions.tsx';
import { FavoriteStar } from '#web/entities/favorite/components/favorite-star.tsx';
import { AddToWorkshop } from '#web/entities/craft/components/add-to-workshop.tsx';
import { setWithNoun } from '../model/set-phrases.ts';
import './encyclopedia.css';

export function ItemPage({ itemId }: { itemId: number | undefined }) {
  const item = useQuery({ ...itemDetailQueryOptions(SITE_VARIANT, itemId ?? 0), enabled: itemId !== undefined });
  const reference = useQuery(encyclopediaReferenceQueryOptions());
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(item.data ? shownName(item.data.name, lang).text : undefined);

  if (itemId === undefined || (isApiError(item.error) && item.error.status === 404)) {
    return <EncyclopediaNotFound message="encyclopedia.itemNotFound" />;
  }
  if (item.error) return <EncyclopediaError message={errorMessage(item.error, t)} onRetry={() => void item.refetch()} />;
  if (!item.data || !reference.data) return <EncyclopediaLoading />;
  return <ItemSheet item={item.data} reference={reference.data} />;
}

function ItemSheet({ item, reference }: { item: ItemDetail; reference: EncyclopediaReference }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const name = shownName(item.name, lang);
  // The data's type name in the page language, else our own name of its category (Dofus 2 names types in English only).
  const ownType = item.type_name[lang];
  const tableType = itemTypeName(item, lang);
  const typeName = ownType ? { text: ownType, lang } : tableType ? { text: tableType, lang } : shownName(item.type_name, lang);
  const iconCategory = item.weapon?.weapon_type ?? item.category;
  const conditions = describeConditions(item.condition_groups, { t, lang, classNames: reference.classNames });
  const description = shownName(item.description, lang);

  return (
    <article className="container encyclopedia" data-testid="item-page" data-item-id={item.id}>
      <header className="encyclopedia__header">
        <CategoryIcon category={iconCategory} size={100} decorative className="encyclopedia__picture" />
        <div>
          <div className="encyclopedia__title-row">
            <h1 className="encyclopedia__title" data-testid="item-name">
              <ShownText text={name.text} lang={name.lang} pageLang={lang} />
            </h1>
            <FavoriteStar game={SITE_VARIANT} itemId={item.id} name={name.text} />
          </div>
          <p className="encyclopedia__subtitle">
            <span data-testid="item-type">
              <ShownText text={typeName.text} lang={typeName.lang} pageLang={lang} />
            </span>
            {' · '}
            <span data-testid="item-level">{t('common.level', { level: item.level })}</span>
          </p>
          {item.set ? (
            <p data-testid="item-set">
              {/* "Fait partie de la panoplie Gelax" / "… de la Panoplie du Bouftou": the noun once. */}
              {t('encyclopedia.partOfSet')}{' '}
              <Link to={pathTo('encyclopedia.cloth', { clothId: item.set.id })} data-testid="item-set-link">
                {setWithNoun(lang, shownName(item.set.name, lang).text)}
              </Link>
            </p>
          ) : null}
        </div>
      </header>

      <ItemDraftActions item={item} name={name.text} />

      <div className="encyclopedia__grid">
        <section className="encyclopedia__card" aria-labelledby="item-effects-title">
          <h2 id="item-effects-title" className="encyclopedia__card-title">
            {t('encyclopedia.effects')}
          </h2>
          <EffectList effects={item.effects} templates={reference.templates} testId="item-effects" />
        </section>

        {item.weapon ? (
          <section className="encyclopedia__card" aria-labelledby="item-weapon-title" data-testid="item-weapon">
            <h2 id="item-weapon-title" className="encyclopedia__card-title">
              {t('encyclopedia.weapon.title')}
            </h2>
            <dl className="encyclopedia__facts">
              <dt>{t('encyclopedia.weapon.ap')}</dt>
              <dd>{item.weapon.ap_cost}</dd>
              <dt>{t('encyclopedia.range')}</dt>
              <dd>{rangeText(item.weapon.range_min, item.weapon.range_max)}</dd>
              <dt>{t('encyclopedia.critical')}</dt>
              <dd>
                {item.weapon.crit_rate ? `1/${item.weapon.crit_rate}` : t('encyclopedia.never')}
                {item.weapon.crit_bonus ? ` (${t('encyclopedia.weapon.critBonus', { bonus: item.weapon.crit_bonus })})` : ''}
              </dd>
              <dt>{t('encyclopedia.failure')}</dt>
              <dd>{item.weapon.fail_rate ? `1/${item.weapon.fail_rate}` : t('encyclopedia.never')}</dd>
              <dt>{t('encyclopedia.weapon.hands')}</dt>
              <dd>{item.weapon.two_handed ? t('encyclopedia.weapon.twoHanded') : t('encyclopedia.weapon.oneHanded')}</dd>
            </dl>
          </section>
        ) : null}

        <section className="encyclopedia__card" aria-labelledby="item-conditions-title">
          <h2 id="item-conditions-title" className="encyclopedia__card-title">
            {t('encyclopedia.conditions')}
          </h2>
          {conditions.length > 0 ? (
            <ul className="effect-list" data-testid="item-conditions">
              {conditions.map((line, index) => (
                <li key={index} className="effect-list__line">
                  {line}
                </li>
              ))}
            </ul>
          ) : (
            <p className="encyclopedia__muted">{t('encyclopedia.noCondition')}</p>
          )}
        </section>

        {item.recipe.length > 0 ? <Recipe recipe={item.recipe} itemId={item.id} name={name.text} /> : null}
      </div>

      {description.text ? (
        <p className="encyclopedia__description">
          <ShownText text={description.text} lang={description.lang} pageLang={lang} />
        </p>
      ) : null}
    </article>
  );
}

export function rangeText(min: number | null, max: number | null): string {
  if (min === null && max === null) return '–';
  return min === max || min === null ? String(max) : `${min}–${max}`;
}

function Recipe({ recipe, itemId, name }: { recipe: ItemDetail['recipe']; itemId: number; name: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  // Only equipment has a page: the items API answers the ids it knows, resources stay text.
  const equipment = useQuery(itemsByIdsQueryOptions(SITE_VARIANT, recipe.map((line) => line.item_id)));
  const linkable = new Set(equipment.data?.map((entry) => entry.id));
  return (
    <section className="encyclopedia__card" aria-labelledby="item-recipe-title">
      <h2 id="item-recipe-title" className="encyclopedia__card-title">
        {t('encyclopedia.recipe')}
      </h2>
      <ul className="effect-list" data-testid="item-recipe">
        {recipe.map((line, index) => {
          const name = line.name ? shownName(line.name, lang) : undefined;
          const label = name ? <ShownText text={name.text} lang={name.lang} pageLang={lang} /> : t('encyclopedia.unknownItem', { id: line.item_id });
          return (
            <li key={index} className="effect-list__line">
              <span className="encyclopedia__quantity">{line.quantity} ×</span>{' '}
              {linkable.has(line.item_id) ? (
                <Link to={pathTo('encyclopedia.item', { itemId: line.item_id })} data-testid={`recipe-link-${line.item_id}`}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
      {/* Issue 19: a member puts the item in their workshop from here. */}
      <AddToWorkshop game={SITE_VARIANT} itemId={itemId} name={name} />
    </section>
  );
}
