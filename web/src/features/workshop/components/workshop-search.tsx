/**
 * "Add a craft": the encyclopedia's item search (by name, any category), then the item chosen with
 * its recipe (the item's detail) and a quantity; an item without a recipe says it cannot be
 * crafted. The quantity is a whole number from 1 ("invalid integer quantity" otherwise, inline).
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import { CRAFT_QUANTITY_MAX } from '#game/crafts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { itemDetailQueryOptions, useItemNameSearch } from '#web/entities/item/api/items.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useAddCraft } from '#web/entities/craft/hooks/use-workshop.ts';
import { parseCraftQuantity } from '#web/entities/craft/model/quantity.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';

const RESULTS = 8;

export function WorkshopSearch({ game, folderId }: { game: Game; folderId: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const found = useItemNameSearch(game, text, RESULTS);
  const detail = useQuery({ ...itemDetailQueryOptions(game, chosen ?? 0), enabled: chosen !== null });
  const add = useAddCraft(game);
  const quantity = parseCraftQuantity(quantityText);
  const item = chosen !== null && detail.data?.id === chosen ? detail.data : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || quantity === undefined) return;
    try {
      await add.mutateAsync({ item_id: item.id, quantity, ...(folderId === null ? {} : { folder_id: folderId }) });
      showAlert('success', t('workshop.added', { name: localized(item.name, lang), quantity }));
      setChosen(null);
      setText('');
      setQuantityText('1');
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };

  return (
    <section className="card workshop-add" aria-labelledby={`${id}-title`} data-testid="workshop-add">
      <h2 id={`${id}-title`} className="workshop-section-title">
        {t('workshop.addTitle')}
      </h2>
      <label className="field__label" htmlFor={`${id}-search`}>
        {t('workshop.searchLabel')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="field__control"
        placeholder={t('workshop.searchPlaceholder')}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        data-testid="workshop-search"
      />
      {text.trim().length >= 2 && found.isError && (
        <p className="status status--error" role="alert">
          {errorMessage(found.error, t)}
        </p>
      )}
      {text.trim().length >= 2 && found.data && found.data.rows.length === 0 && <p className="field__hint">{t('workshop.searchNone')}</p>}
      {text.trim().length >= 2 && found.data && found.data.rows.length > 0 && (
        <ul className="workshop-add__results" role="list" data-testid="workshop-search-results">
          {found.data.rows.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                className={`workshop-add__hit${hit.id === chosen ? ' workshop-add__hit--chosen' : ''}`}
                aria-pressed={hit.id === chosen}
                onClick={() => setChosen(hit.id)}
                data-testid={`workshop-hit-${hit.id}`}
              >
                <CategoryIcon category={hit.weapon_type ?? hit.category} size={50} decorative className="workshop-item__icon" />
                <span>{localized(hit.name, lang)}</span>
                <span className="workshop-add__level">{t('common.level', { level: hit.level })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && detail.isPending && <span className="spinner" aria-label={t('common.loading')} />}
      {item && item.recipe.length === 0 && (
        <p className="status" role="status" data-testid="workshop-not-craftable">
          {t('workshop.notCraftable', { name: localized(item.name, lang) })}
        </p>
      )}
      {item && item.recipe.length > 0 && (
        <form className="workshop-add__form" onSubmit={(event) => void submit(event)} noValidate data-testid="workshop-add-form">
          <p className="workshop-add__chosen">
            <strong>{localized(item.name, lang)}</strong> —{' '}
            {item.recipe.map((line) => `${line.quantity} × ${line.name ? localized(line.name, lang) : line.item_id}`).join(', ')}
          </p>
          <div className="workshop-add__row">
            <label className="field__label" htmlFor={`${id}-quantity`}>
              {t('workshop.quantity')}
            </label>
            <input
              id={`${id}-quantity`}
              className="field__control tabular workshop-add__quantity"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={quantityText}
              aria-invalid={quantity === undefined || undefined}
              aria-describedby={quantity === undefined ? `${id}-quantity-error` : undefined}
              onChange={(event) => setQuantityText(event.target.value)}
              data-testid="workshop-add-quantity"
            />
            <button type="submit" className="button button--primary" disabled={add.isPending || quantity === undefined} data-testid="workshop-add-submit">
              {t('workshop.add')}
            </button>
          </div>
          {quantity === undefined && (
            <p id={`${id}-quantity-error`} className="field__error" role="alert" data-testid="workshop-add-quantity-error">
              {t('workshop.quantityInvalid', { max: CRAFT_QUANTITY_MAX })}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
