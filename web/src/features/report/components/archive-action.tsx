import { Button, Text } from '@mantine/core';
import { canArchive } from '@shared/domain/report.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { reportConfirmTexts } from '@shared/messages/reports.js';
import { confirmChange } from '@/components/confirm-change.js';
import { useArchiveReport } from '@/lib/report-api/archive-report.js';
import type { ReportDetails } from '../api/get-report.js';

/**
 * ZARCHIWIZUJ: after 'Czy na pewno przenieść zgłoszenie o identyfikatorze: {id}
 * do archiwum?'; disabled for a new (1) or archived (3) report; without the right, the text
 * 'BRAK UPRAWNIEŃ DO ARCHIWIZACJI' instead.
 */
export function ArchiveAction({ report }: { report: ReportDetails }) {
  const archive = useArchiveReport();
  if (!report.canArchivize) {
    return (
      <Text size="sm" fw={600} c="dimmed">
        {t.noArchiveRight}
      </Text>
    );
  }
  const confirm = () =>
    confirmChange({
      title: t.archiveTitle,
      question: reportConfirmTexts.archive(report.identifier),
      labels: { confirm: t.confirm, cancel: t.cancel },
      change: () => archive.mutateAsync(report.reportId),
      success: t.archived(report.identifier),
    });
  const disabled = !canArchive(report.state) || archive.isPending;
  return (
    <Button color="orange" variant="light" onClick={confirm} disabled={disabled}>
      {t.archive}
    </Button>
  );
}
