import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { reportListTexts as t } from '@shared/messages/report-lists.js';
import { reportConfirmTexts } from '@shared/messages/reports.js';
import { confirmChange } from '@/components/confirm-change.js';
import { useArchiveReport } from '@/lib/report-api/archive-report.js';
import { useDeleteReport } from '../api/delete-report.js';

/**
 * ZARCHIWIZUJ and USUŃ, each after its confirmation. The outcome is a notification;
 * the lists and counts refresh themselves (the mutations invalidate them).
 */
export function useReportActions() {
  const archiveMutation = useArchiveReport();
  const deleteMutation = useDeleteReport();

  const archive = (row: ReportRow) =>
    confirmChange({
      title: t.archiveTitle,
      question: reportConfirmTexts.archive(row.identifier),
      labels: { confirm: t.archiveConfirm, cancel: t.cancel },
      change: () => archiveMutation.mutateAsync(row.reportId),
      success: t.archived(row.identifier),
    });

  const remove = (row: ReportRow) =>
    confirmChange({
      title: t.deleteTitle,
      question: reportConfirmTexts.delete(row.identifier),
      labels: { confirm: t.deleteConfirm, cancel: t.cancel },
      destructive: true,
      change: () => deleteMutation.mutateAsync(row.reportId),
      success: t.deleted(row.identifier),
    });

  const busy = archiveMutation.isPending || deleteMutation.isPending;
  return { archive, remove, busy };
}
