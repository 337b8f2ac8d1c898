import { Alert, Paper, Select, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { daysSinceReceipt, reportType } from '@shared/domain/report.js';
import { emailReportTexts } from '@shared/messages/email-reports.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { reportStateLabel } from '@shared/messages/reports.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { confirmChange } from '@/components/confirm-change.js';
import { DetailItem } from '@/components/detail-item.js';
import { formatDateTime } from '@/lib/dates.js';
import { labelText, useReportLabels } from '@/lib/report-labels.js';
import type { ReportDetails } from '../api/get-report.js';
import { useMoveReport } from '../api/move-report.js';
import { LabelEditor } from './label-editor.js';

const protocolText = {
  awaiting: phoneReportTexts.protocolAwaiting,
  approved: phoneReportTexts.protocolApproved,
  corrections: phoneReportTexts.protocolCorrections,
} as const;

/** What the basic information lists, label → text (the PDF lists the same). */
export function basicInfoLines(report: ReportDetails, label: string): [string, string][] {
  return [
    [t.identifier, report.identifier],
    [t.receivedAt, formatDateTime(report.receivedAt)],
    [t.days, String(daysSinceReceipt(report.receivedAt))],
    [t.label, label],
    [t.status, reportStateLabel[report.state]],
    [t.endDate, report.archivedAt ? formatDateTime(report.archivedAt) : t.noEndDate],
    [t.category, report.categoryName],
    ...(report.phoneProtocol
      ? [[phoneReportTexts.protocol, protocolText[report.phoneProtocol.state]] as [string, string]]
      : []),
    ...(report.emailSenderVerified === false
      ? [[emailReportTexts.senderTerm, emailReportTexts.senderUnverified] as [string, string]]
      : []),
  ];
}

/**
 * The category selector: choosing another category asks 'Czy na pewno przenieść
 * zgłoszenie do kategorii: {name}?'; cancelling restores the previous selection.
 */
function CategorySelect({ report }: { report: ReportDetails }) {
  const move = useMoveReport();
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (categoryId: string | null) => {
    const target = report.categories.find((category) => category.id === categoryId);
    if (!target || target.id === report.categoryId) return;
    setChosen(target.id);
    confirmChange({
      title: t.moveTitle,
      question: t.moveConfirm(target.name),
      labels: { confirm: t.confirm, cancel: t.cancel },
      onCancel: () => setChosen(null),
      change: () => move.mutateAsync({ params: { reportId: report.reportId }, body: { categoryId: target.id } }),
      success: (moved) => t.moved(moved.categoryName),
      onSettled: () => setChosen(null),
    });
  };
  const options = report.categories.map((category) => ({ value: category.id, label: category.name }));
  if (!options.some((option) => option.value === report.categoryId))
    options.push({ value: report.categoryId, label: report.categoryName });
  return (
    <Select
      label={t.category}
      data={options}
      value={chosen ?? report.categoryId}
      onChange={choose}
      allowDeselect={false}
      disabled={!report.canEdit || move.isPending}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** Basic information: identifier, receipt date, days, label, status, end date or '-', and the category. */
export function BasicInfo({ report }: { report: ReportDetails }) {
  // The category is the selector below; an unverified e-mail sender is said in the e-mail note.
  const label = useReportLabels([report]).get(report.reportId);
  const lines = basicInfoLines(report, labelText(label)).filter(
    ([term]) => term !== t.category && term !== emailReportTexts.senderTerm,
  );
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t.basicInfo}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="sm" m={0} mb="md">
        {lines.map(([term, value]) => (
          <DetailItem key={term} term={term}>
            {value}
            {term === t.label && (
              <>
                {' '}
                <LabelEditor report={report} label={label} />
              </>
            )}
          </DetailItem>
        ))}
      </SimpleGrid>
      {report.type === reportType.email && (
        // An exception to end-to-end encryption (docs/security.md §6.7), said where the report is read.
        <Alert color="yellow" variant="light" role="note" title={emailReportTexts.typeName} mb="md">
          <Text size="sm">{emailReportTexts.reportNote}</Text>
          {report.emailSenderVerified === false && (
            <Text size="sm" fw={600} mt="xs">
              {emailReportTexts.senderUnverifiedNote}
            </Text>
          )}
        </Alert>
      )}
      <CategorySelect report={report} />
    </Paper>
  );
}
