import { StrictMode } from 'react';
import './styles/landing';
import { setTransport } from './api/client';
import { App } from './App';
import { startAuth } from './auth';
import { createPlatformTransport } from './platform';
import { adoptServerWrittenData, loadPublicConfig } from './publicConfig';
import { createRoot, hydrateRoot } from './reactDomClient';
import { reloadOnceForNewVersion } from './ui/staleVersion';

setTransport(createPlatformTransport());
adoptServerWrittenData();
void startAuth();
// A page's code or styles that vanished with a deploy: reload into the new version, or let the
// failure reach the page's error screen, which explains it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // `/` arrives with its first frame pre-rendered (./serverRender.tsx): the app takes over those very
  // elements (hydration, which yields to the browser as it goes), so nothing repaints and a visitor's
  // focus stays where it is. Every other page renders afresh.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The web page arrives with the public config written in; the desktop's asks for it first, so its
// first render already writes prices in the shop's currency (a server out of reach leaves dollars).
if (__WEB_BUILD__) start();
else void loadPublicConfig().then(start, start);
