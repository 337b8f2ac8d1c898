import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LogRow } from '@shared/contracts/logs/schemas.js';
import { logNumber } from '@shared/domain/log.js';
import { logTexts as t } from '@shared/messages/logs.js';
import { ScrollTable } from '@/components/table-parts.js';
import { paths } from '@/config/paths.js';
import { errorText } from '@/lib/api-errors.js';
import { formatLogTime } from '../lib/log-time.js';

interface LogTableProps {
  /** The pages of the search (or of one report's log). */
  query: UseInfiniteQueryResult<InfiniteData<{ rows: LogRow[] }>>;
  /** The table's accessible name. */
  title: string;
}

const normalise = (text: string) => text.toLocaleLowerCase('pl').trim();
const searchable = (row: LogRow) =>
  normalise(
    [logNumber(row.chain, row.seq), formatLogTime(row.at), row.reportIdentifier ?? '', row.userName, row.text].join(
      ' ',
    ),
  );

/**
 * The log's rows: lp, date, report, user, activity and a button that opens the report;
 * 'Szukaj w widocznych' filters the rows loaded so far, 'Pokaż więcej' loads the next page.
 */
export function LogTable({ query, title }: LogTableProps) {
  const [search, setSearch] = useState('');
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data]);
  const visible = useMemo(() => {
    const wanted = normalise(search);
    return wanted ? rows.filter((row) => searchable(row).includes(wanted)) : rows;
  }, [rows, search]);

  if (query.isError && rows.length === 0) {
    return (
      <Alert color="red" variant="light">
        {errorText(query.error)}
      </Alert>
    );
  }
  // A live status named by the table it stands for (axe: a bare loader's span may not carry a label).
  if (query.isPending) return <Loader size="sm" role="status" aria-label={title} />;
  if (rows.length === 0) return <Text>{t.noResults}</Text>;

  return (
    <Stack gap="sm">
      <TextInput
        label={t.searchVisible}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={320}
      />
      <Paper withBorder>
        <ScrollTable
          minWidth={720}
          striped
          aria-label={title}
          head={
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columns.lp}</Table.Th>
                <Table.Th>{t.columns.date}</Table.Th>
                <Table.Th>{t.columns.report}</Table.Th>
                <Table.Th>{t.columns.user}</Table.Th>
                <Table.Th>{t.columns.activity}</Table.Th>
                <Table.Th>{t.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
          }
        >
          {visible.map((row) => (
            <Table.Tr key={logNumber(row.chain, row.seq)}>
              <Table.Td>{logNumber(row.chain, row.seq)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLogTime(row.at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.reportIdentifier ?? t.noReport}</Table.Td>
              <Table.Td>{row.userName}</Table.Td>
              <Table.Td>{row.text}</Table.Td>
              <Table.Td>
                {row.reportId && row.reportIdentifier && (
                  <Button
                    component={Link}
                    to={paths.signal(row.reportId)}
                    size="xs"
                    variant="light"
                    aria-label={t.openReport(row.reportIdentifier)}
                  >
                    {t.open}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      </Paper>
      {query.hasNextPage && (
        <Group>
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t.showMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
