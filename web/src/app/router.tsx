/**
 * The route tree, generated from the one slug table (config/routes.ts): for each language, its
 * prefix and every named route with that language's segments. A known route written in another
 * language's slugs, or without its language prefix, redirects to its localised path (site-spec
 * §2); any other path shows the 404 page inside the shell, in the URL's language (else the
 * visitor's). The server answers those paths 404 from the same table (contract/pages.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, redirect, type RouteObject } from 'react-router';
import { LANGS, type Lang } from '#contract/common';
import {
  buildPath,
  canonicalParam,
  isLang,
  matchLocalisedPath,
  matchUnprefixedPath,
  ROUTE_NAMES,
  routePattern,
  type RouteName,
} from '#web/config/routes.ts';
import { applyLanguage, loadLanguage } from '#web/lib/i18n/index.ts';
import { preferredLanguage } from '#web/lib/i18n/language-preference.ts';
import type { RouteHandle } from '#web/components/layout/use-document-title.ts';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { RootRoute } from './routes/root.tsx';
import { LangLayout } from './routes/lang-layout.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';
import { AppLoading } from './routes/app-loading.tsx';
import { parseId } from './routes/route-ids.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { routeExistsOn } from '#web/config/sibling-sites.ts';
import { sessionReady } from '#web/entities/session/model/session-lifecycle.ts';
import { getSession } from '#web/entities/session/model/session-store.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { MEMBER_ROUTES } from '#web/config/member-routes.ts';
import { registerRouteChunk } from './route-prefetch.ts';
import { reloadingLazy } from '#web/lib/chunk-reload.ts';
import { enginePageOf } from './engine-pages.ts';

/**
 * The builder's pages compute a sheet as soon as they render: the engine worker and its catalogue
 * start loading with the route's own code instead of after it (issue 23). Imported on demand, so that
 * the engine bridge stays out of the first load.
 */
function warmEngineSoon(): void {
  void import('#web/lib/engine/worker-manager.ts').then(({ warmEngine }) => warmEngine(SITE_VARIANT)).catch(() => undefined);
}

/**
 * Called by the entry before the app renders: a page of the builder opened directly starts the
 * engine worker and its catalogue at once, instead of after React's first render and the route's
 * code (issue 23). Navigations inside the app start it from the route's loader.
 */
export function warmEngineForPath(pathname: string): void {
  const page = enginePageOf(pathname);
  if (page && routeExistsOn(page, SITE_VARIANT)) warmEngineSoon();
}

