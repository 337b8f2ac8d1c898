import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { reportState, type ReportState } from '@shared/domain/report.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { formatDate, formatDateTime } from '@/lib/dates.js';
import { InboxSection } from './inbox-section.js';

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

/**
 * The info panel: identifier, receipt date, category, status, organisation, and the
 * acknowledgement of receipt with its date once staff opened the report (art. 25 of the Act), and
 * that personal data irrelevant to the case was deleted, when it was (art. 8; never what); dates in
 * the reader's locale, on Polish time.
 */
export function InboxInfoPanel({ report }: { report: InboxReport }) {
  const t = useTexts('inboxTexts');
  const texts = useTexts('inboxReportTexts');
  const { locale } = useReporterLanguage();
  const stateLabel: Record<ReportState, string> = {
    [reportState.new]: texts.stateNew,
    [reportState.open]: texts.stateOpen,
    [reportState.archived]: texts.stateArchived,
  };
  return (
    <InboxSection title={t.info}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <Info label={t.identifier} value={report.identifier} />
        <Info label={t.receivedAt} value={formatDateTime(report.receivedAt, locale)} />
        <Info label={t.category} value={report.categoryName} />
        <Info label={t.status} value={stateLabel[report.state]} />
        <Info label={t.organisation} value={report.organisationName} />
      </SimpleGrid>
      {report.acknowledgedAt ? (
        <Alert color="green" variant="light">
          {t.acknowledged(formatDate(report.acknowledgedAt, locale))}
        </Alert>
      ) : (
        <Alert color="gray" variant="light">
          {t.notAcknowledged}
        </Alert>
      )}
      {report.personalDataRemovedAt && (
        <Alert color="gray" variant="light" role="note">
          {texts.personalDataRemoved(formatDate(report.personalDataRemovedAt, locale))}
        </Alert>
      )}
    </InboxSection>
  );
}
