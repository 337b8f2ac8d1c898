import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { registerTexts as t } from '@shared/messages/report-lists.js';
import { DetailItem } from '@/components/detail-item.js';
import { labelText, type LabelView } from '@/lib/report-labels.js';
import { meetingText } from '@/lib/meeting-text.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { useRegisterEntry } from '../hooks/use-register-entry.js';
import { useRegisterNotes } from '../hooks/use-register-notes.js';
import { registerNotesText } from '../lib/register-notes.js';

/** The notes marked for the register: date, author, text. */
function RegisterNotes({
  reportId,
  opened,
}: {
  reportId: string;
  opened: { reportKey: CryptoKey; tenantId: string } | undefined;
}) {
  const notes = useRegisterNotes(reportId, opened);
  if (!notes.data)
    return (
      <Text span size="sm" c="dimmed">
        {notes.isError ? t.unreadable : '…'}
      </Text>
    );
  if (notes.data.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {t.noNotes}
      </Text>
    );
  return (
    <Text span size="sm" data-testid="register-notes">
      {registerNotesText(notes.data, t.unreadable)}
    </Text>
  );
}

const orNotGiven = (value: string | null | undefined) => (value ? value : t.notGiven);

/**
 * The register's expandable row: label; reporter data or the notice that none was
 * given; subject of the violation; the art. 38 certificate request (TAK/NIE, only for
 * 'Zgłoszenia zewnętrzne'); the person concerned; what was written about follow-up; then the
 * notes marked for the register. A report with redactions shows its redacted version, and says so.
 */
export function RegisterEntryView({ row, label }: { row: ReportRow; label: LabelView | undefined }) {
  const entry = useRegisterEntry(row.reportId);
  const details = (() => {
    // Inside the <dl>: anything but a term and its description goes in a <div> (axe: definition-list).
    if (entry.noKey)
      return (
        <div>
          <Alert color="yellow" variant="light">
            {t.noKey}
          </Alert>
        </div>
      );
    if (entry.isError)
      return (
        <div>
          <Alert color="red" variant="light">
            {t.unreadable}
          </Alert>
        </div>
      );
    if (!entry.data) {
      return (
        <div>
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t.decrypting}</Text>
          </Group>
        </div>
      );
    }
    const { reporter, language, subject, personConcerned, followUp, certificateRequested, redacted } = entry.data;
    const reporterLines = reporter
      ? [
          `${t.reporterName}: ${orNotGiven(reporter.name)}`,
          `${t.reporterEmail}: ${orNotGiven(reporter.email)}`,
          `${t.reporterPhone}: ${orNotGiven(reporter.phone)}`,
        ]
      : [t.noReporterData];
    return (
      <>
        <DetailItem preWrap term={t.reporter}>
          {[...reporterLines, ...(language ? [t.reporterLanguage(language)] : [])].join('\n')}
        </DetailItem>
        <DetailItem preWrap term={t.subject}>
          {orNotGiven(subject)}
        </DetailItem>
        {certificateRequested !== null && (
          <DetailItem preWrap term={t.certificate}>
            {certificateRequested ? t.yes : t.no}
          </DetailItem>
        )}
        <DetailItem preWrap term={t.personConcerned}>
          {orNotGiven(personConcerned)}
        </DetailItem>
        <DetailItem preWrap term={t.followUp}>
          {orNotGiven(followUp)}
        </DetailItem>
        {redacted && (
          <div>
            <Alert color="gray" variant="light" data-testid="register-redacted">
              {t.redactedVersion}
            </Alert>
          </div>
        )}
      </>
    );
  })();

  return (
    <Stack gap="sm" py="xs" data-testid="register-entry">
      <SimpleGrid component="dl" cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        <DetailItem preWrap term={t.label}>
          {labelText(label)}
        </DetailItem>
        {details}
      </SimpleGrid>
      <dl style={{ margin: 0 }}>
        <DetailItem preWrap term={protocolTexts.registerMeeting}>
          {meetingText(row.meeting)}
        </DetailItem>
        <DetailItem preWrap term={t.notes}>
          <RegisterNotes reportId={row.reportId} opened={entry.data} />
        </DetailItem>
      </dl>
    </Stack>
  );
}
