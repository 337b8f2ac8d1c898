import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader.js';
import { PublicPage } from '@/components/public-page.js';
import { useLinkEmail, type LinkKind, type LinkQueryOptions } from '../hooks/use-link-email.js';

interface LinkPageProps {
  title: string;
  /** Which link: activation or password reset. */
  linkQueryOptions: LinkQueryOptions;
  linkKind: LinkKind;
  token: string;
  /** The page's form, given the e-mail the link belongs to. */
  children: (email: string) => ReactNode;
}

/**
 * A page reached from an e-mailed link (registration and reset, step 2): the title, then the
 * form once the link's e-mail is known; a bad link ends on the Error2 page (`useLinkEmail`).
 */
export function LinkPage({ title, linkQueryOptions, linkKind, token, children }: LinkPageProps) {
  const email = useLinkEmail(linkQueryOptions, token, linkKind);
  return (
    <PublicPage size="xs">
      <Title order={1}>{title}</Title>
      {email === null ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="lg">
          {children(email)}
        </Paper>
      )}
    </PublicPage>
  );
}
