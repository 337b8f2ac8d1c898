import '@mantine/charts/styles.css';
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { mayReadStatistics } from '@shared/domain/staff-user.js';
import {
  addMonthsTo,
  defaultPeriod,
  polishMonth,
  STATISTICS_MAX_MONTHS,
  type Month,
} from '@shared/domain/statistics.js';
import { statisticsTexts as t } from '@shared/messages/statistics.js';
import { LicenceBlockedNotice } from '@/components/licence-blocked-notice.js';
import { QueryContent } from '@/components/query-content.js';
import { csvFileName } from '@/lib/csv.js';
import { formatDateTime } from '@/lib/dates.js';
import { downloadCsvFile } from '@/lib/download.js';
import { useRequiredSession } from '@/lib/session.js';
import { useReportStatistics, type ReportStatistics } from '../api/get-report-statistics.js';
import { statisticsCsv } from '../lib/statistics-csv.js';
import { monthName } from '../lib/statistics-format.js';
import { StatisticsSections } from './statistics-sections.js';

/** The months one can choose: this one and the ones before it, as far as a period may reach. */
function monthChoices(now: Date): { value: Month; label: string }[] {
  const current = polishMonth(now);
  return Array.from({ length: STATISTICS_MAX_MONTHS }, (_, i) => addMonthsTo(current, -i)).map((month) => ({
    value: month,
    label: monthName(month),
  }));
}

/** 'Od miesiąca' and 'Do miesiąca', then 'Pokaż' (refused, with the reason, while the start is after the end). */
function PeriodForm({
  period,
  onShow,
}: {
  period: { from: Month; to: Month };
  onShow: (period: { from: Month; to: Month }) => void;
}) {
  const choices = useMemo(() => monthChoices(new Date()), []);
  const [draft, setDraft] = useState(period);
  const reversed = draft.from > draft.to;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!reversed) onShow(draft);
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t.from}
          data={choices}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          w={200}
        />
        <NativeSelect
          label={t.to}
          data={choices}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          w={200}
          error={reversed ? t.badRange : undefined}
        />
        <Button type="submit" disabled={reversed}>
          {t.show}
        </Button>
      </Group>
    </form>
  );
}

function Figures({ statistics }: { statistics: ReportStatistics }) {
  const [failed, setFailed] = useState(false);
  const download = () => {
    try {
      downloadCsvFile(csvFileName(`${t.csvPrefix}-${statistics.from}-${statistics.to}`), statisticsCsv(statistics));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600} data-testid="statistics-total">
            {t.total(statistics.received)}
          </Text>
          <Text size="sm" c="dimmed">
            {t.period(monthName(statistics.from), monthName(statistics.to))} ·{' '}
            {t.computedAt(formatDateTime(statistics.computedAt))}
          </Text>
        </Stack>
        <Button variant="light" onClick={download}>
          {t.downloadCsv}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t.csvFailed}
        </Alert>
      )}
      {statistics.received === 0 ? (
        <Alert color="gray" variant="light">
          {t.empty}
        </Alert>
      ) : (
        <StatisticsSections statistics={statistics} />
      )}
    </Stack>
  );
}

function Statistics() {
  const [period, setPeriod] = useState(() => defaultPeriod());
  const query = useReportStatistics(period);
  return (
    <Stack gap="md">
      <PeriodForm period={period} onShow={setPeriod} />
      <QueryContent query={query}>{(statistics) => <Figures statistics={statistics} />}</QueryContent>
    </Stack>
  );
}

/**
 * /statistics: reports of a period of months per month, category, channel and state, and the
 * Act's terms kept, each as a table and a chart; the figures as CSV. Administrators and auditors
 * (an auditor's categories); a user is told who reads them and nothing is asked of the server,
 * as while the licence is inactive.
 */
export function StatisticsPage() {
  const session = useRequiredSession();
  return (
    <Stack gap="md">
      <Title order={1}>{t.title}</Title>
      {!session.customerIsActive ? (
        <LicenceBlockedNotice />
      ) : !mayReadStatistics(session) ? (
        <Alert color="yellow" variant="light">
          {t.forbidden}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <Statistics />
        </>
      )}
    </Stack>
  );
}
