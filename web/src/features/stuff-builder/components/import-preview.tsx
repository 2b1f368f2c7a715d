/**
 * What an imported code holds, before it replaces the draft (read-only: nothing here writes the
 * draft): where it was read from (our lossless share code or the dofus-stuffer code, and what the
 * latter lacks), the character, its main figures computed by the engine, the items by slot with
 * their names, the ids Tofulab does not know (listed, never dropped), points, scrolls, build-wide
 * forgemagie, and for a share code its per-item forgemagie and boosts.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stuff } from '#contract/stuff';
import { SLOTS } from '#game/slots';
import { PRIMARY_STATS, type StatKey } from '#game/stats';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { MAIN_FIGURES } from '../model/import-decision.ts';
import { importErrorText } from '../hooks/use-stuff-import.ts';
import { unknownIdsInSlotOrder, type ImportedDraft, type ResolvedImport } from '#web/entities/stuff/model/stuffer-code-import.ts';

interface ImportPreviewProps {
  resolved: ResolvedImport;
  imported: ImportedDraft;
  /** Move the focus to the preview when it appears (after the user asked to read a pasted code). */
  autoFocus?: boolean;
}

export function ImportPreview({ resolved, imported, autoFocus = false }: ImportPreviewProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);
  const lang = useLang();
  const { stuff } = imported;
  const number = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const bootstrap = useQuery(bootstrapQueryOptions());
  const className = localized(bootstrap.data?.classes.find((entry) => entry.id === stuff.classId)?.name, lang) || `#${stuff.classId}`;

  const filledSlots = SLOTS.filter((slot) => stuff.items[slot] !== undefined);
  const ids = filledSlots.map((slot) => stuff.items[slot]!);
  const items = useItemsByIds(SITE_VARIANT, ids);
  const itemsById = useMemo(() => new Map((items.data ?? []).map((item) => [item.id, item])), [items.data]);
  // The engine's catalogue decides what counts in the sheet; the encyclopedia may lack others still.
  const unknownItems = useMemo(() => {
    const flagged = new Set(imported.unknownItems);
    const answered = items.isSuccess && !items.isPlaceholderData;
    return unknownIdsInSlotOrder(stuff, (id) => flagged.has(id) || (answered && !itemsById.has(id)));
  }, [imported.unknownItems, items.isSuccess, items.isPlaceholderData, itemsById, stuff]);

  const rolledSlots = SLOTS.filter((slot) => Object.keys(stuff.rolls[slot] ?? {}).length > 0);

  return (
    <section className="import-preview" aria-labelledby="import-preview-title" data-testid="import-preview" data-source={resolved.kind}>
      <h2 id="import-preview-title" className="import-preview__title" ref={titleRef} tabIndex={-1}>
        {t('builder.transfer.preview.title')}
      </h2>
      {resolved.kind === 'share' ? (
        <p className="import-preview__source" data-testid="import-source">
          {t('builder.transfer.source.share')}
        </p>
      ) : (
        <>
          {resolved.shareCodeError && (
            <p className="import-preview__warning" role="note" data-testid="import-share-fallback">
              {t('builder.transfer.source.shareFallback', { reason: importErrorText(resolved.shareCodeError, t).message })}
            </p>
          )}
          <p className="import-preview__source" data-testid="import-source">
            {t('builder.transfer.source.stuffer')} <strong>{t('builder.transfer.source.keepsClass', { class: className })}</strong>
          </p>
        </>
      )}

      <dl className="import-preview__facts">
        <div>
          <dt>{t('builder.class')}</dt>
          <dd data-testid="import-class" data-class-id={stuff.classId}>
            {className}
          </dd>
        </div>
        <div>
          <dt>{t('builder.level')}</dt>
          <dd className="tabular" data-testid="import-level">
            {number.format(stuff.level)}
          </dd>
        </div>
        <div>
          <dt>{t('builder.gender')}</dt>
          <dd data-testid="import-gender">{t(`builder.gender.${stuff.gender}`)}</dd>
        </div>
      </dl>

      <MainFigures stuff={stuff} format={number} />

      <h3 className="import-preview__heading">
        {t('builder.equipment')}{' '}
        <span className="card__count tabular">
          {filledSlots.length}/{SLOTS.length}
        </span>
      </h3>
      {filledSlots.length === 0 ? (
        <p className="import-preview__empty">{t('builder.transfer.noItems')}</p>
      ) : (
        <ul role="list" className="import-preview__items" data-testid="import-items">
          {filledSlots.map((slot) => {
            const id = stuff.items[slot]!;
            const item = itemsById.get(id);
            const unknown = unknownItems.includes(id);
            return (
              <li key={slot} data-testid={`import-slot-${slot}`} data-item-id={id} data-unknown={unknown || undefined}>
                <span className="import-preview__slot">{t(`slot.${slot}`)}</span>
                <span className={unknown ? 'import-preview__item import-preview__item--unknown' : 'import-preview__item'}>
                  {item
                    ? localized(item.name, lang)
                    : unknown
                      ? t('builder.transfer.item.unknown', { id })
                      : t('builder.slot.loadingName', { id })}
                  {item && <span className="import-preview__level tabular">{t('common.level', { level: item.level })}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {unknownItems.length > 0 && (
        <div className="import-preview__unknown" role="note" data-testid="import-unknown-items">
          <p>
            <strong>{t('builder.transfer.unknown.title', { count: unknownItems.length })}</strong>{' '}
            {t('builder.transfer.unknown.body')}
          </p>
          <ul role="list" className="import-preview__ids">
            {unknownItems.map((id) => (
              <li key={id} className="tabular" data-item-id={id}>
                {id}
              </li>
            ))}
          </ul>
        </div>
      )}

      <StatValues title={t('builder.transfer.points')} values={stuff.points} keys={PRIMARY_STATS} testId="import-points" format={number} />
      <StatValues title={t('builder.transfer.scrolls')} values={stuff.scrolls} keys={PRIMARY_STATS} testId="import-scrolls" format={number} />
      <StatValues
        title={t('builder.transfer.forgemagie')}
        values={stuff.forgemagie}
        keys={Object.keys(stuff.forgemagie) as StatKey[]}
        testId="import-forgemagie"
        format={number}
        signed
      />
      {resolved.kind === 'share' && (
        <>
          <h3 className="import-preview__heading">{t('builder.transfer.rolls')}</h3>
          <p data-testid="import-rolls">
            {rolledSlots.length === 0
              ? t('builder.transfer.none')
              : t('builder.transfer.rolls.slots', { count: rolledSlots.length, slots: rolledSlots.map((slot) => t(`slot.${slot}`)).join(', ') })}
          </p>
          <h3 className="import-preview__heading">{t('builder.tab.boosts')}</h3>
          <p data-testid="import-boosts">
            {stuff.boosts.length === 0 ? t('builder.transfer.none') : t('builder.transfer.boosts.count', { count: stuff.boosts.length })}
          </p>
        </>
      )}
    </section>
  );
}

/** The sheet's main figures for the previewed stuff, computed in the engine worker like the builder's. */
function MainFigures({ stuff, format }: { stuff: Stuff; format: Intl.NumberFormat }) {
  const { t } = useTranslation();
  const input = useMemo(() => toStuffInput(stuff), [stuff]);
  const inspection = useStuffInspection(input);
  const sheet = inspection.data?.sheet;
  return (
    <>
      <h3 className="import-preview__heading">{t('builder.transfer.figures')}</h3>
      {sheet ? (
        <dl className="import-figures tabular" data-testid="import-figures">
          {MAIN_FIGURES.map((key) => (
            <div key={key} data-stat={key}>
              <dt>{t(`stat.${key}`)}</dt>
              <dd>{format.format(sheet.stats[key])}</dd>
            </div>
          ))}
        </dl>
      ) : inspection.isError ? (
        <p className="status status--error" data-testid="import-figures-error">
          {t('builder.transfer.figures.error')}
        </p>
      ) : (
        <p className="status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('builder.transfer.figures.computing')}
        </p>
      )}
    </>
  );
}

function StatValues({
  title,
  values,
  keys,
  testId,
  format,
  signed = false,
}: {
  title: string;
  values: Stuff['forgemagie'];
  keys: readonly StatKey[];
  testId: string;
  format: Intl.NumberFormat;
  signed?: boolean;
}) {
  const { t } = useTranslation();
  const shown = keys.filter((key) => (values[key] ?? 0) !== 0);
  return (
    <>
      <h3 className="import-preview__heading">{title}</h3>
      {shown.length === 0 ? (
        <p data-testid={testId}>{t('builder.transfer.none')}</p>
      ) : (
        <dl className="import-preview__stats" data-testid={testId}>
          {shown.map((key) => {
            const value = values[key]!;
            return (
              <div key={key} data-stat={key}>
                <dt>{t(`stat.${key}`)}</dt>
                <dd className="tabular">{signed && value > 0 ? `+${format.format(value)}` : format.format(value)}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </>
  );
}
