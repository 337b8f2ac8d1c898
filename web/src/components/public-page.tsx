import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo.js';

/**
 * Frame of a screen outside the back-office (login, public form, inbox, external, errors):
 * the page's `<main>` landmark with the logo above the content.
 */
export function PublicPage({ children, size = 'sm' }: { children: ReactNode; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Container component="main" size={size} py="xl">
      <Stack gap="lg">
        <Logo />
        {children}
      </Stack>
    </Container>
  );
}
