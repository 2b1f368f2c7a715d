/**
 * The Cacminator (builder-spec §1, site-spec §2): every catalogue weapon the filters allow, tried in
 * the weapon slot of the visitor's draft and ranked by damage, in the engine worker. The page gets
 * the draft and the way to equip a weapon from the app layer (the route), so this feature never
 * reads or writes the builder's storage itself.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Stuff } from '#contract/stuff';
import type { CacminatorEntry, CacminatorResult } from '#game/cacminator-types';
import type { StuffInput } from '#game/stuff';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { WEAPON_MASTERY_ALLOWED } from '#web/components/damage/attack-options-fields.tsx';
import { DamageTargetCard } from '#web/components/damage/damage-target-card.tsx';
import { AlertCircleIcon, CheckCircleIcon } from '#web/components/ui/icons.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { damageOptionsOf } from '#web/lib/damage-target.ts';
import { useCatalogItems, useWeaponScore } from '#web/lib/engine/engine-queries.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useItemsByIds } from '#web/entities/item/api/items.ts';
import { useWeaponTypes } from '../api/weapon-types.ts';
import { useCacminatorRun } from '../hooks/use-cacminator-run.ts';
import { useCacminatorView } from '../hooks/use-cacminator-view.ts';
import { cacminatorFailure } from '../model/cacminator-errors.ts';
import type { CacminatorView } from '../model/cacminator-filters.ts';
import { cacminatorQueryOf, effectiveMaxLevel, wornWeaponStanding } from '../model/cacminator-query.ts';
import { weaponWhy } from '../model/weapon-why.ts';
import { CacminatorFiltersCard } from './cacminator-filters.tsx';
import { RankedWeapon, useFormatters, type WeaponFacts } from './cacminator-results.tsx';
import './cacminator.css';

const RESULTS_TITLE_ID = 'cacminator-results-title';

export interface CacminatorPageProps {
  /** The visitor's draft. */
  stuff: Stuff;
  /** What the engine computes with (the draft's engine input). */
  stuffInput: StuffInput;
  /** Puts the weapon in the draft's weapon slot (the shield comes off for a two-handed one). */
  onEquip: (weaponId: number, twoHanded: boolean) => void;
}

export function CacminatorPage({ stuff, stuffInput, onEquip }: CacminatorPageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const { view, change, reset } = useCacminatorView();
  const weaponTypes = useWeaponTypes();
  const query = useMemo(() => cacminatorQueryOf(view, stuffInput, WEAPON_MASTERY_ALLOWED), [view, stuffInput]);
  const run = useCacminatorRun(query);
  const [equipped, setEquipped] = useState<{ weaponId: number; name: string } | null>(null);
  const wornId = stuff.items.ar;
  const wornSummary = useItemsByIds(SITE_VARIANT, wornId === undefined ? [] : [wornId]).data?.find((item) => item.id === wornId);

  return (
    <div className="container tool-page" data-testid="cacminator">
      <header className="cacminator__header">
        <h1 className="tool-page__title">{t('route.tools.cacminator')}</h1>
        <p className="tool-page__lead">{t('cacminator.lead')}</p>
        <p className="tool-page__lead" data-testid="cacminator-draft">
          {t('cacminator.draft', {
            level: stuff.level,
            max: effectiveMaxLevel(view, stuff.level),
          })}{' '}
          {wornId === undefined
            ? t('cacminator.draft.noWeapon')
            : t('cacminator.draft.weapon', { weapon: wornSummary ? localized(wornSummary.name, lang) : `#${wornId}` })}{' '}
          <Link to={pathTo('stuff.draft')} data-testid="cacminator-draft-open">
            {t('cacminator.draft.open')}
          </Link>
        </p>
        {/* On a phone the settings come first and are long: a way straight to the ranking. */}
        <button
          type="button"
          className="button button--small button--soft cacminator__jump"
          onClick={() => {
            const heading = document.getElementById(RESULTS_TITLE_ID);
            heading?.scrollIntoView({ block: 'start' });
            heading?.focus({ preventScroll: true });
          }}
          data-testid="cacminator-jump"
        >
          {t('cacminator.jumpToResults')}
        </button>
      </header>

      <div className="tool-page__layout">
        <div className="tool-page__settings">
          <CacminatorFiltersCard view={view} change={change} reset={reset} stuffLevel={stuff.level} weaponTypes={weaponTypes.data} weaponTypesFailed={weaponTypes.isError} />
          <DamageTargetCard target={view.target} onChange={(target) => change({ target })} testId="cacminator-target" testIdPrefix="cacminator-target" cardClassName="tool-card" />
        </div>
        <ResultsCard
          view={view}
          run={run}
          stuffInput={stuffInput}
          wornId={wornId}
          equipped={equipped}
          onEquip={(entry, name, twoHanded) => {
            onEquip(entry.weaponId, twoHanded);
            setEquipped({ weaponId: entry.weaponId, name });
            showAlert('success', t('cacminator.equipped', { weapon: name }));
          }}
        />
      </div>
    </div>
  );
}

