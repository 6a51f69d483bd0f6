import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './print.css';
import { setTransport } from './api/client';
import { App } from './App';
import { createPlatformTransport } from './platform';

setTransport(createPlatformTransport());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
