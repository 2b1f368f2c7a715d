/**
 * A side's stuff picker: the member's own stuffs, the public stuffs (search by name) or the
 * visitor's draft, each list paged; its state (list, words, page) lives in the URL per side.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StuffSummary } from '#contract/stuffs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { AlertCircleIcon, ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import { ownStuffSearchQueryOptions, stuffSearchQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { effectiveSource, offeredSources, searchQueryOf, TEXT_MAX, type PickerSource, type PickerState } from '../model/picker-state.ts';
import { DRAFT_TOKEN, type Side } from '../model/stuff-pair.ts';
import { useClassNames } from '../hooks/use-class-names.ts';

export interface StuffPickerProps {
  side: Side;
  state: PickerState;
  member: boolean;
  /** The token shown on this side now (its entry is marked). */
  current: string | null;
  onChange: (change: Partial<PickerState>) => void;
  onChoose: (token: string) => void;
}

export function StuffPicker({ side, state, member, current, onChange, onChoose }: StuffPickerProps) {
  const { t } = useTranslation();
  const source = effectiveSource(state, member);
  const labelId = useId();
  const prefix = `picker-${side}`;
  return (
    <div className="stuffminator-picker" data-testid={prefix} data-source={source}>
      <p id={labelId} className="stuffminator-picker__title">
        {t('stuffminator.picker.title')}
      </p>
      <div className="stuffminator-picker__sources" role="group" aria-labelledby={labelId}>
        {offeredSources(member).map((option) => (
          <button
            key={option}
            type="button"
            className={`button button--small ${option === source ? 'button--primary' : 'button--soft'}`}
            aria-pressed={option === source}
            onClick={() => onChange({ source: option })}
            data-testid={`${prefix}-source-${option}`}
          >
            {t(`stuffminator.picker.source.${option}`)}
          </button>
        ))}
      </div>
      {source === 'draft' ? (
        <DraftChoice prefix={prefix} current={current} onChoose={onChoose} />
      ) : (
        <SearchList prefix={prefix} source={source} state={state} current={current} onChange={onChange} onChoose={onChoose} />
      )}
    </div>
  );
}

function DraftChoice({ prefix, current, onChoose }: { prefix: string; current: string | null; onChoose: (token: string) => void }) {
  const { t } = useTranslation();
  const { stuff } = useLocalDraftStuff();
  const className = useClassNames()(stuff.classId);
  const itemCount = Object.keys(stuff.items).length;
  return (
    <div className="stuffminator-picker__draft">
      <p className="stuffminator-picker__hint">
        {t('stuffminator.picker.draftSummary', { name: stuff.name || t('stuffminator.side.draftName'), level: stuff.level, className: className ?? '', count: itemCount })}
      </p>
      <button type="button" className="button button--small button--primary" disabled={current === DRAFT_TOKEN} onClick={() => onChoose(DRAFT_TOKEN)} data-testid={`${prefix}-draft`}>
        {t('stuffminator.picker.chooseDraft')}
      </button>
    </div>
  );
}

interface SearchListProps {
  prefix: string;
  source: Exclude<PickerSource, 'draft'>;
  state: PickerState;
  current: string | null;
  onChange: (change: Partial<PickerState>) => void;
  onChoose: (token: string) => void;
}

function SearchList({ prefix, source, state, current, onChange, onChoose }: SearchListProps) {
  const { t } = useTranslation();
  const query = searchQueryOf(state);
  // Silent: a failure is said in the list, with a retry.
  const own = useQuery({ ...ownStuffSearchQueryOptions(SITE_VARIANT, query), enabled: source === 'own', placeholderData: keepPreviousData, meta: { silent: true } });
  const anyone = useQuery({ ...stuffSearchQueryOptions(SITE_VARIANT, query), enabled: source === 'public', placeholderData: keepPreviousData, meta: { silent: true } });
  const list = source === 'own' ? own : anyone;
  const classNames = useClassNames();
  const currentId = current === null ? null : Number(current.split('-')[0]);

  return (
    <div className="stuffminator-picker__search" aria-busy={list.isFetching}>
      <SearchInput
        value={state.text}
        maxLength={TEXT_MAX}
        onChange={(event) => onChange({ text: event.target.value })}
        placeholder={t(source === 'own' ? 'stuffminator.picker.searchOwn' : 'stuffminator.picker.searchPublic')}
        aria-label={t(source === 'own' ? 'stuffminator.picker.searchOwn' : 'stuffminator.picker.searchPublic')}
        data-testid={`${prefix}-text`}
      />
      {list.isError && !list.data ? (
        <p className="status status--error" role="alert" data-testid={`${prefix}-error`}>
          <AlertCircleIcon size={18} />
          {errorMessage(list.error, t)}
          <button type="button" className="button button--small" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : !list.data ? (
        <p className="status">
          <span className="spinner" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : list.data.hits.length === 0 ? (
        <p className="status" data-testid={`${prefix}-empty`}>
          {t(source === 'own' && state.text.trim() === '' ? 'stuffminator.picker.noOwn' : 'stuffminator.picker.noHit')}
        </p>
      ) : (
        <>
          <ul role="list" className="stuffminator-picker__hits" data-testid={`${prefix}-hits`}>
            {list.data.hits.map((hit) => (
              <Hit key={hit.id} hit={hit} source={source} className={classNames(hit.character_class)} chosen={hit.id === currentId} prefix={prefix} onChoose={onChoose} />
            ))}
          </ul>
          {list.data.pages > 1 && (
            <div className="stuffminator-picker__pages">
              <button
                type="button"
                className="icon-button"
                disabled={state.page <= 1}
                onClick={() => onChange({ page: state.page - 1 })}
                aria-label={t('stuffminator.picker.previous')}
                data-testid={`${prefix}-previous`}
              >
                <ChevronLeftIcon size={18} />
              </button>
              <span className="tabular" data-testid={`${prefix}-page`}>
                {t('stuffminator.picker.page', { page: list.data.page, pages: list.data.pages, count: list.data.count })}
              </span>
              <button
                type="button"
                className="icon-button"
                disabled={state.page >= list.data.pages}
                onClick={() => onChange({ page: state.page + 1 })}
                aria-label={t('stuffminator.picker.next')}
                data-testid={`${prefix}-next`}
              >
                <ChevronRightIcon size={18} />
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

interface HitProps {
  hit: StuffSummary;
  source: Exclude<PickerSource, 'draft'>;
  className: string | undefined;
  chosen: boolean;
  prefix: string;
  onChoose: (token: string) => void;
}

function Hit({ hit, source, className, chosen, prefix, onChoose }: HitProps) {
  const { t } = useTranslation();
  const facts = [className, t('common.level', { level: hit.character_level })];
  if (source === 'public') facts.push(t('stuffminator.side.by', { name: hit.user.name }));
  else if (!hit.visible) facts.push(t('stuffminator.side.private'));
  return (
    <li>
      <button
        type="button"
        className="stuffminator-picker__hit"
        aria-pressed={chosen}
        onClick={() => onChoose(hit.slug || String(hit.id))}
        data-testid={`${prefix}-hit-${hit.id}`}
      >
        <span className="stuffminator-picker__hit-name">{hit.name}</span>
        <span className="stuffminator-picker__hit-facts">{facts.filter(Boolean).join(' · ')}</span>
      </button>
    </li>
  );
}
