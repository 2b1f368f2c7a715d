/**
 * The Stuffminator (builder-spec §1, §2; site-spec §2, §8): two stuffs side by side — the member's
 * own, public ones or the visitor's draft (URL token `draft`) —, every characteristic of both from
 * the engine's sheets (computed in the engine worker; the page never waits on them), the difference
 * coloured, a chart of the main ones, both weapons' damage and the items that differ. Fewer than two
 * stuffs: "select first 2 stuffs", with each side's picker. A side that cannot be shown says why,
 * and the other stays usable.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Stuff } from '#contract/stuff';
import type { StatSheet } from '#game/stuff';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { latestSearchParams } from '#web/lib/latest-search-params.ts';
import { useComparedStuff, type ComparedStuff } from '../hooks/use-compared-stuff.ts';
import { usePickers } from '../hooks/use-pickers.ts';
import { statSections } from '../model/comparison.ts';
import { chosenCount, pairRoute, swapped, withChoice, type Side, type StuffPair } from '../model/stuff-pair.ts';
import { ItemDifferences } from './item-differences.tsx';
import { SideCard } from './side-card.tsx';
import { StatComparisonTable } from './stat-comparison.tsx';
import { StatsChart } from './stats-chart.tsx';
import { WeaponComparison } from './weapon-comparison.tsx';
import './stuffminator.css';

export function StuffminatorPage({ pair }: { pair: StuffPair }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const session = useSession();
  const member = session.status === 'member';
  const { states, change } = usePickers();
  const first = useComparedStuff(pair[0]);
  const second = useComparedStuff(pair[1]);
  const compared = { 1: first, 2: second } as const;

  const go = (next: StuffPair) => {
    const route = pairRoute(next);
    navigate({ pathname: pathTo(route.name, route.params), search: latestSearchParams().toString() }, { preventScrollReset: true });
  };

  return (
    <div className="container tool-page stuffminator" data-testid="stuffminator">
      <header>
        <h1 className="tool-page__title">{t('route.tools.stuffminator')}</h1>
        <p className="tool-page__lead">{t('stuffminator.lead')}</p>
      </header>

      {chosenCount(pair) < 2 && (
        <p className="stuffminator-select" role="status" data-testid="stuffminator-select">
          <AlertCircleIcon size={18} />
          {t('stuffminator.selectTwo')}
        </p>
      )}

      <div className="stuffminator-pair stuffminator-sides">
        {([1, 2] as const).map((side: Side) => (
          <SideCard
            key={side}
            side={side}
            token={pair[side - 1]}
            compared={compared[side]}
            picker={states[side]}
            member={member}
            onPickerChange={(pickerChange) => change(side, pickerChange)}
            onChoose={(token) => go(withChoice(pair, side, token))}
            onRemove={() => go(withChoice(pair, side, null))}
          />
        ))}
      </div>
      {chosenCount(pair) === 2 && (
        <button type="button" className="button button--small button--soft stuffminator-swap" onClick={() => go(swapped(pair))} data-testid="stuffminator-swap">
          {t('stuffminator.swap')}
        </button>
      )}

      {first.status === 'ready' && second.status === 'ready' && <Comparison first={first} second={second} />}
    </div>
  );
}

type Ready = Extract<ComparedStuff, { status: 'ready' }>;

function Comparison({ first, second }: { first: Ready; second: Ready }) {
  const { t } = useTranslation();
  const firstInput = useMemo(() => toStuffInput(first.stuff), [first.stuff]);
  const secondInput = useMemo(() => toStuffInput(second.stuff), [second.stuff]);
  const firstSheet = useStuffInspection(firstInput);
  const secondSheet = useStuffInspection(secondInput);
  const bootstrap = useQuery(bootstrapQueryOptions());
  const statsInUse = bootstrap.data?.stats_in_use;
  const computing = firstSheet.isFetching || secondSheet.isFetching;
  const failed = (firstSheet.isError && !firstSheet.data) || (secondSheet.isError && !secondSheet.data);
  const sheets = firstSheet.data && secondSheet.data ? { first: firstSheet.data.sheet, second: secondSheet.data.sheet } : null;

  return (
    <div className="stuffminator-comparison" data-testid="stuffminator-comparison" aria-busy={computing} data-computing={computing || undefined}>
      {failed ? (
        <p className="status status--error" role="alert" data-testid="stuffminator-sheet-error">
          <AlertCircleIcon size={18} />
          {t('stuffminator.sheetError')}
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              void firstSheet.refetch();
              void secondSheet.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        </p>
      ) : sheets === null ? (
        <p className="status" data-testid="stuffminator-computing">
          <span className="spinner" aria-hidden="true" />
          {t('stuffminator.computing')}
        </p>
      ) : (
        <Sheets first={{ stuff: first.stuff, sheet: sheets.first }} second={{ stuff: second.stuff, sheet: sheets.second }} statsInUse={statsInUse} />
      )}
      <WeaponComparison inputs={{ 1: firstInput, 2: secondInput }} />
      <ItemDifferences first={first.stuff} second={second.stuff} />
    </div>
  );
}

interface SheetsProps {
  first: { stuff: Stuff; sheet: StatSheet };
  second: { stuff: Stuff; sheet: StatSheet };
  statsInUse: Parameters<typeof statSections>[0];
}

function Sheets({ first, second, statsInUse }: SheetsProps) {
  const sections = useMemo(() => statSections(statsInUse, first.sheet.stats, second.sheet.stats), [statsInUse, first.sheet, second.sheet]);
  return (
    <>
      <StatComparisonTable sections={sections} first={first} second={second} />
      <StatsChart statsInUse={statsInUse} first={first.sheet.stats} second={second.sheet.stats} />
    </>
  );
}
