import '@mantine/notifications/styles.css';
import { Anchor, AppShell, Burger, Button, Group, ScrollArea, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { Logo } from '../../components/logo.js';
import { paths } from '../../config/paths.js';
import { site } from '../../config/site.js';
import { useSession, type StaffSession } from '../../features/auth/use-session.js';
import { onUnauthorized } from '../../lib/auth-events.js';
import { clearCsrfToken } from '../../lib/csrf.js';
import { visibleMenu } from './menu.js';
import { NavigationMenu } from './navigation-menu.js';

/** Drawer widths (doc 1 §9). */
export const NAVBAR_WIDTH = 240;
export const NAVBAR_COLLAPSED_WIDTH = 96;

const NAVBAR_ID = 'back-office-menu';

export const shellTexts = {
  logout: 'Wyloguj',
  menu: 'Menu główne',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  collapseMenu: 'Zwiń menu',
  expandMenu: 'Rozwiń menu',
  home: 'Panel główny',
  confirm: 'Potwierdź',
  cancel: 'Anuluj',
} as const;

function BackOfficeShell({ session }: { session: StaffSession }) {
  const theme = useMantineTheme();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [compact, { toggle: toggleCompact }] = useDisclosure(false);
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? false;
  const menu = useMemo(
    () =>
      visibleMenu({
        customerIsActive: session.customerIsActive,
        customerInternalSales: session.customerInternalSales,
        formAlias: session.formAlias,
      }),
    [session.customerIsActive, session.customerInternalSales, session.formAlias],
  );

  // The logout call arrives with the staff-accounts issue; until then only local state is cleared.
  const logout = () => {
    clearCsrfToken();
    navigate(paths.login, { replace: true });
  };

  return (
    <ModalsProvider labels={{ confirm: shellTexts.confirm, cancel: shellTexts.cancel }}>
      <Notifications position="top-right" />
      <AppShell
        header={{ height: 60 }}
        footer={{ height: 56 }}
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
              <Button variant="default" size="xs" onClick={logout}>
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

        <AppShell.Main aria-busy={navigation.state === 'loading'}>
          <Outlet />
        </AppShell.Main>

        <AppShell.Footer px="md">
          <Stack h="100%" gap={0} justify="center" align="center">
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} {site.companyName}
            </Text>
            <Text size="xs" c="dimmed" ta="center" lineClamp={1}>
              {site.companyAddress}
            </Text>
          </Stack>
        </AppShell.Footer>
      </AppShell>
    </ModalsProvider>
  );
}

/**
 * The back-office layout route: without a staff session it sends the visitor to /login; with
 * one it renders the shell (doc 1 §2 Layout). A 401 from any back-office call, reported by the
 * API client, also leads to /login, without a message (doc 1 §4, doc 3 §6).
 */
export function BackOfficeLayout() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => onUnauthorized(() => navigate(paths.login, { replace: true })), [navigate]);
  if (!session) return <Navigate to={paths.login} replace />;
  return <BackOfficeShell session={session} />;
}
