// Tokens and base styles first: component styles, imported by the app below, build on them and
// must come later in the cascade.
import '#web/styles/tokens.css';
import '#web/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/index.tsx';
import { installChunkReload } from '#web/lib/chunk-reload.ts';
import { warmEngineForPath } from '#web/app/router.tsx';

// A lazily loaded part of a previous deployment that is gone reloads the page once (site-spec §8).
installChunkReload();

// A builder page opened directly: the engine worker and its catalogue start now, not after the first render.
warmEngineForPath(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
