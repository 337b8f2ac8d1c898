import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { legalHoldReasons, retentionEndsOn, type LegalHoldReason } from '@shared/domain/retention.js';
import { legalHoldReasonLabel, retentionTexts as t } from '@shared/messages/retention.js';
import { confirmChange, notifyOutcome } from '@/components/confirm-change.js';
import { formatDate } from '@/lib/dates.js';
import type { ReportDetails } from '../api/get-report.js';
import { useClearLegalHold, useSetLegalHold } from '../api/legal-hold.js';

const reasonOptions = legalHoldReasons.map((reason) => ({ value: reason, label: legalHoldReasonLabel[reason] }));

/**
 * How long the report is kept (3 years after the end of the year it closed) and its legal hold:
 * administrators hold it while proceedings it started run, and lift the hold when they end.
 */
export function RetentionPanel({ report }: { report: ReportDetails }) {
  const hold = useSetLegalHold();
  const release = useClearLegalHold();
  const [reason, setReason] = useState<LegalHoldReason | null>(null);
  const params = { reportId: report.reportId };
  const confirmRelease = () =>
    confirmChange({
      title: t.releaseTitle,
      question: t.releaseConfirm,
      labels: { confirm: t.confirm, cancel: t.cancel },
      change: () => release.mutateAsync({ params }),
      success: t.saved,
    });
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t.title}
      </Title>
      <Stack gap="sm">
        {report.legalHold ? (
          <Text size="sm" fw={600}>
            {t.held(
              legalHoldReasonLabel[report.legalHold.reason],
              formatDate(report.legalHold.setAt),
              report.legalHold.setByName,
            )}
          </Text>
        ) : (
          <Text size="sm">
            {report.archivedAt ? t.keptUntil(formatDate(retentionEndsOn(report.archivedAt))) : t.whileOpen}
          </Text>
        )}
        {report.canHold &&
          (report.legalHold ? (
            <Group>
              <Button variant="light" size="xs" onClick={confirmRelease} loading={release.isPending}>
                {t.release}
              </Button>
            </Group>
          ) : (
            <Group align="flex-end">
              <Select
                label={t.holdReason}
                description={t.holdHint}
                data={reasonOptions}
                value={reason}
                onChange={(value) => setReason(value)}
                w={{ base: '100%', sm: 360 }}
              />
              <Button
                variant="light"
                size="xs"
                disabled={!reason}
                loading={hold.isPending}
                onClick={() => reason && void notifyOutcome(hold.mutateAsync({ params, body: { reason } }), t.saved)}
              >
                {t.hold}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
