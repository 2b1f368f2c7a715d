/**
 * One craft as a tree (issue 19): the root's item and quantity, its progress, and its recipe's
 * ingredients, each with per unit × quantity = needed, gathered and remaining; a craftable
 * ingredient can be expanded into its own recipe (its lines nested below it) or collapsed back.
 * Read-only on a member's public page (no inputs, no buttons).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CraftItem } from '#contract/crafts';
import { MAX_GAME_ID } from '#contract/common';
import type { Folder } from '#contract/folders';
import type { CraftTreeNode, IngredientLine } from '#game/crafts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { NumberTextField } from '#web/components/ui/number-text-field.tsx';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { rootProgress } from '#web/entities/craft/model/workshop.ts';
import { parseCraftQuantity, parseGatheredCount } from '#web/entities/craft/model/quantity.ts';
import { CRAFT_QUANTITY_MAX } from '#game/crafts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useDebounced } from '../hooks/use-debounced.ts';

/** A quantity is saved once the typing pauses (typing 12 does not store 1 first). */
const QUANTITY_SAVE_DELAY_MS = 600;

/** What the own page can do to a craft; absent on a public page (read-only). */
export interface CraftEditing {
  /** The count typed or stored (not capped by the need) of an ingredient line of a node. */
  gatheredOf: (craftId: number, itemId: number) => number;
  setGathered: (craftId: number, itemId: number, gathered: number) => void;
  expand: (node: CraftTreeNode, line: IngredientLine) => void;
  collapse: (child: CraftTreeNode) => void;
  setQuantity: (root: CraftTreeNode, quantity: number) => void;
  setCompleted: (root: CraftTreeNode, completed: boolean) => void;
  move: (root: CraftTreeNode, folderId: number | null) => void;
  remove: (root: CraftTreeNode) => void;
  folders: readonly Folder[];
  /** A write is on its way: the buttons wait. */
  busy: boolean;
}

