/**
 * The preview of a picker row before it is equipped (issue 14 §2): an item's full effects, its
 * conditions, the slot it would take and what it would replace, and what the sheet would gain or
 * lose (the engine computes the stuff with it); a set's full-set bonus, its pieces and the same
 * changes. A dialog, so it reads the same on a phone.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stuff } from '#contract/stuff';
import { findCategory } from '#contract/categories';
import type { ItemSummary } from '#contract/items';
import type { SetSummary } from '#contract/sets';
import { STAT_KEYS, type StatKey } from '#game/stats';
import type { Slot } from '#game/slots';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { PlusIcon } from '#web/components/ui/icons.tsx';
import { EffectList } from '#web/entities/item/components/effect-list.tsx';
import { itemDetailQueryOptions } from '#web/entities/item/api/items.ts';
import { encyclopediaReferenceQueryOptions } from '#web/entities/reference/api/effect-templates.ts';
import { describeConditions } from '#web/entities/reference/model/condition-text.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { setDetailQueryOptions } from '#web/entities/set/api/sets.ts';
import { applyAssignments, planEquip, planEquipAt, planSetLoad, type SlotAssignment } from '#web/entities/stuff/model/slot-assignment.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';

/** What a preview shows: an item (with the slot the picker targets, if any) or a set. */
export type PreviewTarget = { kind: 'item'; item: ItemSummary; slot?: Slot } | { kind: 'set'; set: SetSummary };

/** The type of an item as players name it: a weapon's own type (bow, sword…), else its category. */
export function itemTypeName(item: Pick<ItemSummary, 'category' | 'weapon_type'>, lang: 'fr' | 'en' | 'es'): string | undefined {
  return findCategory(item.weapon_type ?? item.category)?.name[lang];
}

export function EquipPreview({
  target,
  onClose,
  onEquip,
  equipping,
}: {
  target: PreviewTarget;
  onClose: () => void;
  onEquip: () => void;
  equipping?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { editable } = useBuilder();
  const title = localized(target.kind === 'item' ? target.item.name : target.set.name, lang);
  const level = t('common.level', { level: target.kind === 'item' ? target.item.level : target.set.level });
  const detail =
    target.kind === 'item'
      ? (itemTypeName(target.item, lang) ?? '')
      : t('builder.preview.pieces', { count: target.set.item_ids.length });
  return (
    <ModalDialog
      open
      wide
      title={title}
      description={`${level} · ${detail}`}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="equip-preview"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} data-testid="equip-preview-dismiss">
            {t('common.close')}
          </button>
          {editable && (
            <button type="button" className="button button--primary" onClick={onEquip} disabled={equipping} data-autofocus data-testid="equip-preview-equip">
              <PlusIcon size={16} />
              {target.kind === 'item' ? t('builder.equip') : t('builder.equip.setShort')}
            </button>
          )}
        </>
      }
    >
      <div className="equip-preview">{target.kind === 'item' ? <ItemPreview item={target.item} slot={target.slot} /> : <SetPreview set={target.set} />}</div>
    </ModalDialog>
  );
}

