import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { inboxLimits } from '@shared/domain/inbox.js';
import { inboxTexts as t } from '@shared/messages/conversation.js';
import { FormFooter } from '@/components/form-footer.js';
import { PageNoticeAlert } from '@/components/page-notice-alert.js';
import { PublicPage } from '@/components/public-page.js';
import { paths } from '@/config/paths.js';
import { useInboxLogin } from '../hooks/use-inbox-login.js';
import { useLoginFields } from '../hooks/use-login-fields.js';
import { checkInboxLogin, checkInboxPhoneLogin, phoneDigitsOnly } from '../lib/login-rules.js';

/** /inboxlogin: Identyfikator and Hasło; 'Zaloguj' disabled while either is empty. */
export function InboxLoginPage() {
  const { submit, progress, error } = useInboxLogin('password');
  const { values, field, onSubmit } = useLoginFields({ identifier: '', password: '' }, checkInboxLogin);
  const busy = progress !== null;

  return (
    <PublicPage size="xs">
      <PageNoticeAlert />
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
    </PublicPage>
  );
}

/**
 * /inboxphonelogin: 'Identyfikator zgłoszenia telefonicznego' and 'Numer telefonu'
 * (digit keys only, 9 digits); 'Zaloguj' enabled at 9 digits.
 */
export function InboxPhoneLoginPage() {
  const { submit, progress, error } = useInboxLogin('phone');
  const { values, field, onSubmit } = useLoginFields({ identifier: '', phone: '' }, checkInboxPhoneLogin);
  const busy = progress !== null;

  return (
    <PublicPage size="xs">
      <PageNoticeAlert />
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
    </PublicPage>
  );
}