interface ResultsCardProps {
  view: CacminatorView;
  run: ReturnType<typeof useCacminatorRun>;
  stuffInput: StuffInput;
  wornId: number | undefined;
  equipped: { weaponId: number; name: string } | null;
  onEquip: (entry: CacminatorEntry, name: string, twoHanded: boolean) => void;
}

function ResultsCard({ view, run, stuffInput, wornId, equipped, onEquip }: ResultsCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const format = useFormatters();
  const { result, busy, cancelled, stale } = run;
  const data: CacminatorResult | undefined = result.data;
  const entries = data?.entries ?? [];
  const ids = entries.map((entry) => entry.weaponId);
  const summaries = useItemsByIds(SITE_VARIANT, wornId === undefined ? ids : [...ids, wornId]);
  const records = useCatalogItems(ids);
  const facts = (weaponId: number): WeaponFacts => ({
    summary: summaries.data?.find((item) => item.id === weaponId),
    record: records.data?.find((item) => item.id === weaponId),
  });
  const failure = result.isError && !cancelled ? cacminatorFailure(result.error) : null;
  // The engine's own wording (English, technical) is for developers: the console, never the page.
  const failedWith = result.isError && !cancelled ? result.error : undefined;
  useEffect(() => {
    if (failedWith !== undefined) console.warn('Cacminator search failed:', failedWith);
  }, [failedWith]);
  // The equip button of the row goes away (the weapon is now the worn one): the focus goes to the message.
  const equippedMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (equipped) equippedMessage.current?.focus();
  }, [equipped]);

  return (
    <section className="card tool-card cacminator-results" aria-labelledby={RESULTS_TITLE_ID} aria-busy={busy} data-testid="cacminator-results">
      <header className="card__header">
        <h2 id={RESULTS_TITLE_ID} className="card__title" tabIndex={-1}>
          {t('cacminator.results.title')}
        </h2>
        {data && (
          <span className="cacminator-results__count" data-testid="cacminator-considered">
            {t('cacminator.results.considered', { considered: format.integer.format(data.considered), total: format.integer.format(data.catalogWeapons) })}
          </span>
        )}
      </header>
      <div className="card__body cacminator-results__body">
        <div className="cacminator-results__state" aria-live="polite">
          {busy && (
            <div className="cacminator-busy" data-testid="cacminator-busy">
              <p className="status">
                <span className="spinner" aria-hidden="true" />
                {t('cacminator.results.busy')}
              </p>
              <button type="button" className="button button--small" onClick={run.cancel} data-testid="cacminator-cancel">
                {t('cacminator.results.cancel')}
              </button>
            </div>
          )}
          {cancelled && (
            <div className="cacminator-busy" data-testid="cacminator-cancelled">
              <p className="status">{t(data ? 'cacminator.results.cancelledStale' : 'cacminator.results.cancelled')}</p>
              {/* Mounted by the Cancel click, whose button has just gone: the focus comes here. */}
              <button type="button" className="button button--small" onClick={run.runAgain} autoFocus data-testid="cacminator-run-again">
                {t('cacminator.results.runAgain')}
              </button>
            </div>
          )}
          {equipped && (
            <p ref={equippedMessage} tabIndex={-1} className="status cacminator-equipped" data-testid="cacminator-equipped">
              <CheckCircleIcon size={18} />
              {t('cacminator.equipped', { weapon: equipped.name })}{' '}
              <Link to={pathTo('stuff.draft-weapon')} data-testid="cacminator-draft-link">
                {t('cacminator.equipped.open')}
              </Link>
            </p>
          )}
        </div>

        {failure && (
          <div className="status status--error cacminator-error" role="alert" data-testid="cacminator-error">
            <AlertCircleIcon size={18} />
            <span>{t(failure.key)}</span>
            {failure.retryable && (
              <button type="button" className="button button--small" onClick={() => void result.refetch()} data-testid="cacminator-retry">
                {t('common.retry')}
              </button>
            )}
          </div>
        )}

        {wornId !== undefined && data && (
          <WornWeapon view={view} data={data} stuffInput={stuffInput} wornId={wornId} name={facts(wornId).summary ? localized(facts(wornId).summary!.name, lang) : `#${wornId}`} />
        )}

        {data === undefined && !busy && !cancelled && !failure && (
          <p className="status">
            <span className="spinner" aria-hidden="true" />
            {t('cacminator.results.busy')}
          </p>
        )}
        {data && entries.length === 0 && (
          <p className="status" data-testid="cacminator-empty">
            {t('cacminator.results.empty')}
          </p>
        )}
        {entries.length > 0 && (
          <ol className={`cacminator-list${stale ? ' is-stale' : ''}`} data-testid="cacminator-list" data-stale={stale || undefined}>
            {entries.map((entry, index) => {
              const weaponFacts = facts(entry.weaponId);
              const name = weaponFacts.summary ? localized(weaponFacts.summary.name, lang) : `#${entry.weaponId}`;
              return (
                <RankedWeapon
                  key={entry.weaponId}
                  rank={index + 1}
                  entry={entry}
                  facts={weaponFacts}
                  rankBy={view.rankBy}
                  expectation={view.expectation}
                  worn={entry.weaponId === wornId}
                  why={weaponWhy(entries, index)}
                  onEquip={() => onEquip(entry, name, weaponFacts.record?.weapon?.twoHanded ?? entry.shieldRemoved)}
                />
              );
            })}
          </ol>
        )}
        <p className="cacminator-hint">{t('cacminator.results.note')}</p>
      </div>
    </section>
  );
}

