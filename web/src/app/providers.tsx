import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/react-query.js';
import { theme } from './theme.js';

interface AppProvidersProps {
  children: ReactNode;
  /** The CSP style nonce read at start (`lib/csp-nonce.ts`); every Mantine `<style>` carries it. */
  nonce?: string | undefined;
  /** 'test' turns off Mantine's transitions and portals (tests only). */
  env?: 'default' | 'test';
  /** The cache of server answers; one per page load by default, a fresh one per test. */
  queryClient?: QueryClient;
}

/**
 * What every screen needs, and nothing more: this sits in the initial chunk of the public form
 * too (DESIGN §10 budget). Modals and notifications are provided by the back-office layout
 * (and later by the form's own chunk), not here.
 */
export function AppProviders({ children, nonce, env = 'default', queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env} {...(nonce ? { getStyleNonce: () => nonce } : {})}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
