import type { Lang } from '#contract/api';
import { AppShell } from '#web/components/layout/app-shell.tsx';
import { LangContext } from '#web/lib/i18n/use-lang.ts';

export function LangLayout({ lang }: { lang: Lang }) {
  return (
    <LangContext.Provider value={lang}>
      <AppShell />
    </LangContext.Provider>
  );
}
