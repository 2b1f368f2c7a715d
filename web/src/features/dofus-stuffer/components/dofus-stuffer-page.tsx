/**
 * The Dofus-Stuffer proposal (issue 6, non-retro variants): a class, a level, an element and a role
 * become a Panominator query (the engine's `dofusStufferQuery`), run over the same worker pool; the
 * proposed stuff opens in the builder. Retro has no such tool: the page says so.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Stuff } from '#contract/stuff';
import { DOFUS_STUFFER_ROLES, dofusStufferQuery } from '#game/panominator-presets';
import type { Variant } from '#game/variants';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { usePanominatorRun, queryKeyOf } from '#web/entities/panominator/hooks/use-panominator-run.ts';
import { LEVEL_MAX, LEVEL_MIN, parseLevel } from '#web/entities/panominator/model/level.ts';
import { searchFromDofusStufferView, DOFUS_STUFFER_ELEMENTS, dofusStufferViewFromSearch, type DofusStufferView } from '../model/dofus-stuffer-view.ts';
import { NumberTextField } from '#web/components/ui/number-text-field.tsx';
import { useOpenInBuilder, type DraftUpdate } from '#web/entities/panominator/components/open-in-builder.tsx';
import { RunAnnouncer, RunStatus, SolutionList } from '#web/entities/panominator/components/panominator-results.tsx';
import '#web/entities/panominator/components/panominator.css';
import { latestSearchParams } from '#web/lib/latest-search-params.ts';
import { useOfferedStats } from '#web/entities/panominator/hooks/use-offered-stats.ts';
import { objectiveIn } from '#web/entities/panominator/model/game-stats.ts';
import { SaveProposal } from './save-proposal.tsx';

interface StufferPageProps {
  variant: Variant;
  stuff: Stuff;
  update: DraftUpdate;
}

export function DofusStufferPage({ variant, stuff, update }: StufferPageProps) {
  const { t } = useTranslation();
  return (
    <div className="container tool-page" data-testid="stuffer" data-variant={variant}>
      <header className="panominator__header">
        <h1 className="tool-page__title">{t('route.tools.dofus-stuffer')}</h1>
        <p className="tool-page__lead">{t('stuffer.lead')}</p>
      </header>
      {variant === 'retro' ? (
        <p className="card panominator-retro status" role="status" data-testid="stuffer-retro">
          {t('stuffer.retro')}
        </p>
      ) : (
        <StufferProposal variant={variant} stuff={stuff} update={update} />
      )}
    </div>
  );
}

function StufferProposal({ variant, stuff, update }: StufferPageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const ids = { title: useId(), results: useId(), class: useId(), element: useId(), role: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => dofusStufferViewFromSearch(searchParams), [searchParams]);
  const change = useCallback(
    (patch: Partial<DofusStufferView>) =>
      setSearchParams(() => searchFromDofusStufferView({ ...dofusStufferViewFromSearch(latestSearchParams()), ...patch }), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const bootstrap = useQuery(bootstrapQueryOptions());
  const classes = bootstrap.data?.classes ?? [];
  const classId = view.classId ?? stuff.classId;
  const offered = useOfferedStats();
  // The proposal's weights are written for every game: the game's own stats only (its results list them).
  const query = useMemo(() => {
    const proposal = dofusStufferQuery(variant, { classId, level: view.level, element: view.element, role: view.role });
    return { ...proposal, objective: objectiveIn(proposal.objective, offered) };
  }, [variant, classId, view, offered]);
  const { state, start, cancel } = usePanominatorRun(variant);
  const { open, dialog } = useOpenInBuilder(stuff, update, 'stuffer-open');
  const stale = state.kind !== 'idle' && state.key !== queryKeyOf(query);
  const shownQuery = state.kind === 'idle' ? query : state.query;
  const solutions = state.kind === 'running' ? state.solutions : state.kind === 'done' ? state.result.solutions : [];

  return (
    <div className="tool-page__layout">
      <section className="card tool-card" aria-labelledby={ids.title} data-testid="stuffer-form">
        <header className="card__header">
          <h2 id={ids.title} className="card__title">
            {t('stuffer.form.title')}
          </h2>
        </header>
        <div className="card__body panominator-form">
          <div className="panominator-row">
            <div className="field">
              <label className="field__label" htmlFor={ids.class}>
                {t('panominator.character.class')}
              </label>
              <select id={ids.class} className="field__control" value={classId} disabled={!bootstrap.data} onChange={(event) => change({ classId: Number(event.target.value) })} data-testid="stuffer-class">
                {classes.length === 0 && <option value={classId}>{t('common.loading')}</option>}
                {classes.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {localized(entry.name, lang)}
                  </option>
                ))}
              </select>
            </div>
            <NumberTextField<number>
              label={t('panominator.character.level')}
              value={view.level}
              parse={parseLevel}
              onCommit={(level) => change({ level })}
              errorMessage={t('panominator.character.levelInvalid', { min: LEVEL_MIN, max: LEVEL_MAX })}
              testId="stuffer-level"
            />
          </div>
          <div className="panominator-row">
            <div className="field">
              <label className="field__label" htmlFor={ids.element}>
                {t('stuffer.element')}
              </label>
              <select id={ids.element} className="field__control" value={view.element} onChange={(event) => change({ element: event.target.value as DofusStufferView['element'] })} data-testid="stuffer-element">
                {DOFUS_STUFFER_ELEMENTS.map((element) => (
                  <option key={element} value={element}>
                    {t(`element.${element}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.role}>
                {t('stuffer.role')}
              </label>
              <select id={ids.role} className="field__control" value={view.role} onChange={(event) => change({ role: event.target.value as DofusStufferView['role'] })} data-testid="stuffer-role">
                {DOFUS_STUFFER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`stuffer.role.${role}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="panominator-hint">{t('stuffer.form.hint')}</p>
        </div>
      </section>
      <section className="card tool-card panominator-results" aria-labelledby={ids.results} aria-busy={state.kind === 'running'} data-testid="stuffer-results">
        <header className="card__header">
          <h2 id={ids.results} className="card__title">
            {t('stuffer.results.title')}
          </h2>
          {state.kind !== 'running' && (
            <button type="button" className="button" onClick={() => start(query)} data-testid="stuffer-run">
              {t(state.kind === 'idle' ? 'stuffer.run' : 'panominator.run.again')}
            </button>
          )}
        </header>
        <div className="card__body panominator-results__body">
          <RunAnnouncer state={state} infeasibleKey="stuffer.run.infeasible" />
          <RunStatus state={state} stale={stale} onCancel={cancel} onRetry={() => start(query)} testIdPrefix="stuffer" infeasibleKey="stuffer.run.infeasible" />
          {solutions.length > 0 && (
            <SolutionList
              solutions={solutions.slice(0, 1)}
              query={shownQuery}
              // The proposal's points are the ones the engine bought with the level's capital (capitalTo).
              onOpen={(solution) => open({ solution, character: { ...shownQuery.stuff, points: solution.points }, keepsDraftPoints: false })}
              testIdPrefix="stuffer"
            />
          )}
          {state.kind === 'done' && solutions[0] && (
            <SaveProposal
              key={state.key}
              variant={variant}
              solution={solutions[0]}
              character={{ ...shownQuery.stuff, points: solutions[0].points }}
              defaultName={t('stuffer.save.defaultName', {
                class: localized(classes.find((entry) => entry.id === shownQuery.stuff.classId)?.name ?? { fr: '', en: '', es: '' }, lang) || String(shownQuery.stuff.classId),
                level: shownQuery.stuff.level,
              }).trim()}
            />
          )}
        </div>
      </section>
      {dialog}
    </div>
  );
}
