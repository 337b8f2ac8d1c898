// Mantine's whole stylesheet: the back-office uses it widely (the entry has only the base, app/styles.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './back-office-layout.css';
import { Anchor, AppShell, Box, Burger, Button, Group, ScrollArea, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Outlet, useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { Logo } from '@/components/logo.js';
import { paths } from '@/config/paths.js';
import { site } from '@/config/site.js';
import { onUnauthorized } from '@/lib/auth-events.js';
import { endLocalSession, SessionProvider, useSessionKeys, type StaffSession } from '@/lib/session.js';
import { visibleMenu } from './menu.js';
import { NavigationMenu } from './navigation-menu.js';
import type { backOfficeLoader } from './session-loader.js';
import { keysSituation, SessionKeysNotice } from './session-keys-notice.js';
import { useLogout } from './use-logout.js';
import { mayReadStatistics, mayReadSystemLog } from '@shared/domain/staff-user.js';
import { shellTexts } from '@shared/messages/back-office.js';

export { backOfficeLoader, currentSession, shouldRevalidateSession } from './session-loader.js';

/** Drawer widths (docs/features.md, "Limits and rules"). */
export const NAVBAR_WIDTH = 240;
export const NAVBAR_COLLAPSED_WIDTH = 96;

const NAVBAR_ID = 'back-office-menu';

function BackOfficeShell({ session, children }: { session: StaffSession; children?: ReactNode }) {
  const theme = useMantineTheme();
  const navigation = useNavigation();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const keys = useSessionKeys(session.id);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [compact, { toggle: toggleCompact }] = useDisclosure(false);
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? false;
  const menu = useMemo(
    () =>
      visibleMenu({
        customerIsActive: session.customerIsActive,
        customerInternalSales: session.customerInternalSales,
        formAlias: session.customerAlias,
        mayReadSystemLog: mayReadSystemLog(session),
        mayReadStatistics: mayReadStatistics(session),
      }),
    [session],
  );

  const onLogout = () => {
    setLoggingOut(true);
    void logout();
  };

  return (
    <ModalsProvider labels={{ confirm: shellTexts.confirm, cancel: shellTexts.cancel }}>
      {/* Bottom right: at the top they covered the top bar's 'Wyloguj'. */}
      <Notifications position="bottom-right" />
      <AppShell
        className="ostoja-shell"
        header={{ height: 60 }}
        navbar={{
          width: { base: NAVBAR_WIDTH, md: compact ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH },
          breakpoint: 'md',
          collapsed: { mobile: !mobileOpened },
        }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={mobileOpened}
                onClick={toggleMobile}
                hiddenFrom="md"
                size="sm"
                aria-label={mobileOpened ? shellTexts.closeMenu : shellTexts.openMenu}
                aria-expanded={mobileOpened}
                aria-controls={NAVBAR_ID}
              />
              <Burger
                opened={!compact}
                onClick={toggleCompact}
                visibleFrom="md"
                size="sm"
                aria-label={compact ? shellTexts.expandMenu : shellTexts.collapseMenu}
                aria-expanded={!compact}
                aria-controls={NAVBAR_ID}
              />
              <Anchor component={Link} to={paths.dashboard} aria-label={shellTexts.home}>
                <Logo />
              </Anchor>
            </Group>
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Text size="sm" fw={500} truncate visibleFrom="xs" data-testid="session-user-name">
                {session.name}
              </Text>
              <Button variant="default" size="xs" onClick={onLogout} disabled={loggingOut}>
                {shellTexts.logout}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar id={NAVBAR_ID} p="xs" aria-label={shellTexts.menu}>
          <AppShell.Section grow component={ScrollArea}>
            <NavigationMenu entries={menu} compact={compact && isDesktop} onNavigate={closeMobile} />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main
          className="ostoja-shell-main"
          aria-busy={navigation.state === 'loading'}
          data-keys={keysSituation(keys)}
        >
          <SessionKeysNotice session={session} keys={keys} />
          {children ?? <Outlet />}
        </AppShell.Main>

        {/* In the flow of the page, not AppShell.Footer (fixed): back-office-layout.css says why. */}
        <Box component="footer" className="ostoja-shell-footer">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {site.companyName}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {site.companyAddress}
          </Text>
        </Box>
      </AppShell>
    </ModalsProvider>
  );
}

/**
 * The back-office layout route. Its loader (`session-loader.ts`) has fetched the staff session
 * before this renders — without one the visitor is already on /login — and the shell provides
 * it to every screen (`useSession`). A 401 from any later back-office call, reported by the API
 * client, forgets the local session and leads to /login without a message (docs/features.md, "Who may do what").
 */
export function BackOfficeLayout() {
  const session = useLoaderData<typeof backOfficeLoader>();
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        void endLocalSession();
        void navigate(paths.login, { replace: true });
      }),
    [navigate],
  );
  return (
    <SessionProvider value={session}>
      <BackOfficeShell session={session} />
    </SessionProvider>
  );
}

/** The back-office around a page outside the back-office routes (the Errors page of a logged-in user). */
export function BackOfficeFrame({ session, children }: { session: StaffSession; children: ReactNode }) {
  return (
    <SessionProvider value={session}>
      <BackOfficeShell session={session}>{children}</BackOfficeShell>
    </SessionProvider>
  );
}
