import type { Lang } from '../../../../contract/api.ts';
import { AppShell } from '../../components/layout/app-shell.tsx';
import { LangContext } from '../../lib/i18n/use-lang.ts';

export function LangLayout({ lang }: { lang: Lang }) {
  return (
    <LangContext.Provider value={lang}>
      <AppShell />
    </LangContext.Provider>
  );
}
