import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { inboxLimits } from '@shared/domain/inbox.js';
import { inboxTexts as t } from '@shared/messages/conversation.js';
import { FormFooter } from '../../../components/form-footer.js';
import { FormPasswordInput, FormTextInput } from '../../../components/form-inputs.js';
import { PageNoticeAlert } from '../../../components/page-notice-alert.js';
import { PublicPage } from '../../../components/public-page.js';
import { paths } from '../../../config/paths.js';
import { useInboxLogin } from '../hooks/use-inbox-login.js';
import { phoneDigitsOnly, ZInboxLoginForm, ZInboxPhoneLoginForm, type InboxLoginForm, type InboxPhoneLoginForm } from '../lib/login-schema.js';

/** /inboxlogin (doc 2 §2, §5): Identyfikator and Hasło; 'Zaloguj' disabled while either is empty. */
export function InboxLoginPage() {
  const { submit, progress, error } = useInboxLogin('password');
  const form = useForm<InboxLoginForm>({
    mode: 'controlled',
    initialValues: { identifier: '', password: '' },
    validate: schemaResolver(ZInboxLoginForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const { identifier, password } = form.getValues();
  const busy = progress !== null;

  return (
    <PublicPage size="xs">
      <PageNoticeAlert />
      <Paper withBorder p="lg">
        <form noValidate onSubmit={form.onSubmit((values) => submit(values.identifier.trim(), values.password))}>
          <Stack gap="md">
            <Title order={1} size="h3">
              {t.loginTitle}
            </Title>
            <Text size="sm">{t.loginIntro}</Text>
            <FormTextInput form={form} name="identifier" label={t.identifier} autoComplete="username" disabled={busy} />
            <FormPasswordInput form={form} name="password" label={t.password} autoComplete="current-password" disabled={busy} />
            <FormFooter error={error} progress={progress}>
              <Button type="submit" disabled={identifier.trim() === '' || password === '' || busy}>
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
 * /inboxphonelogin (doc 2 §2, §5): 'Identyfikator zgłoszenia telefonicznego' and 'Numer telefonu'
 * (digit keys only, 9 digits); 'Zaloguj' enabled at 9 digits.
 */
export function InboxPhoneLoginPage() {
  const { submit, progress, error } = useInboxLogin('phone');
  const form = useForm<InboxPhoneLoginForm>({
    mode: 'controlled',
    initialValues: { identifier: '', phone: '' },
    validate: schemaResolver(ZInboxPhoneLoginForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const { identifier, phone } = form.getValues();
  const busy = progress !== null;

  return (
    <PublicPage size="xs">
      <PageNoticeAlert />
      <Paper withBorder p="lg">
        <form noValidate onSubmit={form.onSubmit((values) => submit(values.identifier.trim(), values.phone))}>
          <Stack gap="md">
            <Title order={1} size="h3">
              {t.phoneLoginTitle}
            </Title>
            <Text size="sm">{t.phoneLoginIntro}</Text>
            <FormTextInput form={form} name="identifier" label={t.phoneIdentifier} autoComplete="username" disabled={busy} />
            <TextInput
              label={t.phone}
              required
              inputMode="numeric"
              autoComplete="tel-national"
              disabled={busy}
              key={form.key('phone')}
              {...form.getInputProps('phone')}
              onChange={(event) => form.setFieldValue('phone', phoneDigitsOnly(event.currentTarget.value))}
            />
            <FormFooter error={error} progress={progress}>
              <Button type="submit" disabled={identifier.trim() === '' || phone.length !== inboxLimits.phoneDigits || busy}>
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
