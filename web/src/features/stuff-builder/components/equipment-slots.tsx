/** The stuff's slots with the equipped items' names, each with a remove button. */
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '../../../../../contract/api.ts';
import type { StuffItems } from '../../../../../contract/stuff.ts';
import { SLOTS, type Slot } from '../../../../../engine/src/slots.ts';
import { localized } from '../../../lib/bootstrap.ts';
import { useLang } from '../../../lib/i18n/use-lang.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';

interface EquipmentSlotsProps {
  items: StuffItems;
  itemsById: ReadonlyMap<number, ItemSummary>;
  onRemove: (slot: Slot) => void;
  onClear: () => void;
}

export function EquipmentSlots({ items, itemsById, onRemove, onClear }: EquipmentSlotsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const equippedCount = SLOTS.filter((slot) => items[slot] !== undefined).length;

  return (
    <section className="card builder-card" aria-labelledby="builder-equipment-title">
      <header className="card__header">
        <h2 id="builder-equipment-title" className="card__title">
          {t('builder.equipment')}
          <span className="card__count tabular">
            {equippedCount}/{SLOTS.length}
          </span>
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClear} disabled={equippedCount === 0}>
          {t('builder.clear')}
        </button>
      </header>
      <div className="card__body">
        <ul role="list" className="slot-grid">
          {SLOTS.map((slot) => {
            const itemId = items[slot];
            const item = itemId === undefined ? undefined : itemsById.get(itemId);
            const slotLabel = t(`slot.${slot}`);
            const itemName = item ? localized(item.name, lang) : itemId !== undefined ? t('builder.slot.loadingName', { id: itemId }) : '';
            return (
              <li key={slot} className={`slot${itemId === undefined ? ' slot--empty' : ''}`} data-testid={`slot-${slot}`}>
                <span className="slot__label">{slotLabel}</span>
                {itemId === undefined ? (
                  <span className="slot__item slot__item--empty">{t('builder.slot.empty')}</span>
                ) : (
                  <>
                    <span className="slot__item" data-testid={`slot-${slot}-item`} data-item-id={itemId}>
                      {itemName}
                      {item && <span className="slot__level tabular">{t('common.level', { level: item.level })}</span>}
                    </span>
                    <button
                      type="button"
                      className="icon-button slot__remove"
                      onClick={() => onRemove(slot)}
                      aria-label={t('builder.slot.remove', { item: itemName, slot: slotLabel })}
                      title={t('builder.slot.remove', { item: itemName, slot: slotLabel })}
                      data-testid={`remove-${slot}`}
                    >
                      <CloseIcon size={16} />
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
