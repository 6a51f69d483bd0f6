import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/landing';
import { setTransport } from './api/client';
import { App } from './App';
import { startAuth } from './auth';
import { createPlatformTransport } from './platform';
import { adoptEmbeddedPublicConfig } from './publicConfig';
import { reloadOnceForNewVersion } from './ui/staleVersion';

setTransport(createPlatformTransport());
adoptEmbeddedPublicConfig();
void startAuth();
// A page's code or styles that vanished with a deploy: reload into the new version, or let the
// failure reach the page's error screen, which explains it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// On `/` the root already shows the pre-rendered landing page (./prerender.tsx), which stays until
// the app's own render commits over it. As a transition that render yields to the browser every few
// milliseconds instead of holding the main thread for one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