function ItemLabel({ item, itemId }: { item: CraftItem | undefined; itemId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const name = item ? localized(item.name, lang) : t('workshop.unknownItem', { id: itemId });
  return (
    <span className="workshop-item">
      <CategoryIcon category={item?.kind === 'weapon' ? 'weapon' : item?.kind === 'item' ? 'item' : 'misc'} size={50} decorative className="workshop-item__icon" />
      {item && item.kind !== 'misc' ? (
        <Link to={pathTo('encyclopedia.item', { itemId })} className="workshop-item__name">
          {name}
        </Link>
      ) : (
        <span className="workshop-item__name">{name}</span>
      )}
    </span>
  );
}

function IngredientRows({ node, items, editing }: { node: CraftTreeNode; items: ReadonlyMap<number, CraftItem>; editing?: CraftEditing }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="workshop-lines" role="list" data-testid={`craft-lines-${node.id}`}>
      {node.ingredients.map((line) => {
        const item = items.get(line.item_id);
        const name = item ? localized(item.name, lang) : String(line.item_id);
        const done = line.remaining === 0;
        return (
          <li key={line.item_id} className={`workshop-line${done ? ' workshop-line--done' : ''}`} data-testid={`craft-line-${node.id}-${line.item_id}`}>
            <div className="workshop-line__main">
              <ItemLabel item={item} itemId={line.item_id} />
              <span className="workshop-line__need tabular" data-testid="line-need">
                {t('workshop.perUnit', { perUnit: line.per_unit, quantity: node.quantity, needed: line.needed })}
              </span>
              {editing ? (
                <NumberTextField
                  className="workshop-line__gathered"
                  label={t('workshop.gatheredOf', { name })}
                  labelHidden
                  value={editing.gatheredOf(node.id, line.item_id)}
                  parse={(text) => parseGatheredCount(text, MAX_GAME_ID)}
                  onCommit={(value) => editing.setGathered(node.id, line.item_id, value)}
                  errorMessage={t('workshop.gatheredInvalid')}
                  testId={`gathered-${node.id}-${line.item_id}`}
                />
              ) : (
                <span className="workshop-line__gathered tabular">{t('workshop.gatheredShort', { gathered: line.gathered })}</span>
              )}
              <span className="workshop-line__remaining tabular" data-testid="line-remaining">
                {done ? t('workshop.lineDone') : t('workshop.remaining', { count: line.remaining })}
              </span>
              {editing && line.craftable && !line.cycle && (
                <span className="workshop-line__actions">
                  {line.child ? (
                    <button type="button" className="button button--small button--ghost" disabled={editing.busy} onClick={() => editing.collapse(line.child!)} data-testid={`collapse-${node.id}-${line.item_id}`}>
                      {t('workshop.collapse')}
                    </button>
                  ) : (
                    <button type="button" className="button button--small" disabled={editing.busy} onClick={() => editing.expand(node, line)} data-testid={`expand-${node.id}-${line.item_id}`}>
                      {t('workshop.expand')}
                    </button>
                  )}
                </span>
              )}
              {line.cycle && <span className="workshop-line__note">{t('workshop.cycle')}</span>}
            </div>
            {line.child && (
              <div className="workshop-line__child" data-testid={`craft-child-${line.child.id}`}>
                <p className="workshop-line__child-title">{t('workshop.childTitle', { name, quantity: line.child.quantity })}</p>
                <IngredientRows node={line.child} items={items} editing={editing} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function CraftCard({ root, items, editing }: { root: CraftTreeNode; items: ReadonlyMap<number, CraftItem>; editing?: CraftEditing }) {
  const { t } = useTranslation();
  const lang = useLang();
  const item = items.get(root.item_id);
  const name = item ? localized(item.name, lang) : String(root.item_id);
  const { percent, remaining } = rootProgress(root);
  const { call: saveQuantity } = useDebounced((quantity: number) => editing?.setQuantity(root, quantity), QUANTITY_SAVE_DELAY_MS);
  return (
    <li className={`card workshop-craft${root.completed ? ' workshop-craft--completed' : ''}`} data-testid={`craft-${root.id}`} data-item-id={root.item_id}>
      <header className="workshop-craft__header">
        <h3 className="workshop-craft__title">
          <ItemLabel item={item} itemId={root.item_id} />
          {item && <span className="workshop-craft__level">{t('common.level', { level: item.level })}</span>}
        </h3>
        {editing ? (
          <NumberTextField
            className="workshop-craft__quantity"
            label={t('workshop.quantity')}
            value={root.quantity}
            parse={parseCraftQuantity}
            onCommit={saveQuantity}
            errorMessage={t('workshop.quantityInvalid', { max: CRAFT_QUANTITY_MAX })}
            testId={`craft-quantity-${root.id}`}
          />
        ) : (
          <span className="workshop-craft__quantity tabular" data-testid={`craft-quantity-${root.id}`}>
            ×{root.quantity}
          </span>
        )}
      </header>
      <div className="workshop-craft__progress">
        <div
          className="workshop-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('workshop.progressOf', { name })}
          data-testid={`craft-progress-${root.id}`}
        >
          <span className="workshop-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="tabular workshop-craft__percent">
          {root.completed ? t('workshop.completed') : t('workshop.progress', { percent, count: remaining })}
        </span>
      </div>
      {root.ingredients.length === 0 ? <p className="status">{t('workshop.noRecipe')}</p> : <IngredientRows node={root} items={items} editing={editing} />}
      {editing && (
        <div className="workshop-craft__actions">
          <button
            type="button"
            className={root.completed ? 'button button--small' : 'button button--small button--primary'}
            disabled={editing.busy}
            onClick={() => editing.setCompleted(root, !root.completed)}
            data-testid={`craft-complete-${root.id}`}
          >
            {root.completed ? t('workshop.uncomplete') : t('workshop.complete')}
          </button>
          <label className="workshop-craft__folder">
            <span className="visually-hidden">{t('workshop.moveTo', { name })}</span>
            <select
              className="field__control"
              value={root.folder_id ?? ''}
              disabled={editing.busy}
              onChange={(event) => editing.move(root, event.target.value === '' ? null : Number(event.target.value))}
              data-testid={`craft-folder-${root.id}`}
            >
              <option value="">{t('workshop.noFolder')}</option>
              {editing.folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button button--small button--ghost" disabled={editing.busy} onClick={() => editing.remove(root)} data-testid={`craft-delete-${root.id}`}>
            {t('workshop.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