/** The weapon worn now, with its figure under the same ranking, for comparison. */
function WornWeapon({ view, data, stuffInput, wornId, name }: { view: CacminatorView; data: CacminatorResult; stuffInput: StuffInput; wornId: number; name: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const options = damageOptionsOf({ target: view.target, hitRange: view.hitRange, weaponMastery: view.weaponMastery }, WEAPON_MASTERY_ALLOWED);
  const score = useWeaponScore(stuffInput, view.target, options, view.rankBy, view.expectation).data ?? undefined;
  const standing = wornWeaponStanding(data.entries, view.top, wornId, score);
  const listedScore = standing.kind === 'listed' ? data.entries[standing.rank - 1].score : undefined;
  const shownScore = listedScore ?? score;
  return (
    <p className="cacminator-worn" data-testid="cacminator-current" data-standing={standing.kind}>
      <span>{t('cacminator.current.label', { weapon: name })}</span>{' '}
      <strong data-testid="cacminator-current-rank">
        {standing.kind === 'listed'
          ? t('cacminator.current.rank', { rank: standing.rank })
          : standing.kind === 'below'
            ? t('cacminator.current.below', { count: standing.shown })
            : t('cacminator.current.outside')}
      </strong>
      {shownScore !== undefined && (
        <>
          {' · '}
          <span data-testid="cacminator-current-score">{t(`cacminator.scoreOf.${view.rankBy}.${view.expectation}`)}: {format.decimal.format(shownScore)}</span>
        </>
      )}
    </p>
  );
}
