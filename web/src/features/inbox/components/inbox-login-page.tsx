import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { inboxLimits } from '@shared/domain/inbox.js';
import { FormFooter } from '@/components/form-footer.js';
import { PageNoticeAlert } from '@/components/page-notice-alert.js';
import { PublicPage } from '@/components/public-page.js';
import { paths } from '@/config/paths.js';
import type { PageNotice } from '@/lib/page-notice.js';
import { LanguageSwitcher } from '@/i18n/language-switcher.js';
import { ReporterLanguageProvider, useTexts } from '@/i18n/reporter-language.js';
import { useInboxLogin } from '../hooks/use-inbox-login.js';
import { useLoginFields } from '../hooks/use-login-fields.js';
import { checkInboxLogin, checkInboxPhoneLogin, phoneDigitsOnly } from '../lib/login-rules.js';

const inboxChunks = ['inbox'] as const;

/**
 * A login screen in the reporter's language (chosen as on the form, i18n/language-choice.ts: a
 * language chosen on the form carries over), with the same switcher.
 */
function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <PublicPage size="xs">
      <ReporterLanguageProvider chunks={inboxChunks}>
        <InboxLanguageSwitcher />
        <InboxNoticeAlert />
        {children}
      </ReporterLanguageProvider>
    </PublicPage>
  );
}

/** The switcher, and the tab's title in the language shown (document-title.tsx leaves the logins' to it). */
function InboxLanguageSwitcher() {
  const t = useTexts('inboxTexts');
  useEffect(() => {
    document.title = t.loginPageTitle;
  }, [t.loginPageTitle]);
  return <LanguageSwitcher label={t.language} />;
}

/** The notice the inbox sent (its session ended), in the language shown now. */
function InboxNoticeAlert() {
  const t = useTexts('inboxTexts');
  const say = ({ key }: PageNotice) => {
    const [catalogue, entry] = key?.split('.') ?? [];
    const text: unknown =
      catalogue === 'inboxTexts' && entry && Object.hasOwn(t, entry) ? t[entry as keyof typeof t] : undefined;
    return typeof text === 'string' ? text : undefined;
  };
  return <PageNoticeAlert say={say} />;
}

/** /inboxlogin: Identyfikator and Hasło; 'Zaloguj' disabled while either is empty. */
export function InboxLoginPage() {
  return (
    <LoginFrame>
      <PasswordLogin />
    </LoginFrame>
  );
}

function PasswordLogin() {
  const t = useTexts('inboxTexts');
  const { submit, progress, error } = useInboxLogin('password');
  const { values, field, onSubmit } = useLoginFields({ identifier: '', password: '' }, (form) =>
    checkInboxLogin(form, t),
  );
  const busy = progress !== null;

  return (
    <Paper withBorder p="lg">
      <form noValidate onSubmit={onSubmit(({ identifier, password }) => void submit(identifier.trim(), password))}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t.loginTitle}
          </Title>
          <Text size="sm">{t.loginIntro}</Text>
          <TextInput label={t.identifier} required autoComplete="username" disabled={busy} {...field('identifier')} />
          <PasswordInput
            label={t.password}
            required
            autoComplete="current-password"
            disabled={busy}
            {...field('password')}
          />
          <FormFooter error={error} progress={progress}>
            <Button type="submit" disabled={values.identifier.trim() === '' || values.password === '' || busy}>
              {t.login}
            </Button>
          </FormFooter>
          <Anchor component={Link} to={paths.inboxPhoneLogin} size="sm">
            {t.phoneLoginLink}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /inboxphonelogin: 'Identyfikator zgłoszenia telefonicznego' and 'Numer telefonu'
 * (digit keys only, 9 digits); 'Zaloguj' enabled at 9 digits.
 */
export function InboxPhoneLoginPage() {
  return (
    <LoginFrame>
      <PhoneLogin />
    </LoginFrame>
  );
}

function PhoneLogin() {
  const t = useTexts('inboxTexts');
  const { submit, progress, error } = useInboxLogin('phone');
  const { values, field, onSubmit } = useLoginFields({ identifier: '', phone: '' }, (form) =>
    checkInboxPhoneLogin(form, t),
  );
  const busy = progress !== null;

  return (
    <Paper withBorder p="lg">
      <form noValidate onSubmit={onSubmit(({ identifier, phone }) => void submit(identifier.trim(), phone))}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t.phoneLoginTitle}
          </Title>
          <Text size="sm">{t.phoneLoginIntro}</Text>
          <TextInput
            label={t.phoneIdentifier}
            required
            autoComplete="username"
            disabled={busy}
            {...field('identifier')}
          />
          <TextInput
            label={t.phone}
            required
            inputMode="numeric"
            autoComplete="tel-national"
            disabled={busy}
            {...field('phone', phoneDigitsOnly)}
          />
          <FormFooter error={error} progress={progress}>
            <Button
              type="submit"
              disabled={values.identifier.trim() === '' || values.phone.length !== inboxLimits.phoneDigits || busy}
            >
              {t.login}
            </Button>
          </FormFooter>
          <Anchor component={Link} to={paths.inboxLogin} size="sm">
            {t.passwordLoginLink}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
