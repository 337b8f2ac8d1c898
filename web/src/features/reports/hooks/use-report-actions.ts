import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { reportListTexts as t } from '@shared/messages/report-lists.js';
import { reportConfirmTexts } from '@shared/messages/reports.js';
import { errorText } from '@/lib/api-errors.js';
import { useArchiveReport } from '../api/archive-report.js';
import { useDeleteReport } from '../api/delete-report.js';

/**
 * ZARCHIWIZUJ and USUŃ, each after its confirmation (doc 1 §5). The outcome is a notification;
 * the lists and counts refresh themselves (the mutations invalidate them).
 */
export function useReportActions() {
  const archiveMutation = useArchiveReport();
  const deleteMutation = useDeleteReport();

  const run = (change: Promise<unknown>, success: string) =>
    change.then(
      () => notifications.show({ color: 'green', message: success }),
      (failure: unknown) => notifications.show({ color: 'red', message: errorText(failure) }),
    );

  const archive = (row: ReportRow) =>
    modals.openConfirmModal({
      title: t.archiveTitle,
      children: <Text size="sm">{reportConfirmTexts.archive(row.identifier)}</Text>,
      labels: { confirm: t.archiveConfirm, cancel: t.cancel },
      onConfirm: () => void run(archiveMutation.mutateAsync(row.reportId), t.archived(row.identifier)),
    });

  const remove = (row: ReportRow) =>
    modals.openConfirmModal({
      title: t.deleteTitle,
      children: <Text size="sm">{reportConfirmTexts.delete(row.identifier)}</Text>,
      labels: { confirm: t.deleteConfirm, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(deleteMutation.mutateAsync(row.reportId), t.deleted(row.identifier)),
    });

  const busy = archiveMutation.isPending || deleteMutation.isPending;
  return { archive, remove, busy };
}
