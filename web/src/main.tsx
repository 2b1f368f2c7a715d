// Tokens and base styles first: component styles, imported by the app below, build on them and
// must come later in the cascade.
import '#web/styles/tokens.css';
import '#web/styles/base.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, createAppParts, routerReady } from '#web/app/index.tsx';
import { installChunkReload } from '#web/lib/chunk-reload.ts';
import { prepareTakeover } from '#web/lib/prerender-takeover.ts';
import { warmEngineForPath } from '#web/app/router.tsx';
import { enginePageOf } from '#web/app/engine-pages.ts';
import { prefetchPath } from '#web/app/route-prefetch.ts';

// A lazily loaded part of a previous deployment that is gone reloads the page once (site-spec §8).
installChunkReload();

// A builder page opened directly: the engine worker and its catalogue start now, not after the first render.
warmEngineForPath(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A home the server prerendered (server/src/web-prerender.ts) stays as it is until the app's first
// render is the page itself, not the loading state: then React renders over it in one go, and what
// the visitor did meanwhile (text typed, focus, clicks on its buttons) reaches the app's page.
const parts = createAppParts();
// A builder page opened directly: its route's code loads beside the start-up's session and texts
// rather than after them (the router only asks for it once the member is known), so that the page
// asks for its first sheet as soon as the engine can answer (issue 23).
if (enginePageOf(window.location.pathname) !== undefined) prefetchPath(window.location.pathname);
const render = () => {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App parts={parts} />
      </StrictMode>,
    ),
  );
};
if (container.firstElementChild === null) render();
else {
  const takeOver = prepareTakeover(container);
  void routerReady(parts.router).then(() => takeOver(render));
}
