import { Paper, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { PageNoticeAlert } from '@/components/page-notice-alert.js';
import { PublicPage } from '@/components/public-page.js';
import type { LoginTab } from '@/config/paths.js';
import { LoginForm } from './login-form.js';
import { RegistrationForm } from './registration-form.js';

const tabFromQuery = (value: string | null): LoginTab => (value === 'register' ? 'register' : 'login');

/**
 * /login: tabs ZALOGUJ and REJESTRACJA; `?tab=register` selects registration. A
 * screen that sends the user here may bring an alert along ('Konto zostało aktywowane…').
 */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromQuery(searchParams.get('tab'));

  const selectTab = (value: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tabFromQuery(value) === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PublicPage size="xs">
      <Title order={1} className={VisuallyHidden.classes.root}>
        {authTexts.tabsLabel}
      </Title>
      <PageNoticeAlert />
      <Paper withBorder p="lg">
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List grow aria-label={authTexts.tabsLabel} mb="lg">
            <Tabs.Tab value="login">{authTexts.loginTab}</Tabs.Tab>
            <Tabs.Tab value="register">{authTexts.registerTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegistrationForm />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PublicPage>
  );
}
