/**
 * The builder (builder-spec §2): the character, the tab bar, the current tab, and the
 * characteristics computed by the engine worker beside it, whatever the stuff's mode. The draft
 * (`equipement/draft`) is the visitor's local stuff: every change is saved in the browser at once;
 * a member's own stuff and a public stuff use the same layout with their own storage
 * (private-builder.tsx, public-builder.tsx).
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StuffMode } from '#contract/stuff';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { applyActiveStuffEvent } from '#web/entities/stuff/model/active-stuff.ts';
import { setCurrentStuffMode } from '#web/entities/stuff/model/stuff-mode.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { useTallSticky } from '#web/hooks/use-tall-sticky.ts';
import { BuilderProvider, useBuilder } from '../hooks/use-builder.tsx';
import type { BuilderTab } from '../model/builder-tabs.ts';
import { BuilderTabsNav } from './builder-tabs-nav.tsx';
import { CharacterCard } from './character-card.tsx';
import { CharacteristicsTab } from './characteristics-tab.tsx';
import { ForgemagieTab } from './forgemagie-tab.tsx';
import { ItemsTab, type ItemListSlot } from './items-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { BoostsTab } from './boosts-tab.tsx';
import { SpellsTab } from './spells-tab.tsx';
import { SheetSummary } from './sheet-summary.tsx';
import { StatSheetPanel } from './stat-sheet-panel.tsx';
import { TransferActions } from './transfer-actions.tsx';
import { WeaponTab } from './weapon-tab.tsx';
import { SimulationTab } from './simulation-tab.tsx';
import { SkinTab } from './skin-tab.tsx';
import { DraftAccountActions } from './draft-account-actions.tsx';
import './builder.css';

export interface DraftBuilderProps {
  tab: BuilderTab;
  /**
   * The items tab's list: the encyclopedia list with its filters, composed by the route (a
   * feature does not import another) around the builder's equip actions.
   */
  renderItemList: (slot: ItemListSlot) => ReactNode;
}

/** The page's stuff mode while a builder is shown (the admin's debug line reads it). */
export function useStuffModeOfPage(mode: StuffMode): void {
  useEffect(() => {
    setCurrentStuffMode(mode);
    return () => setCurrentStuffMode('none');
  }, [mode]);
}

/** AP/MP/range exos offered first: the member's setting, on for visitors. */
export function useExoSetting(): boolean {
  const session = useSession();
  return session.status === 'member' ? session.user.exo_enabled : true;
}

export function DraftBuilder(props: DraftBuilderProps) {
  const { stuff, update } = useLocalDraftStuff();
  const exoEnabled = useExoSetting();
  useStuffModeOfPage('local');
  // builder-spec §4: switching to the local draft clears the active-stuff marker.
  useEffect(() => {
    applyActiveStuffEvent({ kind: 'open-draft' });
  }, []);
  const { t } = useTranslation();
  return (
    <BuilderProvider stuff={stuff} update={update} mode="local" exoEnabled={exoEnabled}>
      <BuilderLayout
        {...props}
        header={
          <header className="builder__header">
            <div>
              <h1 className="builder__title">{t('builder.title')}</h1>
              <p className="builder__lead">{t('builder.lead')}</p>
            </div>
            <div className="builder__header-actions">
              <DraftAccountActions />
              <TransferActions />
            </div>
          </header>
        }
      />
    </BuilderProvider>
  );
}

/** The top bar's height (tokens.css `--topbar-height`) and a margin: where a fitting sidebar sticks. */
const ASIDE_HEADER_OFFSET = 64 + 16;

/** The builder's page below its header: the same for every mode. */
export function BuilderLayout({ tab, renderItemList, header }: DraftBuilderProps & { header: ReactNode }) {
  const { stuff, update, editable, mode } = useBuilder();
  // The sidebar (sheet, then the side banner) is sticky; taller than the screen, it is held by its end.
  const aside = useRef<HTMLElement>(null);
  useTallSticky(aside, ASIDE_HEADER_OFFSET);

  return (
    <div className="container builder" data-testid="builder" data-tab={tab} data-mode={mode}>
      {header}
      <SheetSummary />
      <CharacterCard character={stuff} disabled={!editable} onChange={(patch) => update((current) => ({ ...current, ...patch }))} />
      <BuilderTabsNav current={tab} />
      <div className="builder__layout">
        <div className="builder__main">{tab === 'items' ? <ItemsTab renderList={renderItemList} /> : <TabContent tab={tab} />}</div>
        <aside className="builder__aside" ref={aside}>
          <StatSheetPanel />
        </aside>
      </div>
    </div>
  );
}

function TabContent({ tab }: { tab: Exclude<BuilderTab, 'items'> }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'fm':
      return <ForgemagieTab />;
    case 'characteristics':
      return <CharacteristicsTab />;
    case 'weapon':
      return <WeaponTab />;
    case 'spells':
      return <SpellsTab />;
    case 'boosts':
      return <BoostsTab />;
    case 'skin':
      return <SkinTab />;
    case 'simulation':
      return <SimulationTab />;
    default:
      return <OverviewTab />;
  }
}
