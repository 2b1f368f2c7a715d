import type { Lang } from '#contract/common';
import { AppShell } from '#web/components/layout/app-shell.tsx';
import { NavbarSearch } from '#web/features/navbar-search/components/navbar-search.tsx';
import { LangContext } from '#web/lib/i18n/use-lang.ts';

export function LangLayout({ lang }: { lang: Lang }) {
  return (
    <LangContext.Provider value={lang}>
      <AppShell search={<NavbarSearch />} />
    </LangContext.Provider>
  );
}
