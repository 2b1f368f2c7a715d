/**
 * The draft stuff builder (builder-spec §2 "equipement/draft" and its tabs): the character, the
 * tab bar, the current tab, and the characteristics computed by the engine worker beside it. The
 * draft is the visitor's local stuff: every change is saved in the browser at once.
 */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
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
import './builder.css';

export interface DraftBuilderProps {
  tab: BuilderTab;
  /**
   * The items tab's list: the encyclopedia list with its filters, composed by the route (a
   * feature does not import another) around the builder's equip actions.
   */
  renderItemList: (slot: ItemListSlot) => ReactNode;
}

export function DraftBuilder(props: DraftBuilderProps) {
  const { stuff, update } = useLocalDraftStuff();
  return (
    <BuilderProvider stuff={stuff} update={update}>
      <BuilderLayout {...props} />
    </BuilderProvider>
  );
}

function BuilderLayout({ tab, renderItemList }: DraftBuilderProps) {
  const { t } = useTranslation();
  const { stuff, update } = useBuilder();

  return (
    <div className="container builder" data-testid="builder" data-tab={tab}>
      <header className="builder__header">
        <div>
          <h1 className="builder__title">{t('builder.title')}</h1>
          <p className="builder__lead">{t('builder.lead')}</p>
        </div>
        <TransferActions />
      </header>
      <SheetSummary />
      <CharacterCard character={stuff} onChange={(patch) => update((current) => ({ ...current, ...patch }))} />
      <BuilderTabsNav current={tab} />
      <div className="builder__layout">
        <div className="builder__main">{tab === 'items' ? <ItemsTab renderList={renderItemList} /> : <TabContent tab={tab} />}</div>
        <aside className="builder__aside">
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
    default:
      return <OverviewTab />;
  }
}
