/**
 * The metadata of a saved stuff (builder-spec §3, §5; PUT private/{id}, POST private/save): name,
 * visibility, folder, and for an existing stuff its description, tags and guide. The server checks
 * every field and answers each refusal in the user's language, shown next to its field.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STUFF_DESCRIPTION_MAX, STUFF_MARKDOWN_MAX, STUFF_NAME_MAX, STUFF_TAGS } from '#contract/stuffs';
import type { FormErrors } from '#web/lib/error-message.ts';
import { memberFoldersQueryOptions } from '../api/folders.ts';

export type StuffTag = (typeof STUFF_TAGS)[number];
const ELEMENT_TAGS: ReadonlySet<string> = new Set(['neutral', 'earth', 'fire', 'water', 'air']);

export interface StuffMetaValues {
  name: string;
  visible: boolean;
  folderId: number | null;
  description: string;
  tags: StuffTag[];
  markdown: string;
}

export function useTagLabel(): (tag: string) => string {
  const { t } = useTranslation();
  return (tag) =>
    ELEMENT_TAGS.has(tag)
      ? t(`element.${tag}` as 'element.earth')
      : (STUFF_TAGS as readonly string[]).includes(tag)
        ? t(`builder.stuffTag.${tag}` as 'builder.stuffTag.pvp')
        : tag;
}

interface StuffMetaFormProps {
  id: string;
  values: StuffMetaValues;
  onChange: (values: StuffMetaValues) => void;
  onSubmit: () => void;
  errors: FormErrors;
  /** The fields of an existing stuff (description, tags, guide); the draft's save asks only the first ones. */
  full: boolean;
  children?: ReactNode;
}

export function StuffMetaForm({ id, values, onChange, onSubmit, errors, full }: StuffMetaFormProps) {
  const { t } = useTranslation();
  const ids = { name: useId(), description: useId(), folder: useId(), markdown: useId(), nameError: useId() };
  const folders = useQuery(memberFoldersQueryOptions());
  const tagLabel = useTagLabel();
  const set = (patch: Partial<StuffMetaValues>) => onChange({ ...values, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const fieldError = (field: string, testId: string) =>
    errors.fields[field] ? (
      <p className="field__error" role="alert" data-testid={testId}>
        {errors.fields[field]}
      </p>
    ) : null;

  return (
    <form id={id} className="stuff-meta-form" onSubmit={submit} noValidate data-testid="stuff-meta-form">
      {errors.general && (
        <p className="status status--error" role="alert" data-testid="stuff-meta-error">
          {errors.general}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          {t('builder.meta.name')}
        </label>
        <input
          id={ids.name}
          className="field__control"
          value={values.name}
          maxLength={STUFF_NAME_MAX + 10}
          onChange={(event) => set({ name: event.target.value })}
          aria-invalid={errors.fields.name !== undefined}
          aria-describedby={ids.nameError}
          autoFocus
          data-testid="stuff-meta-name"
        />
        <p id={ids.nameError} className="field__hint">
          {t('builder.meta.nameHint')}
        </p>
        {fieldError('name', 'stuff-meta-name-error')}
      </div>
      <fieldset className="field stuff-meta-form__choices">
        <legend className="field__label">{t('builder.meta.visibility')}</legend>
        <label className="stuff-meta-form__choice">
          <input type="radio" name={`${id}-visible`} checked={!values.visible} onChange={() => set({ visible: false })} data-testid="stuff-meta-private" />
          {t('builder.meta.private')}
        </label>
        <label className="stuff-meta-form__choice">
          <input type="radio" name={`${id}-visible`} checked={values.visible} onChange={() => set({ visible: true })} data-testid="stuff-meta-public" />
          {t('builder.meta.public')}
        </label>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={ids.folder}>
          {t('builder.meta.folder')}
        </label>
        <select
          id={ids.folder}
          className="field__control"
          value={values.folderId ?? ''}
          onChange={(event) => set({ folderId: event.target.value === '' ? null : Number(event.target.value) })}
          data-testid="stuff-meta-folder"
        >
          <option value="">{t('builder.meta.noFolder')}</option>
          {(folders.data ?? []).map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
        {fieldError('folder_id', 'stuff-meta-folder-error')}
      </div>
      {full && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={ids.description}>
              {t('builder.meta.description')}
            </label>
            <textarea
              id={ids.description}
              className="field__control"
              rows={3}
              maxLength={STUFF_DESCRIPTION_MAX}
              value={values.description}
              onChange={(event) => set({ description: event.target.value })}
              data-testid="stuff-meta-description"
            />
            {fieldError('description', 'stuff-meta-description-error')}
          </div>
          <fieldset className="field stuff-meta-form__tags">
            <legend className="field__label">{t('builder.meta.tags')}</legend>
            {STUFF_TAGS.map((tag) => (
              <label key={tag} className="stuff-meta-form__tag">
                <input
                  type="checkbox"
                  checked={values.tags.includes(tag)}
                  onChange={(event) => set({ tags: event.target.checked ? [...values.tags, tag] : values.tags.filter((entry) => entry !== tag) })}
                  data-testid={`stuff-meta-tag-${tag}`}
                />
                {tagLabel(tag)}
              </label>
            ))}
            {fieldError('tags', 'stuff-meta-tags-error')}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={ids.markdown}>
              {t('builder.meta.guide')}
            </label>
            <textarea
              id={ids.markdown}
              className="field__control stuff-meta-form__markdown"
              rows={6}
              maxLength={STUFF_MARKDOWN_MAX}
              value={values.markdown}
              onChange={(event) => set({ markdown: event.target.value })}
              data-testid="stuff-meta-markdown"
            />
            <p className="field__hint">{t('builder.meta.guideHint')}</p>
            {fieldError('markdown', 'stuff-meta-markdown-error')}
          </div>
        </>
      )}
    </form>
  );
}
