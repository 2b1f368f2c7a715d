/**
 * The Panominator (issue 6, builder-spec §1): the exact optimiser of a stuff, and its compatibility
 * mode (`/panominator/{clothId}`) that completes a chosen set. The search runs split over several
 * engine workers; the best stuffs stream in while it runs, Cancel keeps the best so far, and a
 * finished run says whether it proved the optimum or that nothing fits. The draft and the way to
 * change it come from the app layer (the route), so this feature never touches the builder's storage.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Stuff } from '#contract/stuff';
import type { StuffInput } from '#game/stuff';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { usePanominatorRun, queryKeyOf } from '#web/entities/panominator/hooks/use-panominator-run.ts';
import { usePanominatorView } from '../hooks/use-panominator-view.ts';
import { itemsByIdsQueryOptions } from '#web/entities/item/api/items.ts';
import { lockedItems, panominatorQueryOf, searchCharacter } from '../model/panominator-query.ts';
import { invalidForcedTokens, toggled } from '../model/panominator-view.ts';
import { placeForcedItems } from '../model/forced-items.ts';
import { FORCED_TITLE_ID, forcedReady, type ForcedItemsState } from './forced-items-field.tsx';
import { useOpenInBuilder, type DraftUpdate } from '#web/entities/panominator/components/open-in-builder.tsx';
import { PanominatorForm } from './panominator-form.tsx';
import { RunAnnouncer, RunStatus, SolutionList } from '#web/entities/panominator/components/panominator-results.tsx';
import { SetPicker } from './set-picker.tsx';
import '#web/entities/panominator/components/panominator.css';

const RESULTS_TITLE_ID = 'panominator-results-title';
const FORM_TITLE_ID = 'panominator-form-title';

/** Brings a heading into view and gives it the focus (screen readers read where the page went). */
function goTo(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'start' });
}

export interface PanominatorPageProps {
  /** The visitor's draft. */
  stuff: Stuff;
  stuffInput: StuffInput;
  update: DraftUpdate;
  /** Compatibility mode: the set to complete; null for the plain optimiser. */
  setId: number | null;
  /** The path names a set id that is not one: the page says so and offers the plain optimiser. */
  badSetId?: boolean;
}

