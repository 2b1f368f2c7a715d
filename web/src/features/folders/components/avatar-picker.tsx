/**
 * A folder's avatar: the item chosen (its picture stands for the folder), looked for by name, or
 * none. A radio group: the current choice stays selectable beside the search's results.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemSummary } from '#contract/items';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { useAvatarSearch } from '../api/avatar-search.ts';

interface Props {
  value: number | null;
  onChange: (avatar: number | null) => void;
  error?: string;
  testId: string;
}

export function AvatarPicker({ value, onChange, error, testId }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const found = useAvatarSearch(SITE_VARIANT, text);
  const current = useItemsByIds(SITE_VARIANT, value === null ? [] : [value]);
  const currentItem = value === null ? undefined : current.data?.find((item) => item.id === value);
  const choices: ItemSummary[] = [...(currentItem ? [currentItem] : []), ...(found.data?.rows ?? []).filter((item) => item.id !== value)];

  return (
    <fieldset className="folder-avatar-picker" aria-describedby={error ? `${id}-error` : `${id}-hint`} data-testid={testId}>
      <legend className="field__label">{t('folders.avatar')}</legend>
      <span id={`${id}-hint`} className="field__hint">
        {t('folders.avatarHint')}
      </span>
      <input
        type="search"
        className="field__control"
        placeholder={t('folders.avatarSearch')}
        aria-label={t('folders.avatarSearch')}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        data-testid={`${testId}-search`}
      />
      <div className="folder-avatar-picker__choices" role="radiogroup" aria-label={t('folders.avatar')}>
        <label className="folder-avatar-picker__choice">
          <input type="radio" name={`${id}-avatar`} checked={value === null} onChange={() => onChange(null)} data-testid={`${testId}-none`} />
          <span>{t('folders.avatarNone')}</span>
        </label>
        {choices.map((item) => (
          <label key={item.id} className="folder-avatar-picker__choice">
            <input type="radio" name={`${id}-avatar`} checked={value === item.id} onChange={() => onChange(item.id)} data-testid={`${testId}-item-${item.id}`} />
            <CategoryIcon category={item.weapon_type ?? item.category} size={50} decorative className="folder-avatar-picker__icon" />
            <span>{localized(item.name, lang)}</span>
          </label>
        ))}
      </div>
      {text.trim().length >= 2 && found.data && found.data.rows.length === 0 && <p className="field__hint">{t('folders.avatarNoResult')}</p>}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
