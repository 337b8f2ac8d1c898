// First: configures zod for the CSP before any module parses a schema.
import './lib/zod-jitless.js';
// Mantine's base and the entry's components only (app/styles.ts); each area brings its own.
import './app/styles.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.js';
import { routes } from './app/router.js';
import { readCspNonce, shareCspNonce } from './lib/csp-nonce.js';

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

const nonce = readCspNonce();
shareCspNonce(nonce);
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders nonce={nonce}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
