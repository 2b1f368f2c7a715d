/** Class, gender and level of the stuff's character; the level is validated before it is saved. */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterLevel, CHARACTER_LEVEL_MAX, CHARACTER_LEVEL_MIN, type Stuff } from '#contract/stuff';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { IntegerField, type IntegerParse } from './integer-field.tsx';

type CharacterFields = Pick<Stuff, 'classId' | 'gender' | 'level'>;

interface CharacterCardProps {
  character: CharacterFields;
  onChange: (change: Partial<CharacterFields>) => void;
  /** A stuff that cannot be changed (another member's public stuff). */
  disabled?: boolean;
}

/** The level typed, if it is a valid character level. */
function parseLevelText(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const parsed = CharacterLevel.safeParse(Number(text));
  return parsed.success ? parsed.data : undefined;
}

export function CharacterCard({ character, onChange, disabled = false }: CharacterCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const ids = { class: useId(), gender: useId() };
  const bootstrap = useQuery(bootstrapQueryOptions());
  const parseLevel = (text: string): IntegerParse => {
    const level = parseLevelText(text);
    return level === undefined ? { error: t('builder.level.invalid', { min: CHARACTER_LEVEL_MIN, max: CHARACTER_LEVEL_MAX }) } : { value: level };
  };

  const classes = bootstrap.data?.classes ?? [];

  return (
    <section className="card builder-card" aria-labelledby="builder-character-title">
      <header className="card__header">
        <h2 id="builder-character-title" className="card__title">
          {t('builder.character')}
        </h2>
      </header>
      <div className="card__body character-form">
        <div className="field character-form__class">
          <label className="field__label" htmlFor={ids.class}>
            {t('builder.class')}
          </label>
          <select
            id={ids.class}
            className="field__control"
            value={character.classId}
            disabled={disabled || !bootstrap.data}
            aria-busy={bootstrap.isPending}
            onChange={(event) => onChange({ classId: Number(event.target.value) })}
            data-testid="class-select"
          >
            {classes.length === 0 && <option value={character.classId}>{t('common.loading')}</option>}
            {classes.map((characterClass) => (
              <option key={characterClass.id} value={characterClass.id}>
                {localized(characterClass.name, lang)}
              </option>
            ))}
          </select>
          {bootstrap.isError && (
            <p className="field__error" role="alert">
              {t('builder.classes.error')}{' '}
              <button type="button" className="link-button" onClick={() => void bootstrap.refetch()}>
                {t('common.retry')}
              </button>
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.gender}>
            {t('builder.gender')}
          </label>
          <select
            id={ids.gender}
            className="field__control"
            value={character.gender}
            disabled={disabled}
            onChange={(event) => onChange({ gender: event.target.value === '1' ? 1 : 0 })}
            data-testid="gender-select"
          >
            <option value={0}>{t('builder.gender.0')}</option>
            <option value={1}>{t('builder.gender.1')}</option>
          </select>
        </div>
        <IntegerField
          label={t('builder.level')}
          value={character.level}
          parse={parseLevel}
          onCommit={(level) => onChange({ level })}
          inputMode="numeric"
          min={CHARACTER_LEVEL_MIN}
          max={CHARACTER_LEVEL_MAX}
          disabled={disabled}
          testId="level-input"
          errorTestId="level-error"
        />
      </div>
    </section>
  );
}
