import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Paper, RingProgress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { statisticsTexts as t } from '@shared/messages/statistics.js';
import type { ReportStatistics } from '../api/get-report-statistics.js';
import { formatPercent, monthName, shareText, shortMonthName } from '../lib/statistics-format.js';

const channelColours = { form: 'blue.6', phone: 'teal.6', email: 'grape.6' } as const;
const stateColours = { new: 'yellow.6', open: 'blue.6', archived: 'gray.6', deleted: 'red.6' } as const;

/**
 * One table of figures with its chart: the table, named by the section's heading, carries every
 * number; the chart repeats them for the eye and is hidden from screen readers.
 */
function Section({ title, chart, children }: { title: string; chart: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {/* inert: the charts (recharts) make their drawing focusable, which a hidden element must not be. */}
        <div aria-hidden="true" inert>
          {chart}
        </div>
        <Table
          striped
          withTableBorder
          verticalSpacing={4}
          aria-labelledby={headingId}
          data-testid={`statistics-${title}`}
        >
          {children}
        </Table>
      </Stack>
    </Paper>
  );
}

function Head({ cells }: { cells: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {cells.map((cell) => (
          <Table.Th key={cell}>{cell}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function Rows({ rows }: { rows: (string | number)[][] }) {
  return (
    <Table.Tbody>
      {rows.map((cells) => (
        <Table.Tr key={String(cells[0])}>
          {cells.map((cell, i) =>
            i === 0 ? (
              <Table.Th key={i} scope="row" fw={400}>
                {cell}
              </Table.Th>
            ) : (
              <Table.Td key={i}>{cell}</Table.Td>
            ),
          )}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

function PerMonth({ statistics }: { statistics: ReportStatistics }) {
  const data = statistics.months.map((month) => ({
    month: shortMonthName(month.month),
    form: month.form,
    phone: month.phone,
    email: month.email,
  }));
  return (
    <Section
      title={t.perMonth}
      chart={
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          type="stacked"
          withLegend
          withTooltip={false}
          series={(['form', 'phone', 'email'] as const).map((name) => ({
            name,
            label: t.channels[name],
            color: channelColours[name],
          }))}
        />
      }
    >
      <Head cells={[t.month, t.channels.form, t.channels.phone, t.channels.email, t.count]} />
      <Rows
        rows={statistics.months.map((month) => [
          monthName(month.month),
          month.form,
          month.phone,
          month.email,
          month.received,
        ])}
      />
    </Section>
  );
}

function PerCategory({ statistics }: { statistics: ReportStatistics }) {
  return (
    <Section
      title={t.perCategory}
      chart={
        <BarChart
          h={Math.max(120, statistics.categories.length * 40)}
          data={statistics.categories.map((category) => ({ name: category.name, received: category.received }))}
          dataKey="name"
          orientation="vertical"
          withTooltip={false}
          yAxisProps={{ width: 160 }}
          series={[{ name: 'received', label: t.count, color: 'indigo.6' }]}
        />
      }
    >
      <Head cells={[t.category, t.count, t.share]} />
      <Rows
        rows={statistics.categories.map((category) => [
          category.name,
          category.received,
          shareText(category.received, statistics.received),
        ])}
      />
    </Section>
  );
}

/** Reports split by one property (channel, state): a donut of the counts, then count and share per value. */
function Breakdown<Name extends string>({
  title,
  column,
  names,
  labels,
  counts,
  colours,
  received,
}: {
  title: string;
  /** The first column's heading. */
  column: string;
  names: readonly Name[];
  labels: Record<Name, string>;
  counts: Record<Name, number>;
  colours: Record<Name, string>;
  received: number;
}) {
  return (
    <Section
      title={title}
      chart={
        <Group justify="center">
          <DonutChart
            withTooltip={false}
            withLabels
            data={names.map((name) => ({ name: labels[name], value: counts[name], color: colours[name] }))}
          />
        </Group>
      }
    >
      <Head cells={[column, t.count, t.share]} />
      <Rows rows={names.map((name) => [labels[name], counts[name], shareText(counts[name], received)])} />
    </Section>
  );
}

function PerChannel({ statistics }: { statistics: ReportStatistics }) {
  return (
    <Breakdown
      title={t.perChannel}
      column={t.channel}
      names={['form', 'phone', 'email'] as const}
      labels={t.channels}
      counts={statistics.channels}
      colours={channelColours}
      received={statistics.received}
    />
  );
}

function ByState({ statistics }: { statistics: ReportStatistics }) {
  return (
    <Breakdown
      title={t.byState}
      column={t.state}
      names={['new', 'open', 'archived', 'deleted'] as const}
      labels={t.states}
      counts={statistics.states}
      colours={stateColours}
      received={statistics.received}
    />
  );
}

/** A term's share met in time, in words under a ring. */
function Compliance({ title, percent }: { title: string; percent: number | null }) {
  return (
    <Stack gap={4} align="center">
      <RingProgress
        size={120}
        thickness={12}
        aria-hidden="true"
        sections={
          percent === null
            ? []
            : [
                { value: percent, color: 'green.7' },
                { value: 100 - percent, color: 'red.7' },
              ]
        }
        label={
          <Text ta="center" fw={700}>
            {percent === null ? '—' : `${formatPercent(percent)}%`}
          </Text>
        }
      />
      <Text size="sm" fw={600} ta="center">
        {title}
      </Text>
      <Text size="sm" ta="center" data-testid={`compliance-${title}`}>
        {percent === null ? t.noneToMeasure : t.percentInTime(formatPercent(percent))}
      </Text>
    </Stack>
  );
}

function Terms({ statistics }: { statistics: ReportStatistics }) {
  const { acknowledgement: ack, feedback } = statistics;
  const dash = '—';
  return (
    <Section
      title={t.compliance}
      chart={
        <Group justify="space-around">
          <Compliance title={t.acknowledgement} percent={ack.percentInTime} />
          <Compliance title={t.feedback} percent={feedback.percentInTime} />
        </Group>
      }
    >
      <Head cells={[t.outcome, t.acknowledgement, t.feedback]} />
      <Rows
        rows={[
          [t.inTime, ack.inTime, feedback.inTime],
          [t.late, ack.late, feedback.late],
          [t.overdue, ack.overdue, feedback.overdue],
          [t.missed, dash, feedback.missed],
          [t.none, dash, feedback.none],
          [t.pending, ack.pending, feedback.pending],
          [
            t.csv.percent(t.inTime),
            ack.percentInTime === null ? dash : formatPercent(ack.percentInTime),
            feedback.percentInTime === null ? dash : formatPercent(feedback.percentInTime),
          ],
        ]}
      />
      <Table.Caption>{t.complianceNote}</Table.Caption>
    </Section>
  );
}

/** Meetings in person asked for (art. 26(3)) and whether they were held within the 14 days. */
function Meetings({ statistics }: { statistics: ReportStatistics }) {
  const { meeting } = statistics;
  return (
    <Section title={t.meeting} chart={<Compliance title={t.meeting} percent={meeting.percentInTime} />}>
      <Head cells={[t.outcome, t.count]} />
      <Rows
        rows={[
          [t.meetingRequested, meeting.requested],
          [t.inTime, meeting.inTime],
          [t.late, meeting.late],
          [t.meetingNotHeld, meeting.notHeld],
          [t.csv.percent(t.inTime), meeting.percentInTime === null ? '—' : formatPercent(meeting.percentInTime)],
        ]}
      />
      <Table.Caption>{t.meetingNote}</Table.Caption>
    </Section>
  );
}

/** The figures of a period: months, categories, channels, states and the Act's terms. */
export function StatisticsSections({ statistics }: { statistics: ReportStatistics }) {
  return (
    <Stack gap="md">
      <Terms statistics={statistics} />
      <Meetings statistics={statistics} />
      <PerMonth statistics={statistics} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PerCategory statistics={statistics} />
        <PerChannel statistics={statistics} />
        <ByState statistics={statistics} />
      </SimpleGrid>
    </Stack>
  );
}
