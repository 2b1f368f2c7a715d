/**
 * The home's HTML, written at build time for each variant and language (issue 23, first load): the
 * server puts it inside `#root`, so the home shows its content before the scripts arrive; the app
 * then renders the same page over it once its first route is ready (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Lang } from '#contract/common';
import { createQueryClient } from '#web/lib/query-client.ts';
import { applyLanguage, loadLanguage } from '#web/lib/i18n/index.ts';
import { AppProvider } from './provider.tsx';
import { LangLayout } from './routes/lang-layout.tsx';
import { HomeRoute } from './routes/home.tsx';

export async function renderHome(lang: Lang): Promise<string> {
  await loadLanguage(lang);
  applyLanguage(lang);
  const queryClient = createQueryClient();
  const routes = [
    {
      path: `/${lang}`,
      element: (
        <LangLayout lang={lang}>
          <HomeRoute />
        </LangLayout>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost/${lang}`));
  if (context instanceof Response) throw new Error(`the home's prerender was answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProvider queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}
