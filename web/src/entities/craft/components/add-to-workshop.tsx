/**
 * "Add to workshop" for one craftable item (the encyclopedia's item page): a quantity and the
 * button, for members only (the workshop is theirs). A success says so with a link to the workshop;
 * a refusal is the API's message as an error alert (builder-spec §8 "craft add").
 */
import '../messages/index.ts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import { CRAFT_QUANTITY_MAX } from '#game/crafts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { useAddCraft } from '../hooks/use-workshop.ts';
import { parseCraftQuantity } from '../model/quantity.ts';
import './craft-entry.css';

export function AddToWorkshop({ game, itemId, name }: { game: Game; itemId: number; name: string }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const session = useSession();
  const id = useId();
  const add = useAddCraft(game);
  const [text, setText] = useState('1');
  const [added, setAdded] = useState<number | null>(null);
  if (session.status !== 'member') return null;
  const quantity = parseCraftQuantity(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (quantity === undefined) return;
    try {
      await add.mutateAsync({ item_id: itemId, quantity });
      setAdded(quantity);
      showAlert('success', t('craft.added', { name, quantity }));
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };

  return (
    <form className="craft-entry" onSubmit={(event) => void submit(event)} noValidate data-testid="add-to-workshop">
      <label className="field__label" htmlFor={id}>
        {t('craft.addQuantity')}
      </label>
      <input
        id={id}
        className="field__control tabular craft-entry__quantity"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={quantity === undefined || undefined}
        aria-describedby={quantity === undefined ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        data-testid="add-to-workshop-quantity"
      />
      <button type="submit" className="button button--primary" disabled={add.isPending || quantity === undefined} data-testid="add-to-workshop-submit">
        {t('craft.addToWorkshop')}
      </button>
      {quantity === undefined && (
        <p id={`${id}-error`} className="field__error craft-entry__line" role="alert" data-testid="add-to-workshop-error">
          {t('craft.quantityInvalid', { max: CRAFT_QUANTITY_MAX })}
        </p>
      )}
      {added !== null && (
        <p className="craft-entry__line" role="status" data-testid="add-to-workshop-done">
          {t('craft.added', { name, quantity: added })} · <Link to={pathTo('workshop.home')}>{t('craft.openWorkshop')}</Link>
        </p>
      )}
    </form>
  );
}
