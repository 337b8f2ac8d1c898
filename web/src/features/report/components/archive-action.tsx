import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { reportState } from '@shared/domain/report.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { reportConfirmTexts } from '@shared/messages/reports.js';
import { errorText } from '@/lib/api-errors.js';
import { useArchiveReport } from '../api/archive-report.js';
import type { ReportDetails } from '../api/get-report.js';

/**
 * ZARCHIWIZUJ (doc 2 §2, §4): after 'Czy na pewno przenieść zgłoszenie o identyfikatorze: {id}
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
    modals.openConfirmModal({
      title: t.archiveTitle,
      children: <Text size="sm">{reportConfirmTexts.archive(report.identifier)}</Text>,
      labels: { confirm: t.confirm, cancel: t.cancel },
      onConfirm: () =>
        void archive.mutateAsync({ params: { reportId: report.reportId } }).then(
          () => notifications.show({ color: 'green', message: t.archived(report.identifier) }),
          (failure: unknown) => notifications.show({ color: 'red', message: errorText(failure) }),
        ),
    });
  const disabled = report.state === reportState.new || report.state === reportState.archived || archive.isPending;
  return (
    <Button color="orange" variant="light" onClick={confirm} disabled={disabled}>
      {t.archive}
    </Button>
  );
}
