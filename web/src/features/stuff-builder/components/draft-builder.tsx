/**
 * The draft stuff builder (builder-spec §2 "equipement/draft" and its tabs): the character, the
 * tab bar, the current tab, and the characteristics computed by the engine worker beside it. The
 * draft is the visitor's local stuff: every change is saved in the browser at once.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalDraftStuff } from '../hooks/use-local-draft-stuff.ts';
import { BuilderProvider, useBuilder } from '../hooks/use-builder.tsx';
import type { BuilderTab } from '../model/builder-tabs.ts';
import { BuilderTabsNav } from './builder-tabs-nav.tsx';
import { CharacterCard } from './character-card.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { StatSheetPanel } from './stat-sheet-panel.tsx';
import './builder.css';

export interface DraftBuilderProps {
  tab: BuilderTab;
  /**
   * The items tab's browser: the encyclopedia list with its filters, composed by the route (a
   * feature does not import another), given the builder's equip actions.
   */
  itemsTab: ReactNode;
}

export function DraftBuilder(props: DraftBuilderProps) {
  const { stuff, update } = useLocalDraftStuff();
  return (
    <BuilderProvider stuff={stuff} update={update}>
      <BuilderLayout {...props} />
    </BuilderProvider>
  );
}

function BuilderLayout({ tab, itemsTab }: DraftBuilderProps) {
  const { t } = useTranslation();
  const { stuff, update } = useBuilder();

  return (
    <div className="container builder" data-testid="builder" data-tab={tab}>
      <header className="builder__header">
        <div>
          <h1 className="builder__title">{t('builder.title')}</h1>
          <p className="builder__lead">{t('builder.lead')}</p>
        </div>
      </header>
      <CharacterCard character={stuff} onChange={(patch) => update((current) => ({ ...current, ...patch }))} />
      <BuilderTabsNav current={tab} />
      <div className="builder__layout">
        <div className="builder__main">{tab === 'items' ? itemsTab : <TabContent tab={tab} />}</div>
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
    default:
      return <OverviewTab />;
  }
}
