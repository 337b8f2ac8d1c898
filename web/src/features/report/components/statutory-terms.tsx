import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  daysLeft,
  meetingDue,
  reportDeadlines,
  termState,
  type StatutoryTerm,
  type TermState,
} from '@shared/domain/deadlines.js';
import { reportState } from '@shared/domain/report.js';
import { deadlineTexts as t, termStateText } from '@shared/messages/deadlines.js';
import { confirmChange } from '@/components/confirm-change.js';
import { formatDate } from '@/lib/dates.js';
import type { ReportDetails } from '../api/get-report.js';
import { useMarkReportFeedback } from '../api/mark-report-feedback.js';

const stateColor: Record<TermState, string> = {
  met: 'green',
  metLate: 'orange',
  overdue: 'red',
  dueSoon: 'orange',
  pending: 'gray',
};

function Term({ term, due, metAt, now }: { term: StatutoryTerm; due: string; metAt: string | null; now: Date }) {
  const state = termState(due, metAt, now);
  return (
    <Stack gap={4} component="div">
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {t[term]}
      </Text>
      <Stack gap={4} component="dd" m={0}>
        <Text size="sm">{t.due(formatDate(due))}</Text>
        <Badge color={stateColor[state]} variant="light" w="fit-content" style={{ textTransform: 'none' }}>
          {termStateText(state, metAt ? formatDate(metAt) : null, daysLeft(due, now), term)}
        </Badge>
      </Stack>
    </Stack>
  );
}

/**
 * The Act's terms of the report (acknowledgement 7 days, feedback 3 months, and a meeting the
 * reporter asked for within 14 days, met when its protocol is recorded) and whether they were met; a closed report's clock stops at its closing. Who may reply can mark feedback given
 * outside the platform.
 */
export function StatutoryTerms({ report }: { report: ReportDetails }) {
  const mark = useMarkReportFeedback();
  const deadlines = reportDeadlines(report);
  const now = report.archivedAt ? new Date(report.archivedAt) : new Date();
  const mayMark = report.canResponse && report.feedbackAt === null && report.state !== reportState.archived;
  const confirmMark = () =>
    confirmChange({
      title: t.markFeedbackTitle,
      question: t.markFeedbackConfirm,
      labels: { confirm: t.confirm, cancel: t.cancel },
      change: () => mark.mutateAsync({ params: { reportId: report.reportId } }),
      success: t.feedbackMarked,
    });
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t.title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        <Term term="acknowledgement" due={deadlines.acknowledgementDue} metAt={report.acknowledgedAt} now={now} />
        <Term term="feedback" due={deadlines.feedbackDue} metAt={report.feedbackAt} now={now} />
        {report.meeting && (
          <Term
            term="meeting"
            due={meetingDue(report.meeting.requestedAt)}
            metAt={report.meeting.protocolRecordedAt}
            now={now}
          />
        )}
      </SimpleGrid>
      {mayMark && (
        <Group mt="sm">
          <Button variant="light" size="xs" onClick={confirmMark} loading={mark.isPending}>
            {t.markFeedback}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
