import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { polishCalendarDate } from '@shared/domain/report.js';
import {
  followUpEndDay,
  followUpEndProblem,
  legalHoldReasons,
  retentionEndsOn,
  type LegalHoldReason,
} from '@shared/domain/retention.js';
import { legalHoldReasonLabel, retentionTexts as t } from '@shared/messages/retention.js';
import { confirmChange, notifyOutcome } from '@/components/confirm-change.js';
import { formatDate } from '@/lib/dates.js';
import type { ReportDetails } from '../api/get-report.js';
import { useClearLegalHold, useSetFollowUpEnd, useSetLegalHold } from '../api/legal-hold.js';

const reasonOptions = legalHoldReasons.map((reason) => ({ value: reason, label: legalHoldReasonLabel[reason] }));

/** How long the report is kept: from the day follow-up ended (recorded, else the archiving's). */
function keptText(report: ReportDetails): string {
  const endDay = followUpEndDay(report);
  if (!endDay) return t.whileOpen;
  const until = formatDate(retentionEndsOn(endDay));
  return report.archivedAt ? t.keptUntil(until) : t.keptUntilOnceArchived(until);
}

/**
 * 'Zakończenie działań następczych': the day recorded, and for administrators a date to record
 * (from the day of receipt to today) or the recorded one to remove.
 */
function FollowUpEnd({ report }: { report: ReportDetails }) {
  const save = useSetFollowUpEnd();
  const [day, setDay] = useState(report.followUpEnd?.on ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const params = { reportId: report.reportId };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = followUpEndProblem(day, report.receivedAt);
    setProblem(found && t.followUpEndProblem[found]);
    if (!found) void notifyOutcome(save.mutateAsync({ params, body: { on: day } }), t.saved);
  };
  const recorded = report.followUpEnd && (
    <Text size="sm">{t.followUpEnded(formatDate(report.followUpEnd.on), report.followUpEnd.setByName)}</Text>
  );
  if (!report.canHold) return recorded;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {recorded}
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t.followUpEnd}
            description={t.followUpEndHint}
            value={day}
            min={polishCalendarDate(new Date(report.receivedAt))}
            max={polishCalendarDate(new Date())}
            error={problem}
            onChange={(event) => setDay(event.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" variant="light" size="xs" loading={save.isPending}>
            {t.followUpEndSave}
          </Button>
          {report.followUpEnd && (
            <Button
              variant="subtle"
              size="xs"
              disabled={save.isPending}
              onClick={() => {
                setDay('');
                setProblem(null);
                void notifyOutcome(save.mutateAsync({ params, body: { on: null } }), t.saved);
              }}
            >
              {t.followUpEndClear}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * How long the report is kept (3 years after the end of the year follow-up ended) and its legal
 * hold: administrators hold it while proceedings it started run, and lift the hold when they end.
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
          <Text size="sm">{keptText(report)}</Text>
        )}
        <FollowUpEnd report={report} />
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