/** Per-route page modules, loaded on first visit; routes without a page yet show "coming soon". */
function pageRoute(name: RouteName, lang: Lang, queryClient: QueryClient): Pick<RouteObject, 'lazy' | 'loader'> {
  // A tool of another game (site-spec §1): this site says so and links to the sites that have it.
  if (!routeExistsOn(name, SITE_VARIANT)) {
    return { lazy: async () => ({ Component: (await import('./routes/not-on-this-game.tsx')).NotOnThisGameRoute }) };
  }
  switch (name) {
    case 'site.home':
      return {
        lazy: async () => {
          const { HomeRoute, homeLoader } = await import('./routes/home.tsx');
          return { Component: HomeRoute, loader: homeLoader(queryClient) };
        },
      };
    case 'stuff.draft':
    case 'stuff.draft-items':
    case 'stuff.draft-fm':
    case 'stuff.draft-caracteristics':
    case 'stuff.draft-weapon':
    case 'stuff.draft-spells':
    case 'stuff.draft-boosts':
      return {
        lazy: async () => ({ Component: (await import('./routes/stuff-draft.tsx')).StuffDraftRoute }),
        // Reference data for the class list; not awaited, the page shows its own loading state.
        // The draft's first sheet is asked now, while the route's code loads and renders.
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          warmEngineSoon();
          void import('./draft-sheet.ts').then(({ prefetchDraftSheet }) => prefetchDraftSheet(queryClient)).catch(() => undefined);
          return null;
        },
      };
    case 'stuff.draft-copy':
      return { lazy: async () => ({ Component: (await import('./routes/stuff-draft.tsx')).StuffDraftCopyRoute }) };
    case 'stuff.private':
    case 'stuff.items':
    case 'stuff.fm':
    case 'stuff.caracteristics':
    case 'stuff.weapon':
    case 'stuff.spells':
    case 'stuff.boosts':
    case 'stuff.skin':
    case 'stuff.simulation':
      return {
        lazy: async () => ({ Component: (await import('./routes/stuff-private.tsx')).StuffPrivateRoute }),
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          warmEngineSoon();
          return null;
        },
      };
    case 'stuff.copy':
      return { lazy: async () => ({ Component: (await import('./routes/stuff-private.tsx')).StuffPrivateCopyRoute }) };
    case 'stuff.public':
    case 'stuff.public-items':
    case 'stuff.public-fm':
    case 'stuff.public-caracteristics':
    case 'stuff.public-weapon':
    case 'stuff.public-spells':
    case 'stuff.public-boosts':
    case 'stuff.public-skin':
      return {
        lazy: async () => ({ Component: (await import('./routes/stuff-public.tsx')).StuffPublicRoute }),
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          warmEngineSoon();
          return null;
        },
      };
    case 'stuff.public-copy':
      return { lazy: async () => ({ Component: (await import('./routes/stuff-public.tsx')).StuffPublicCopyRoute }) };
    case 'stuff.dofus-stuffer':
      return {
        lazy: async () => ({ Component: (await import('./routes/stuff-dofus-stuffer.tsx')).StuffDofusStufferRoute }),
        // Class names for the preview; not awaited, the page shows its own loading state.
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    case 'tools.cacminator':
      return {
        lazy: async () => ({ Component: (await import('./routes/tools-cacminator.tsx')).ToolsCacminatorRoute }),
        // The weapon types for the filters; not awaited, the page shows its own loading state.
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    case 'tools.stuffminator':
    case 'tools.stuffminator-one':
    case 'tools.stuffminator-two':
      return {
        lazy: async () => ({ Component: (await import('./routes/tools-stuffminator.tsx')).ToolsStuffminatorRoute }),
        // Class names and the game's characteristics; not awaited, the page shows its own loading state.
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    case 'tools.panominator':
    case 'tools.panominator-set':
      return {
        lazy: async () => ({ Component: (await import('./routes/tools-panominator.tsx')).ToolsPanominatorRoute }),
        // Class names for the form; not awaited, the page shows its own loading state.
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    case 'tools.bombminator':
      return { lazy: async () => ({ Component: (await import('./routes/tools-bombminator.tsx')).ToolsBombminatorRoute }) };
    case 'tools.dofus-stuffer':
      return {
        lazy: async () => ({ Component: (await import('./routes/tools-panominator.tsx')).ToolsDofusStufferRoute }),
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    case 'site.search':
      return {
        lazy: async () => ({ Component: (await import('./routes/site-search.tsx')).SiteSearchRoute }),
        // Class names for the spell hits; not awaited, the page shows its own loading state.
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    case 'encyclopedia.category':
      return {
        lazy: async () => ({ Component: (await import('./routes/encyclopedia-category.tsx')).EncyclopediaCategoryRoute }),
        // Classes, effects and categories for the filters; not awaited, the list shows its own loading state.
        loader: ({ params, request }) => {
          if (canonicalParam('category', params.category ?? '', lang) === undefined) {
            // Another language's slug (`/en/encyclopedia/objets`) goes to this language's; a slug of
            // no category names no page: the 404 page (route-error.tsx).
            const url = new URL(request.url);
            const match = matchLocalisedPath(url.pathname);
            if (match) throw redirect(buildPath(match.name, lang, match.params) + url.search);
            throw data(null, { status: 404 });
          }
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    // Detail pages: the data starts loading with the page chunk, not after it (its query's module is a
    // small chunk of its own, loaded beside the page's: the first load carries no encyclopedia code).
    case 'encyclopedia.item':
      return {
        lazy: async () => ({ Component: (await import('./routes/encyclopedia-pages.tsx')).EncyclopediaItemRoute }),
        loader: ({ params }) => {
          const id = parseId(params.itemId);
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          if (id !== undefined) void import('#web/entities/item/api/items.ts').then(({ itemDetailQueryOptions }) => queryClient.prefetchQuery(itemDetailQueryOptions(SITE_VARIANT, id)));
          return null;
        },
      };
    case 'encyclopedia.cloth':
      return {
        lazy: async () => ({ Component: (await import('./routes/encyclopedia-pages.tsx')).EncyclopediaClothRoute }),
        loader: ({ params }) => {
          const id = parseId(params.clothId);
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          if (id !== undefined) void import('#web/entities/set/api/sets.ts').then(({ setDetailQueryOptions }) => queryClient.prefetchQuery(setDetailQueryOptions(SITE_VARIANT, id)));
          return null;
        },
      };
    case 'encyclopedia.spells':
      return {
        lazy: async () => ({ Component: (await import('./routes/encyclopedia-pages.tsx')).EncyclopediaSpellsRoute }),
        loader: ({ params }) => {
          const id = parseId(params.classId);
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          if (id !== undefined) void import('#web/entities/character-class/api/class-spells.ts').then(({ classSpellsQueryOptions }) => queryClient.prefetchQuery(classSpellsQueryOptions(SITE_VARIANT, id)));
          return null;
        },
      };
    case 'auth.action':
      return { lazy: async () => ({ Component: (await import('./routes/account-pages.tsx')).AuthActionRoute }) };
    case 'user.password-reset':
      return { lazy: async () => ({ Component: (await import('./routes/account-pages.tsx')).PasswordResetRoute }) };
    case 'user.email-confirm':
      return { lazy: async () => ({ Component: (await import('./routes/account-pages.tsx')).EmailConfirmRoute }) };
    case 'user.profile':
      return { lazy: async () => ({ Component: (await import('./routes/account-pages.tsx')).ProfileRoute }) };
    case 'admin.members':
      return { lazy: async () => ({ Component: (await import('./routes/admin-pages.tsx')).AdminMembersRoute }) };
    // Issue 17: the stuff lists and the folders (class names from the reference data, not awaited).
    case 'user.stuffs':
    case 'user.public-stuffs':
    case 'stuff.search':
    case 'stuff.guides':
    case 'user.folders': {
      const exportName = {
        'user.stuffs': 'UserStuffsRoute',
        'user.public-stuffs': 'UserPublicStuffsRoute',
        'stuff.search': 'StuffSearchRoute',
        'stuff.guides': 'StuffGuidesRoute',
        'user.folders': 'UserFoldersRoute',
      } as const;
      return {
        lazy: async () => ({ Component: (await import('./routes/stuff-library.tsx'))[exportName[name]] }),
        loader: () => {
          void queryClient.prefetchQuery(bootstrapQueryOptions());
          return null;
        },
      };
    }
    // Issue 18: public profiles and the member list.
    case 'user.public-profile':
      return { lazy: async () => ({ Component: (await import('./routes/member-pages.tsx')).MemberProfileRoute }) };
    case 'community.user':
      return { lazy: async () => ({ Component: (await import('./routes/member-pages.tsx')).MemberListRoute }) };
    // Issue 18: the devblog and the legal pages.
    case 'site.devblog':
      return { lazy: async () => ({ Component: (await import('./routes/site-pages.tsx')).DevblogRoute }) };
    case 'site.cgu':
      return { lazy: async () => ({ Component: (await import('./routes/site-pages.tsx')).CguRoute }) };
    case 'site.confidentiality':
      return { lazy: async () => ({ Component: (await import('./routes/site-pages.tsx')).ConfidentialityRoute }) };
    // Issue 19: the workshop (members only: the guard) and a member's public workshop.
    case 'workshop.home':
      return { lazy: async () => ({ Component: (await import('./routes/workshop-pages.tsx')).WorkshopRoute }) };
    case 'workshop.public-home':
      return { lazy: async () => ({ Component: (await import('./routes/workshop-pages.tsx')).PublicWorkshopRoute }) };
    // Issue 21: the Skinator, the member's skins (the guard) and a member's public skins.
    case 'tools.skinator':
      return { lazy: async () => ({ Component: (await import('./routes/skinator-pages.tsx')).SkinatorDraftRoute }) };
    case 'tools.skinator-skin':
      return { lazy: async () => ({ Component: (await import('./routes/skinator-pages.tsx')).SkinatorSkinRoute }) };
    case 'user.skins':
      return { lazy: async () => ({ Component: (await import('./routes/skinator-pages.tsx')).UserSkinsRoute }) };
    case 'user.public-skins':
      return { lazy: async () => ({ Component: (await import('./routes/skinator-pages.tsx')).UserPublicSkinsRoute }) };
    case 'badges':
      return { lazy: async () => ({ Component: (await import('./routes/badges.tsx')).BadgesRoute }) };
    default:
      return { lazy: async () => ({ Component: (await import('./routes/coming-soon.tsx')).ComingSoonRoute }) };
  }
}

/**
 * The navigation guard (site-spec §4): a page for members, visited by a visitor, goes to the
 * language home with the login modal open. It waits for the start-up's session restore.
 */
function guarded(name: RouteName, lang: Lang, route: Pick<RouteObject, 'lazy' | 'loader'>): Pick<RouteObject, 'lazy' | 'loader'> {
  if (!MEMBER_ROUTES.has(name)) return route;
  const loader = route.loader;
  return {
    ...route,
    loader: async (args) => {
      await sessionReady();
      if (getSession().status !== 'member') {
        openAuthDialog('login');
        throw redirect(buildPath('site.home', lang));
      }
      return typeof loader === 'function' ? loader(args) : null;
    },
  };
}

function languageRoutes(lang: Lang, queryClient: QueryClient): RouteObject {
  const children: RouteObject[] = ROUTE_NAMES.map((name) => {
    // These pages set their own title (a record's name, the text searched).
    const ownTitle = name.startsWith('encyclopedia.') || name === 'site.search';
    const handle: RouteHandle = { routeName: name, title: ownTitle ? 'keep' : 'route' };
    const pattern = routePattern(name, lang);
    const route = guarded(name, lang, pageRoute(name, lang, queryClient));
    // Fetched ahead on a link's hover or focus, and on idle (route-prefetch.ts).
    if (typeof route.lazy === 'function') registerRouteChunk(name, route.lazy);
    // A page's module missing after a new deployment reloads the page once (lib/chunk-reload.ts).
    if (typeof route.lazy === 'function') route.lazy = reloadingLazy(route.lazy);
    return pattern === '' ? { index: true, handle, ...route } : { path: pattern, handle, ...route };
  });
  children.push({
    path: '*',
    handle: { title: 'keep' } satisfies RouteHandle,
    // A known page written in another language's slugs goes to its path in this language.
    loader: ({ request }) => {
      const url = new URL(request.url);
      const match = matchLocalisedPath(url.pathname);
      if (match) throw redirect(buildPath(match.name, lang, match.params) + url.search + url.hash);
      return null;
    },
    lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
  });
  return {
    path: lang,
    element: <LangLayout lang={lang} />,
    // Runs before the pages render, so their first render is already in the right language (its
    // texts loaded: no raw key shows).
    loader: async () => {
      await loadLanguage(lang);
      applyLanguage(lang);
      return null;
    },
    // Inside the shell, so a failing page keeps the navigation.
    children: [{ errorElement: <RouteErrorPage />, children }],
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootRoute />,
      // site-spec §4 start-up: the member (a `jwt` handed back, the stored token or the autoLogin
      // cookie) and the reference data load in parallel; pages wait for the member only (each shows
      // its own loading state for the reference data).
      // The texts of the URL's language (else the visitor's) load beside them: the error page of a
      // failed start-up is translated too.
      loader: async ({ request }) => {
        void queryClient.prefetchQuery(bootstrapQueryOptions());
        const prefix = new URL(request.url).pathname.split('/')[1];
        await Promise.all([sessionReady(), loadLanguage(isLang(prefix) ? prefix : preferredLanguage())]);
        return null;
      },
      // Once per page load: a navigation (a filter in the query) has nothing to restore.
      shouldRevalidate: () => false,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        { index: true, loader: () => redirect(buildPath('site.home', preferredLanguage())) },
        ...LANGS.map((lang) => languageRoutes(lang, queryClient)),
        {
          // No language prefix: a known page under the visitor's language, else the 404 page in it.
          path: '*',
          handle: { title: 'keep' } satisfies RouteHandle,
          loader: async ({ request }) => {
            const url = new URL(request.url);
            const lang = preferredLanguage();
            const match = matchUnprefixedPath(url.pathname, lang);
            if (match) throw redirect(buildPath(match.name, lang, match.params) + url.search + url.hash);
            await loadLanguage(lang);
            applyLanguage(lang);
            return lang;
          },
          lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).UnprefixedNotFoundRoute }),
        },
      ],
    },
  ]);
}
