import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dashboardTexts } from '@shared/messages/back-office.js';
import { PageNoticeAlert } from '@/components/page-notice-alert.js';
import { LicenceBlockedNotice } from '@/components/licence-blocked-notice.js';
import { QueryContent } from '@/components/query-content.js';
import { useRequiredSession } from '@/lib/session.js';
import { useDashboard, type Dashboard } from '../api/get-dashboard.js';
import { useChecklistBelowTables } from '../hooks/use-checklist-below-tables.js';
import { NewMessagesTable, NewReportsTable } from './dashboard-tables.js';
import { SetupChecklist } from './setup-checklist.js';

function DashboardCounts() {
  return <QueryContent query={useDashboard()}>{(dashboard) => <Counts {...dashboard} />}</QueryContent>;
}

function Counts({ organisationName, counts }: Dashboard) {
  const tiles = [
    [dashboardTexts.new, counts.new],
    [dashboardTexts.open, counts.open],
    [dashboardTexts.archived, counts.archived],
    [dashboardTexts.staffUsers, counts.staffUsers],
  ] as const;
  return (
    <Stack gap="md">
      <Title order={2} data-testid="dashboard-organisation">
        {organisationName}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tiles.map(([label, value]) => (
          <Paper key={label} withBorder p="md" data-testid={`count-${label}`}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Panel główny: the organisation's name and its report and staff counts, then the two
 * searchable tables 'Nowe zgłoszenia' and 'Odnotowano nowe wiadomości w otwartych zgłoszeniach',
 * each with its own server paging. The main administrator sees the first steps until they are
 * done: above the tables, or below them once half are done. An expired licence shows the
 * 'Konto zablokowane!' notice instead.
 */
export function DashboardPage() {
  const session = useRequiredSession();
  const withChecklist = session.isMainAdmin && session.customerIsActive;
  const checklistBelow = useChecklistBelowTables(withChecklist);
  return (
    <Stack gap="md">
      <Title order={1}>{dashboardTexts.title}</Title>
      <PageNoticeAlert />
      {session.customerIsActive ? (
        <>
          {withChecklist && !checklistBelow && <SetupChecklist />}
          <DashboardCounts />
          <NewReportsTable />
          <NewMessagesTable />
          {withChecklist && checklistBelow && <SetupChecklist />}
        </>
      ) : (
        <LicenceBlockedNotice />
      )}
    </Stack>
  );
}
