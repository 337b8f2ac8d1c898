import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { mayReadSystemLog } from '@shared/domain/staff-user.js';
import { logTexts as t } from '@shared/messages/logs.js';
import { LicenceBlockedNotice } from '@/components/licence-blocked-notice.js';
import { paths } from '@/config/paths.js';
import { useRequiredSession } from '@/lib/session.js';
import { useLogEntries, type LogCriteria } from '../api/get-log-entries.js';
import { useReportLog } from '../api/get-report-log.js';
import { IntegrityCheck } from './integrity-check.js';
import { LogSearchForm } from './log-search-form.js';
import { LogTable } from './log-table.js';

/** The query parameter that names the report whose log is shown (`paths.reportLog`). */
const REPORT_PARAM = 'report';

/**
 * /logs: the organisation's system log for administrators and auditors, or with `?report=` the
 * log of one report for anyone who may open it. Nothing is asked of the server while the
 * licence is inactive: the licence notice is shown instead (docs/features.md, "Who may do what").
 */
export function LogsScreen() {
  const session = useRequiredSession();
  const [params] = useSearchParams();
  const reportId = params.get(REPORT_PARAM);
  const mayReadAll = mayReadSystemLog(session);

  if (!session.customerIsActive) {
    return (
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        <LicenceBlockedNotice />
      </Stack>
    );
  }
  if (reportId) return <ReportLog reportId={reportId} withLinkToAll={mayReadAll} />;
  if (!mayReadAll) {
    return (
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        <Alert color="yellow" variant="light">
          {t.forbidden}
        </Alert>
      </Stack>
    );
  }
  return <SystemLog />;
}

function SystemLog() {
  const [criteria, setCriteria] = useState<LogCriteria>({});
  const entries = useLogEntries(criteria);
  return (
    <Stack gap="md">
      <Title order={1}>{t.title}</Title>
      <LogSearchForm onSearch={setCriteria} />
      <IntegrityCheck />
      <LogTable query={entries} title={t.title} />
    </Stack>
  );
}

function ReportLog({ reportId, withLinkToAll }: { reportId: string; withLinkToAll: boolean }) {
  const entries = useReportLog(reportId);
  const identifier = entries.data?.pages[0]?.rows.find((row) => row.reportIdentifier)?.reportIdentifier;
  const title = identifier ? t.reportTitle(identifier) : t.reportTitleUnknown;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {withLinkToAll && (
        <Anchor component={Link} to={paths.logs} size="sm">
          {t.wholeLog}
        </Anchor>
      )}
      <LogTable query={entries} title={title} />
    </Stack>
  );
}
