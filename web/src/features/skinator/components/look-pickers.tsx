/**
 * The Skinator's pickers: class (18), sex, head and face (thumbnails drawn by the renderer with the
 * current look), the five colours and the cosmetics per slot.
 */
import '../messages/index.ts';
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import {
  CLASS_COLORS,
  SKIN_CLASS_IDS,
  SKIN_COLOR_SLOTS,
  SKIN_FACES,
  SKIN_GENDERS,
  SKIN_HEADS,
  parseHex,
  resolvedColors,
  toHex,
  type SkinColors,
  type SkinCosmeticSlot,
  type SkinLook,
} from '#game/skin';
import { SkinFigure } from '#web/entities/skin/components/skin-figure.tsx';
import { cosmeticsQueryOptions } from '#web/entities/skin/api/skins.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { PALETTE } from '../model/palette.ts';

type Change = (look: SkinLook) => void;
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function ClassPicker({ look, onChange }: { look: SkinLook; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <fieldset className="skinator-field">
      <legend>{t('skinator.class')}</legend>
      <div className="skinator-classes" role="radiogroup" aria-label={t('skinator.class')}>
        {SKIN_CLASS_IDS.map((classId) => (
          <button
            key={classId}
            type="button"
            role="radio"
            aria-checked={look.classId === classId}
            className="skinator-class"
            data-testid={`skinator-class-${classId}`}
            onClick={() => onChange({ ...look, classId })}
          >
            <span className="skinator-class__dot" style={{ background: toHex(CLASS_COLORS[classId]![2]) }} aria-hidden />
            {t(`skin.class.${classId}` as 'skin.class.1')}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function GenderPicker({ look, onChange }: { look: SkinLook; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <fieldset className="skinator-field">
      <legend>{t('skinator.gender')}</legend>
      <div className="skinator-row" role="radiogroup" aria-label={t('skinator.gender')}>
        {SKIN_GENDERS.map((gender) => (
          <button
            key={gender}
            type="button"
            role="radio"
            aria-checked={look.gender === gender}
            className="button button--small skinator-toggle"
            data-testid={`skinator-gender-${gender}`}
            onClick={() => onChange({ ...look, gender })}
          >
            {t(`skin.gender.${gender}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Heads or faces as thumbnails of the current look's head. */
export function VariantPicker({ kind, look, onChange }: { kind: 'head' | 'face'; look: SkinLook; onChange: Change }) {
  const { t } = useTranslation();
  const count = kind === 'head' ? SKIN_HEADS : SKIN_FACES;
  return (
    <fieldset className="skinator-field">
      <legend>{t(kind === 'head' ? 'skinator.heads' : 'skinator.faces')}</legend>
      <div className="skinator-thumbs" role="radiogroup" aria-label={t(kind === 'head' ? 'skinator.heads' : 'skinator.faces')}>
        {range(count).map((n) => {
          const variant = { ...look, [kind]: n, cosmetics: {} };
          const label = t(kind === 'head' ? 'skin.head' : 'skin.face', { n });
          return (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={look[kind] === n}
              aria-label={label}
              title={label}
              className="skinator-thumb"
              data-testid={`skinator-${kind}-${n}`}
              onClick={() => onChange({ ...look, [kind]: n })}
            >
              <SkinFigure look={variant} crop="head" label={label} />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function withColor(look: SkinLook, index: number, color: number | null): SkinLook {
  const colors = [...look.colors];
  colors[index] = color;
  return { ...look, colors: colors as unknown as SkinColors };
}

/** One colour slot: the palette's swatches, the native picker, a hex code, and "class colour" (none). */
function ColorSlot({ look, index, onChange }: { look: SkinLook; index: number; onChange: Change }) {
  const { t } = useTranslation();
  const slot = SKIN_COLOR_SLOTS[index]!;
  const own = look.colors[index] ?? null;
  const shown = resolvedColors(look.classId, look.colors)[index]!;
  const [text, setText] = useState(own === null ? '' : toHex(own));
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  useEffect(() => {
    setText(own === null ? '' : toHex(own));
    setInvalid(false);
  }, [own]);
  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      onChange(withColor(look, index, null));
      return;
    }
    const color = parseHex(text);
    setInvalid(color === null);
    if (color !== null) onChange(withColor(look, index, color));
  };
  return (
    <div className="skinator-color" data-testid={`skinator-color-${slot}`}>
      <div className="skinator-color__head">
        <span className="skinator-color__swatch" style={{ background: toHex(shown) }} aria-hidden />
        <span className="skinator-color__name">{t(`skin.color.${slot}`)}</span>
        <span className="skinator-color__value" data-testid={`skinator-color-${slot}-value`}>
          {own === null ? `${toHex(shown)} (${t('skinator.classColorShort')})` : toHex(own)}
        </span>
      </div>
      <div className="skinator-color__controls">
        <input
          type="color"
          aria-label={`${t(`skin.color.${slot}`)} — ${t('skinator.pick')}`}
          value={toHex(shown)}
          data-testid={`skinator-color-${slot}-native`}
          onChange={(event) => {
            const color = parseHex(event.target.value);
            if (color !== null) onChange(withColor(look, index, color));
          }}
        />
        <label className="visually-hidden" htmlFor={id}>
          {`${t(`skin.color.${slot}`)} — ${t('skinator.hex')}`}
        </label>
        <input
          id={id}
          className="field__control skinator-color__hex"
          value={text}
          placeholder={toHex(shown)}
          maxLength={7}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          data-testid={`skinator-color-${slot}-hex`}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button type="button" className="button button--small" disabled={own === null} data-testid={`skinator-color-${slot}-none`} onClick={() => onChange(withColor(look, index, null))}>
          {t('skinator.classColor')}
        </button>
      </div>
      {invalid && (
        <span className="field__error" role="alert" data-testid={`skinator-color-${slot}-error`}>
          {t('skinator.hexInvalid')}
        </span>
      )}
      <div className="skinator-palette" role="group" aria-label={`${t(`skin.color.${slot}`)} — ${t('skinator.palette')}`}>
        {PALETTE.map((color) => (
          <button
            key={color}
            type="button"
            className="skinator-palette__swatch"
            style={{ background: toHex(color) }}
            aria-label={toHex(color)}
            aria-pressed={own === color}
            onClick={() => onChange(withColor(look, index, color))}
          />
        ))}
      </div>
    </div>
  );
}

export function ColorPickers({ look, onChange }: { look: SkinLook; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <fieldset className="skinator-field">
      <legend>{t('skinator.colors')}</legend>
      {SKIN_COLOR_SLOTS.map((slot, index) => (
        <ColorSlot key={slot} look={look} index={index} onChange={onChange} />
      ))}
    </fieldset>
  );
}

/** A cosmetic slot: the catalogue's items of that slot, searchable by name; "none" takes it off. */
function CosmeticSlot({ game, slot, look, onChange }: { game: Game; slot: SkinCosmeticSlot; look: SkinLook; onChange: Change }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const items = useQuery(cosmeticsQueryOptions(game, slot, search));
  const worn = look.cosmetics[slot] ?? null;
  const selectId = useId();
  const rows = items.data?.rows ?? [];
  return (
    <div className="skinator-cosmetic" data-testid={`skinator-cosmetic-${slot}`}>
      <label className="field__label" htmlFor={selectId}>
        {t(`skin.cosmetic.${slot}`)}
      </label>
      <input
        className="field__control"
        type="search"
        value={text}
        placeholder={t('skinator.cosmeticSearch')}
        aria-label={`${t(`skin.cosmetic.${slot}`)} — ${t('skinator.cosmeticSearch')}`}
        data-testid={`skinator-cosmetic-${slot}-search`}
        onChange={(event) => setText(event.target.value)}
      />
      <select
        id={selectId}
        className="field__control"
        value={worn ?? ''}
        data-testid={`skinator-cosmetic-${slot}-select`}
        onChange={(event) => onChange({ ...look, cosmetics: { ...look.cosmetics, [slot]: event.target.value === '' ? null : Number(event.target.value) } })}
      >
        <option value="">{t('skinator.cosmeticNone')}</option>
        {worn !== null && !rows.some((row) => row.id === worn) && <option value={worn}>#{worn}</option>}
        {rows.map((row) => (
          <option key={row.id} value={row.id}>
            {localized(row.name, lang)} ({row.level})
          </option>
        ))}
      </select>
      {items.data && <span className="field__hint">{t('skinator.cosmeticCount', { count: items.data.count })}</span>}
      {items.isError && (
        <span className="field__error" role="alert">
          {t('skinator.cosmeticError', { message: errorMessage(items.error, t) })}
        </span>
      )}
    </div>
  );
}

export function CosmeticPickers({ game, look, onChange }: { game: Game; look: SkinLook; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <fieldset className="skinator-field">
      <legend>{t('skinator.cosmetics')}</legend>
      <div className="skinator-cosmetics">
        {(['hat', 'cloak', 'shield', 'pet'] as const).map((slot) => (
          <CosmeticSlot key={slot} game={game} slot={slot} look={look} onChange={onChange} />
        ))}
      </div>
    </fieldset>
  );
}
