/**
 * The stuff's slots drawn around the character (builder-spec §2 overview): the gear on both sides
 * of the figure as in the game's inventory, the Dofus row and the mount below. Each slot is a
 * labelled list item: a filled one links to its item and has remove and forgemagie actions; an
 * empty one opens the items tab on what that slot takes, for the draft's class and level. Slots with an unmet condition or a broken rule are marked and
 * say why (the problem text is their description).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Slot } from '#game/slots';
import { buildPath } from '#web/config/routes.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { CloseIcon, PlusIcon } from '#web/components/ui/icons.tsx';
import { useBuilder } from '../hooks/use-builder.tsx';
import { slotPickerSearch } from '../model/slot-picker.ts';
import type { ProblemSeverity, StuffProblem } from '../model/stuff-problems.ts';
import './paper-doll.css';

const LEFT_SLOTS: readonly Slot[] = ['ch', 'ca', 'am', 'a1', 'a2'];
const RIGHT_SLOTS: readonly Slot[] = ['ar', 'br', 'ce', 'bo', 'fa'];
const BOTTOM_SLOTS: readonly Slot[] = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'mo'];

/** The icon of an empty slot: the category it takes. */
const SLOT_ICON: Readonly<Record<Slot, string>> = {
  ch: 'hat', am: 'amulet', a1: 'ring', a2: 'ring', ce: 'belt', bo: 'boots', ca: 'cloak', br: 'shield',
  ar: 'weapon', fa: 'pet', mo: 'mount', d1: 'dofus', d2: 'dofus', d3: 'dofus', d4: 'dofus', d5: 'dofus', d6: 'dofus',
};

interface PaperDollProps {
  problemsBySlot: ReadonlyMap<Slot, StuffProblem[]>;
  severities: Partial<Record<Slot, ProblemSeverity>>;
  onRemove: (slot: Slot) => void;
  /** Class name and level, shown on the figure. */
  figureLabel: string;
}

export function PaperDoll({ problemsBySlot, severities, onRemove, figureLabel }: PaperDollProps) {
  const slot = (name: Slot) => (
    <SlotCell key={name} slot={name} problems={problemsBySlot.get(name) ?? []} severity={severities[name]} onRemove={onRemove} />
  );
  return (
    <div className="paper-doll" data-testid="paper-doll">
      <ul role="list" className="paper-doll__column paper-doll__column--left">
        {LEFT_SLOTS.map(slot)}
      </ul>
      <figure className="paper-doll__figure" aria-hidden="true">
        <svg viewBox="0 0 100 160" className="paper-doll__silhouette" focusable="false">
          <circle cx="50" cy="28" r="18" />
          <path d="M22 150 L28 78 Q30 56 50 54 Q70 56 72 78 L78 150 Z" />
          <path d="M28 64 L12 104 M72 64 L88 104" strokeWidth="9" strokeLinecap="round" />
        </svg>
        <figcaption className="paper-doll__caption">{figureLabel}</figcaption>
      </figure>
      <ul role="list" className="paper-doll__column paper-doll__column--right">
        {RIGHT_SLOTS.map(slot)}
      </ul>
      <ul role="list" className="paper-doll__row">
        {BOTTOM_SLOTS.map(slot)}
      </ul>
    </div>
  );
}

function SlotCell({
  slot,
  problems,
  severity,
  onRemove,
}: {
  slot: Slot;
  problems: StuffProblem[];
  severity: ProblemSeverity | undefined;
  onRemove: (slot: Slot) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff, itemsById, editable, tabPath } = useBuilder();
  const itemId = stuff.items[slot];
  const item = itemId === undefined ? undefined : itemsById.get(itemId);
  const slotLabel = t(`slot.${slot}`);
  const problemId = `slot-problem-${slot}`;
  const className = ['doll-slot', itemId === undefined ? 'doll-slot--empty' : '', severity ? `doll-slot--${severity}` : '']
    .filter(Boolean)
    .join(' ');

  if (itemId === undefined) {
    return (
      <li className={className} data-testid={`slot-${slot}`}>
        <Link
          to={{ pathname: tabPath('items'), search: `?${slotPickerSearch(slot, undefined, stuff).toString()}` }}
          className="doll-slot__empty"
          aria-label={t('builder.slot.add', { slot: slotLabel })}
          title={t('builder.slot.add', { slot: slotLabel })}
        >
          <CategoryIcon category={SLOT_ICON[slot]} size={50} decorative className="doll-slot__icon" />
          <span className="doll-slot__label">{slotLabel}</span>
          {editable && <PlusIcon size={14} className="doll-slot__plus" />}
        </Link>
      </li>
    );
  }

  const name = item ? localized(item.name, lang) : t('builder.slot.loadingName', { id: itemId });
  return (
    <li className={className} data-testid={`slot-${slot}`} data-severity={severity}>
      <div className="doll-slot__filled">
        <CategoryIcon category={item?.category ?? SLOT_ICON[slot]} size={50} decorative className="doll-slot__icon" />
        <div className="doll-slot__text">
          <span className="doll-slot__label">{slotLabel}</span>
          <Link
            to={buildPath('encyclopedia.item', lang, { itemId })}
            className="doll-slot__name"
            data-testid={`slot-${slot}-item`}
            data-item-id={itemId}
            aria-describedby={problems.length > 0 ? problemId : undefined}
          >
            {name}
          </Link>
          {item && <span className="doll-slot__level tabular">{t('common.level', { level: item.level })}</span>}
          {problems.length > 0 && (
            <span id={problemId} className="doll-slot__problem" data-testid={`slot-${slot}-problem`}>
              {problems.map((problem) => problem.text).join(' · ')}
            </span>
          )}
        </div>
        {editable && (
          <button
            type="button"
            className="icon-button doll-slot__remove"
            onClick={() => onRemove(slot)}
            aria-label={t('builder.slot.remove', { item: name, slot: slotLabel })}
            title={t('builder.slot.remove', { item: name, slot: slotLabel })}
            data-testid={`remove-${slot}`}
          >
            <CloseIcon size={16} />
          </button>
        )}
      </div>
    </li>
  );
}
