/**
 * The defender of the damage views (the builder's weapon and spells tabs, the Cacminator): % and
 * flat resistance per element, player or not, presets and a reset. Controlled: the page owns the
 * target and where it is kept (the session, the URL). Every field keeps its own text; only a valid
 * target goes to `onChange`, so a wrong value shows its message and the last result stays.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Target } from '#game/damage-types';
import { VARIANT_DAMAGE_RULES } from '#game/variants';
import { SITE_VARIANT } from '#web/config/variant.ts';
import {
  DAMAGE_ELEMENTS,
  NO_RESISTANCE_TARGET,
  parseTargetDraft,
  RESISTANCE_KINDS,
  sameTarget,
  TARGET_FLAT_LIMIT,
  TARGET_PERCENT_LIMIT,
  TARGET_PRESETS,
  targetToDraft,
  type TargetDraft,
  type TargetFieldError,
} from '#web/lib/damage-target.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import './damage.css';

interface DamageTargetCardProps {
  target: Target;
  onChange: (target: Target) => void;
  /** The card's own test id (`damage-target`, `cacminator-target`). */
  testId: string;
  /** What its controls' test ids start with: `${testIdPrefix}-preset`, `${testIdPrefix}-percent-earth`… */
  testIdPrefix: string;
  /** The page's card class (`builder-card`, `tool-card`). */
  cardClassName: string;
}

export function DamageTargetCard({ target, onChange, testId, testIdPrefix, cardClassName }: DamageTargetCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [draft, setDraft] = useState<TargetDraft>(() => targetToDraft(target));
  const ids = { title: useId(), error: useId(), preset: useId(), player: useId(), playerHint: useId() };
  const parsed = parseTargetDraft(draft);
  const errors: readonly TargetFieldError[] = parsed.ok ? [] : parsed.errors;
  const capPercent = VARIANT_DAMAGE_RULES[SITE_VARIANT].percentResistanceCap;

  // A target changed elsewhere (the other tab, a link) replaces the fields, unless they say the same.
  useEffect(() => {
    setDraft((current) => {
      const shown = parseTargetDraft(current);
      return shown.ok && sameTarget(shown.target, target) ? current : targetToDraft(target);
    });
  }, [target]);

  const edit = (next: TargetDraft) => {
    setDraft(next);
    const result = parseTargetDraft(next);
    if (result.ok && !sameTarget(result.target, target)) onChange(result.target);
  };
  const apply = (next: Target) => {
    setDraft(targetToDraft(next));
    if (!sameTarget(next, target)) onChange(next);
  };
  const presetId = TARGET_PRESETS.find((preset) => parsed.ok && sameTarget(preset.target, parsed.target))?.id ?? '';

  return (
    <section className={`card ${cardClassName} damage-target`} aria-labelledby={ids.title} data-testid={testId}>
      <header className="card__header">
        <h2 id={ids.title} className="card__title">
          {t('builder.target.title')}
        </h2>
      </header>
      <div className="card__body damage-target__body">
        <div className="damage-target__tools">
          <div className="field damage-target__preset">
            <label className="field__label" htmlFor={ids.preset}>
              {t('builder.target.preset')}
            </label>
            <select
              id={ids.preset}
              className="field__control"
              value={presetId}
              onChange={(event) => {
                const preset = TARGET_PRESETS.find((entry) => entry.id === event.target.value);
                if (preset) apply(preset.target);
              }}
              data-testid={`${testIdPrefix}-preset`}
            >
              {presetId === '' && <option value="">{t('builder.target.preset.custom')}</option>}
              {TARGET_PRESETS.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {t(`builder.target.preset.${preset.id}` as 'builder.target.preset.none')}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--small button--ghost" onClick={() => apply(NO_RESISTANCE_TARGET)} data-testid={`${testIdPrefix}-reset`}>
            {t('builder.target.reset')}
          </button>
        </div>

        <div className="damage-target__scroll">
          <table className="data-table damage-target__table">
            <thead>
              <tr>
                <th scope="col">{t('builder.sheet.res.element')}</th>
                <th scope="col">{t('builder.target.percent')}</th>
                <th scope="col">{t('builder.target.flat')}</th>
              </tr>
            </thead>
            <tbody>
              {DAMAGE_ELEMENTS.map((element) => (
                <tr key={element}>
                  <th scope="row">
                    <span className={`damage-dot damage-dot--${element}`} aria-hidden="true" />
                    {t(`element.${element}`)}
                  </th>
                  {RESISTANCE_KINDS.map((kind) => {
                    const invalid = errors.some((error) => error.kind === kind && error.element === element);
                    return (
                      <td key={kind}>
                        <input
                          className="field__control tabular damage-target__input"
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          aria-label={t(kind === 'resistPercent' ? 'builder.target.percentOf' : 'builder.target.flatOf', { element: t(`element.${element}`) })}
                          value={draft[kind][element]}
                          aria-invalid={invalid}
                          aria-describedby={invalid ? ids.error : undefined}
                          onChange={(event) => edit({ ...draft, [kind]: { ...draft[kind], [element]: event.target.value } })}
                          data-testid={`${testIdPrefix}-${kind === 'resistPercent' ? 'percent' : 'flat'}-${element}`}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {errors.length > 0 && (
          <p id={ids.error} className="field__error" role="alert" data-testid={`${testIdPrefix}-error`}>
            {t('builder.target.invalid', {
              percent: new Intl.NumberFormat(lang).format(TARGET_PERCENT_LIMIT),
              flat: new Intl.NumberFormat(lang).format(TARGET_FLAT_LIMIT),
            })}
          </p>
        )}

        <label className="damage-target__player" htmlFor={ids.player}>
          <input
            id={ids.player}
            type="checkbox"
            checked={draft.player}
            aria-describedby={ids.playerHint}
            onChange={(event) => edit({ ...draft, player: event.target.checked })}
            data-testid={`${testIdPrefix}-player`}
          />
          <span>{t('builder.target.player')}</span>
        </label>
        <p id={ids.playerHint} className="damage-target__hint">
          {t('builder.target.playerHint', { cap: capPercent })}
        </p>
      </div>
    </section>
  );
}
