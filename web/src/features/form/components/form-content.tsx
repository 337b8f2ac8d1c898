import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader.js';
import { paths } from '@/config/paths.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { formatApiError } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import { usePublicForm } from '../hooks/use-public-form.js';
import { usePublicLogo } from '../hooks/use-public-logo.js';
import type { SentReport } from '../lib/send-state.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { BlockedNotice } from './blocked-notice.js';
import { ExternalChannelsDisclosure } from './external-channels-disclosure.js';
import { ReportForm } from './report-form.js';

/** Only when a reporter downloads it: the call (and its contract) is not on the form's first load. */
const loadStatementDownload = () => import('../api/download-public-statement.js');

/** Only after a send, so in the chunk the form loads once the reporter is at work. */
const SentNotice = lazy(() => import('./modals.js').then((m) => ({ default: m.SentNotice })));
/** Only for an organisation with other channels enabled or a procedure in force. */
const ChannelInfo = lazy(() => import('./channel-info.js').then((m) => ({ default: m.ChannelInfo })));

/**
 * The organisation's logo, once read; nothing while it loads or when there is none.
 * At most 64 px high and 15 rem wide, never wider than the page (a landscape logo on a phone).
 */
function OrganisationLogo({ url, company }: { url: string; company: string }) {
  const formTexts = useTexts('formTexts');
  const src = usePublicLogo(url);
  return src ? (
    <Image src={src} alt={formTexts.organisationLogo(company)} h={64} w="auto" maw="min(100%, 15rem)" fit="contain" />
  ) : null;
}

/** 'Deklaracja dostępności': downloads the organisation's statement; a failure is said beside it. */
function StatementLink({ alias }: { alias: string }) {
  const formTexts = useTexts('formTexts');
  const clientErrors = useTexts('clientErrorMessages');
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    loadStatementDownload()
      .then(({ downloadPublicStatement }) => downloadPublicStatement(alias))
      .catch((failure: unknown) => setError(reporterErrorText(failure, clientErrors, formatApiError)));
  };
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={download} style={{ alignSelf: 'flex-start' }}>
        {formTexts.accessibilityStatement}
      </Anchor>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The form of `:alias` as loaded: unknown alias or another load failure → alert on the Errors
 * page; 409 (licence expired) → the blocked notice and no way to send; otherwise the
 * organisation's name and logo, the report form, its other channels and accessibility statement.
 */
export function FormContent() {
  const formTexts = useTexts('formTexts');
  const { language } = useReporterLanguage();
  const { alias = '' } = useParams();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [lastSent, setLastSent] = useState<SentReport | null>(null);
  const state = usePublicForm(alias, round, (text) => {
    void navigate(`${paths.errors}?lang=${language}`, withNotice({ kind: 'error', text }, { cause: { kind: 'form' } }));
  });
  const company = state.status === 'ready' ? state.form.company : null;

  useEffect(() => {
    const previous = document.title;
    document.title = company ? `${formTexts.pageTitle} — ${company}` : formTexts.pageTitle;
    return () => {
      document.title = previous;
    };
  }, [company, formTexts.pageTitle]);

  if (state.status === 'loading') return <PageLoader text={formTexts.loading} />;
  if (state.status === 'blocked') {
    return (
      <Stack gap="md">
        <Title order={1}>{formTexts.pageTitle}</Title>
        <BlockedNotice />
      </Stack>
    );
  }
  const { form } = state;
  return (
    <Stack gap="lg">
      {/* The title goes under the logo when both do not fit side by side (a wide logo on a phone). */}
      <Group gap="md" wrap="wrap">
        {form.logo && <OrganisationLogo url={form.logo.url} company={form.company} />}
        <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
          <Title order={1}>{formTexts.pageTitle}</Title>
          <Text size="lg" fw={500}>
            {form.company}
          </Text>
        </div>
      </Group>
      {lastSent ? (
        <Suspense fallback={null}>
          <SentNotice report={lastSent} />
        </Suspense>
      ) : (
        <Text size="sm">{formTexts.intro}</Text>
      )}
      <ReportForm
        key={round}
        alias={alias}
        form={form}
        onReset={(sent) => {
          setLastSent(sent);
          setRound((r) => r + 1);
        }}
      />
      {(form.phoneEnabled || form.mailEnabled || form.procedure) && (
        <Suspense fallback={null}>
          <ChannelInfo
            alias={alias}
            procedure={form.procedure}
            phoneEnabled={form.phoneEnabled}
            mailEnabled={form.mailEnabled}
            phoneNumber={form.phoneNumber}
            pin={form.pin}
            customEmail={form.customEmail}
          />
        </Suspense>
      )}
      <ExternalChannelsDisclosure note={form.externalChannelsNote} />
      {form.showAccessibilityStatement && <StatementLink alias={alias} />}
    </Stack>
  );
}
