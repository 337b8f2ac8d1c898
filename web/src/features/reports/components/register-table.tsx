import { Alert, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { ALL_CATEGORIES } from '@shared/contracts/reports/list-register.js';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { reportColumnTexts, registerTexts as t } from '@shared/messages/report-lists.js';
import { OpenReportButton, ReportTable, useReportPaging, type ReportColumn } from '@/components/report-table.js';
import { MineFilter } from './mine-filter.js';
import { errorText } from '@/lib/api-errors.js';
import { useRegister } from '../api/get-register.js';
import { useRegisterCsv } from '../hooks/use-register-csv.js';
import { RegisterEntryView } from './register-entry-view.js';

/**
 * 'Rejestr zgłoszeń': Identyfikator, Data wpływu, Data zakończenia, Status, Kategoria and an open action; then our
 * 'Prowadzący' and 'Terminy'.
 */
const columns: readonly ReportColumn[] = [
  'identifier',
  'receivedAt',
  'archivedAt',
  'status',
  'category',
  'handlers',
  'deadlines',
];

/**
 * The register: a category filter ('Wszystkie' first), the rows of one server page, each row
 * expandable to its decrypted register fields. With the reports right (canReports) rows can be
 * selected — across pages — and 'Pobierz CSV' writes the selected ones.
 */
export function RegisterTable() {
  const [categoryId, setCategoryId] = useState<string>(ALL_CATEGORIES);
  const [mine, setMine] = useState(false);
  const paging = useReportPaging();
  const query = useRegister({
    query: { categoryId, perPage: paging.pageSize, cursor: paging.cursor, ...(mine ? { mine: '1' as const } : {}) },
  });
  const [selected, setSelected] = useState<ReadonlyMap<string, ReportRow>>(new Map());
  const csv = useRegisterCsv();
  const canReports = query.data?.canReports ?? false;
  const categories = query.data?.categories ?? [];

  const chooseCategory = (id: string) => {
    setCategoryId(id);
    setSelected(new Map());
    paging.reset();
  };
  const chooseMine = (on: boolean) => {
    setMine(on);
    setSelected(new Map());
    paging.reset();
  };

  const select = (keys: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const key of keys) {
        const row = query.data?.rows.find((candidate) => candidate.reportId === key);
        if (on && row) next.set(key, row);
        else next.delete(key);
      }
      return next;
    });

  const toolbar = (
    <Group align="flex-end" justify="space-between" wrap="wrap">
      <NativeSelect
        label={t.category}
        value={categoryId}
        data={[
          { value: ALL_CATEGORIES, label: t.allCategories },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        onChange={(event) => chooseCategory(event.currentTarget.value)}
        w={280}
      />
      <MineFilter checked={mine} onChange={chooseMine} />
      {canReports && (
        <Group gap="sm" align="center">
          <Text size="sm" c="dimmed" data-testid="register-selected">
            {t.selectedCount(selected.size)}
          </Text>
          <Button
            disabled={selected.size === 0 || !csv.canDecrypt}
            loading={csv.isPending}
            title={csv.canDecrypt ? undefined : t.noKey}
            onClick={() => csv.mutate([...selected.values()])}
          >
            {t.downloadCsv}
          </Button>
        </Group>
      )}
      {csv.isError && (
        <Alert color="red" variant="light" w="100%">
          {t.csvFailed} {errorText(csv.error)}
        </Alert>
      )}
    </Group>
  );

  return (
    <ReportTable
      title={t.title}
      headingOrder={1}
      columns={columns}
      query={query}
      paging={paging}
      emptyText={t.empty}
      actions={(row) => <OpenReportButton row={row} text={reportColumnTexts.show} />}
      {...(canReports ? { selection: { selected: new Set(selected.keys()), onChange: select } } : {})}
      expansion={(row, label) => <RegisterEntryView row={row} label={label} />}
      toolbar={toolbar}
    />
  );
}