export function PanominatorPage({ stuff, stuffInput, update, setId, badSetId = false }: PanominatorPageProps) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { view, change, reset, offered, searchParams } = usePanominatorView();
  const character = searchCharacter(view, stuffInput).stuff;
  const forced = useForcedItems(view, stuffInput, character.level, searchParams);
  const query = useMemo(() => panominatorQueryOf(view, stuffInput, setId, forced.placement?.locked ?? {}), [view, stuffInput, setId, forced.placement]);
  const { state, start, cancel } = usePanominatorRun(SITE_VARIANT);
  const { open, dialog } = useOpenInBuilder(stuff, update, 'panominator-open');
  const stale = state.kind !== 'idle' && state.key !== queryKeyOf(query);
  const shownQuery = state.kind === 'idle' ? query : state.query;
  const solutions = state.kind === 'running' ? state.solutions : state.kind === 'done' ? state.result.solutions : [];
  const ready = forcedReady(forced, view);
  const [refused, setRefused] = useState(false);
  // A run goes where its progress and results are shown: below the long form on a phone.
  const run = () => {
    setRefused(!ready);
    if (ready) start(query);
    goTo(RESULTS_TITLE_ID);
  };
  const compatibility = setId !== null;

  return (
    <div className="container tool-page" data-testid="panominator" data-mode={compatibility ? 'compatibility' : 'optimisation'}>
      <header className="panominator__header">
        <h1 className="tool-page__title">{t(compatibility ? 'route.tools.panominator-set' : 'route.tools.panominator')}</h1>
        <p className="tool-page__lead">{t(compatibility ? 'panominator.lead.compatibility' : 'panominator.lead')}</p>
        <p className="tool-page__lead">
          {t('panominator.draft', { level: stuffInput.level })}{' '}
          <Link to={pathTo('stuff.draft')} data-testid="panominator-draft-open">
            {t('panominator.draft.open')}
          </Link>
        </p>
      </header>

      {badSetId && (
        <p className="status status--error" role="alert" data-testid="panominator-bad-set">
          {t('panominator.set.badId')}
        </p>
      )}

      <div className="tool-page__layout">
        <div className="tool-page__settings">
          <SetPicker setId={setId} availability={view.availability} />
          <PanominatorForm
            view={view}
            change={change}
            reset={reset}
            draft={stuffInput}
            compatibility={compatibility}
            offered={offered}
            forced={forced}
            titleId={FORM_TITLE_ID}
          />
          {/* On a phone the form is long and the results come after it: a run from here goes there. */}
          <button
            type="button"
            className="button panominator__run-below"
            disabled={state.kind === 'running' || forced.loading}
            onClick={run}
            data-testid="panominator-run-below"
          >
            {t('panominator.run.start')}
          </button>
        </div>
        <section className="card tool-card panominator-results" aria-labelledby={RESULTS_TITLE_ID} aria-busy={state.kind === 'running'} data-testid="panominator-results">
          <header className="card__header">
            <h2 id={RESULTS_TITLE_ID} className="card__title" tabIndex={-1}>
              {t(compatibility ? 'panominator.results.titleCompatibility' : 'panominator.results.title')}
            </h2>
            {state.kind !== 'running' && (
              <button type="button" className="button" disabled={forced.loading} onClick={run} data-testid="panominator-run">
                {t(state.kind === 'idle' ? 'panominator.run.start' : 'panominator.run.again')}
              </button>
            )}
          </header>
          <div className="card__body panominator-results__body">
            <button type="button" className="button button--small button--ghost panominator__back" onClick={() => goTo(FORM_TITLE_ID)} data-testid="panominator-back-to-form">
              {t('panominator.results.backToForm')}
            </button>
            {refused && !ready && (
              <p className="status status--error" role="alert" data-testid="panominator-forced-blocked">
                {t('panominator.forced.blocked')}{' '}
                <button type="button" className="button button--small button--ghost" onClick={() => goTo(FORCED_TITLE_ID)}>
                  {t('panominator.forced.blockedLink')}
                </button>
              </p>
            )}
            <RunAnnouncer state={state} />
            <RunStatus state={state} stale={stale} onCancel={cancel} onRetry={() => start(query)} testIdPrefix="panominator" />
            {state.kind === 'idle' && <p className="panominator-hint">{t('panominator.run.idle')}</p>}
            {solutions.length > 0 && (
              <SolutionList
                solutions={solutions}
                query={shownQuery}
                onOpen={(solution) =>
                  open({
                    solution,
                    character: shownQuery.stuff,
                    // The search kept the draft's characteristics only for the draft's own class and level.
                    keepsDraftPoints: searchCharacter({ classId: shownQuery.stuff.classId, level: shownQuery.stuff.level }, stuffInput).keepsDraftPoints,
                  })
                }
                onBan={(itemId) => change({ banned: toggled(view.banned, itemId, true) })}
                forcedIds={view.forced}
                testIdPrefix="panominator"
              />
            )}
            <p className="panominator-hint">{t('panominator.results.note')}</p>
          </div>
        </section>
      </div>
      {dialog}
    </div>
  );
}

/** The forced items (`?with=`): their summaries, where they go, and what keeps some out. */
function useForcedItems(
  view: ReturnType<typeof usePanominatorView>['view'],
  draft: StuffInput,
  level: number,
  searchParams: URLSearchParams,
): ForcedItemsState {
  const found = useQuery({ ...itemsByIdsQueryOptions(SITE_VARIANT, view.forced), enabled: view.forced.length > 0 });
  const draftLocked = useMemo(() => lockedItems(view.lock, draft.items), [view.lock, draft.items]);
  const placement = useMemo(() => {
    if (view.forced.length === 0) return { locked: {}, problems: [] };
    if (!found.data) return null;
    return placeForcedItems({ forced: view.forced, found: found.data, level, locked: draftLocked, empty: view.empty });
  }, [view.forced, view.empty, found.data, level, draftLocked]);
  const invalidTokens = useMemo(() => invalidForcedTokens(searchParams), [searchParams]);
  return {
    summaries: found.data ?? [],
    placement,
    loading: view.forced.length > 0 && found.isPending,
    failed: found.isError,
    retry: () => void found.refetch(),
    invalidTokens,
    level,
  };
}
