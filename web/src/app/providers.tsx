import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.js';

interface AppProvidersProps {
  children: ReactNode;
  /** The CSP style nonce read at start (`lib/csp-nonce.ts`); every Mantine `<style>` carries it. */
  nonce?: string | undefined;
  /** 'test' turns off Mantine's transitions and portals (tests only). */
  env?: 'default' | 'test';
}

/**
 * What every screen needs, and nothing more: this sits in the initial chunk of the public form
 * too (docs/figures.md, "Budgets"). Modals and notifications are provided by the back-office layout
 * (and later by the form's own chunk), not here.
 */
export function AppProviders({ children, nonce, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
      {...(nonce ? { getStyleNonce: () => nonce } : {})}
    >
      {children}
    </MantineProvider>
  );
}