function ItemPreview({ item, slot }: { item: ItemSummary; slot?: Slot }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { stuff } = useBuilder();
  const reference = useQuery(encyclopediaReferenceQueryOptions());
  const itemDetail = useQuery(itemDetailQueryOptions(SITE_VARIANT, item.id));
  const placed = { id: item.id, category: item.category, setId: item.set_id };
  const plan = slot ? planEquipAt(stuff.items, placed, slot) : planEquip(stuff.items, placed);
  const assignments: SlotAssignment[] = plan.kind === 'equip' ? [{ slot: plan.slot, itemId: item.id, replaces: plan.replaces }] : [];
  const conditions = reference.data
    ? describeConditions(itemDetail.data?.condition_groups, { t, lang, classNames: reference.data.classNames })
    : [];

  return (
    <>
      <section className="equip-preview__section" aria-labelledby="equip-preview-effects">
        <h3 id="equip-preview-effects" className="equip-preview__heading">
          {t('builder.preview.effects')}
        </h3>
        {reference.data ? <EffectList effects={item.effects} templates={reference.data.templates} testId="equip-preview-effects" /> : <span className="spinner" />}
      </section>
      <section className="equip-preview__section" aria-labelledby="equip-preview-conditions">
        <h3 id="equip-preview-conditions" className="equip-preview__heading">
          {t('builder.preview.conditions')}
        </h3>
        {itemDetail.isError ? (
          <p className="status status--error">{t('builder.preview.conditionsError')}</p>
        ) : !itemDetail.data || !reference.data ? (
          <span className="spinner" aria-label={t('common.loading')} />
        ) : conditions.length === 0 ? (
          <p className="status" data-testid="equip-preview-conditions">
            {t('builder.preview.noCondition')}
          </p>
        ) : (
          <ul className="effect-list" data-testid="equip-preview-conditions">
            {conditions.map((line, index) => (
              <li key={index} className="effect-list__line">
                {line}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="equip-preview__section" aria-labelledby="equip-preview-place">
        <h3 id="equip-preview-place" className="equip-preview__heading">
          {t('builder.preview.place')}
        </h3>
        {plan.kind === 'equip' && <Placements assignments={assignments} />}
        {plan.kind === 'choose' && <p className="status">{t('builder.preview.choose')}</p>}
        {plan.kind === 'already-worn' && <p className="status">{t('builder.preview.alreadyWorn', { slot: t(`slot.${plan.slot}`) })}</p>}
        {plan.kind === 'unwearable' && <p className="status">{t('builder.preview.unwearable')}</p>}
      </section>
      {assignments.length > 0 && <SheetChanges stuff={stuff} assignments={assignments} />}
    </>
  );
}

function SetPreview({ set }: { set: SetSummary }) {
  const { t } = useTranslation();
  const { stuff } = useBuilder();
  const reference = useQuery(encyclopediaReferenceQueryOptions());
  const setDetail = useQuery(setDetailQueryOptions(SITE_VARIANT, set.id));
  const pieces = setDetail.data?.items ?? [];
  const plan = setDetail.data
    ? planSetLoad(
        stuff.items,
        pieces.map((piece) => ({ id: piece.id, category: piece.category, setId: piece.set_id })),
      )
    : undefined;

  return (
    <>
      <section className="equip-preview__section" aria-labelledby="equip-preview-bonus">
        <h3 id="equip-preview-bonus" className="equip-preview__heading">
          {t('builder.preview.fullBonus')}
        </h3>
        {reference.data ? (
          <EffectList effects={set.full_bonus} templates={reference.data.templates} testId="equip-preview-full-bonus" />
        ) : (
          <span className="spinner" />
        )}
      </section>
      <section className="equip-preview__section" aria-labelledby="equip-preview-place">
        <h3 id="equip-preview-place" className="equip-preview__heading">
          {t('builder.preview.place')}
        </h3>
        {setDetail.isError ? (
          <p className="status status--error">{t('builder.preview.setError')}</p>
        ) : plan ? (
          <Placements assignments={plan.assignments} names={new Map(pieces.map((piece) => [piece.id, piece]))} />
        ) : (
          <span className="spinner" aria-label={t('common.loading')} />
        )}
      </section>
      {plan && plan.assignments.length > 0 && <SheetChanges stuff={stuff} assignments={plan.assignments} />}
    </>
  );
}

/** Each slot the record would take, and what it would replace there. */
function Placements({ assignments, names }: { assignments: readonly SlotAssignment[]; names?: ReadonlyMap<number, ItemSummary> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { itemsById } = useBuilder();
  const nameOf = (id: number) => {
    const item = names?.get(id) ?? itemsById.get(id);
    return item ? localized(item.name, lang) : t('builder.slot.loadingName', { id });
  };
  return (
    <ul role="list" className="replacement-list" data-testid="equip-preview-place">
      {assignments.map((assignment) => (
        <li key={assignment.slot} className="replacement-list__row" data-testid={`equip-preview-slot-${assignment.slot}`}>
          <span className="choice-list__slot">{t(`slot.${assignment.slot}`)}</span>
          <span>
            {names && (
              <>
                <ins>{nameOf(assignment.itemId)}</ins>{' '}
              </>
            )}
            {assignment.replaces === undefined ? (
              <span className="equip-preview__free">{t('builder.preview.freeSlot')}</span>
            ) : (
              <span>
                {t('builder.preview.replaces')} <del>{nameOf(assignment.replaces)}</del>
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The sheet's figures that equipping would change, computed by the engine on the stuff with the record. */
function SheetChanges({ stuff, assignments }: { stuff: Stuff; assignments: readonly SlotAssignment[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' }), [lang]);
  const { input } = useBuilder();
  const withRecord = useMemo(() => toStuffInput(applyAssignments(stuff, assignments)), [stuff, assignments]);
  const before = useStuffInspection(input);
  const after = useStuffInspection(withRecord);
  const ready = before.data && after.data && !before.isPlaceholderData && !after.isPlaceholderData;
  const changes: { key: StatKey; delta: number }[] = ready
    ? STAT_KEYS.flatMap((key) => {
        const delta = after.data.sheet.stats[key] - before.data.sheet.stats[key];
        return delta === 0 ? [] : [{ key, delta }];
      })
    : [];
  return (
    <section className="equip-preview__section" aria-labelledby="equip-preview-changes" aria-busy={!ready}>
      <h3 id="equip-preview-changes" className="equip-preview__heading">
        {t('builder.preview.changes')}
      </h3>
      {after.isError ? (
        <p className="status status--error">{t('builder.sheet.error')}</p>
      ) : !ready ? (
        <span className="spinner" aria-label={t('builder.sheet.computing')} />
      ) : changes.length === 0 ? (
        <p className="status" data-testid="equip-preview-changes">
          {t('builder.preview.noChange')}
        </p>
      ) : (
        <ul role="list" className="equip-preview__changes" data-testid="equip-preview-changes">
          {changes.map(({ key, delta }) => (
            <li key={key} className={delta > 0 ? 'equip-preview__change is-gain' : 'equip-preview__change is-loss'} data-testid={`equip-preview-change-${key}`}>
              <span className="tabular">{format.format(delta)}</span> {t(`stat.${key}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
