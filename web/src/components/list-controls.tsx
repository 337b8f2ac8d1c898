import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { ALL_ROWS } from '@shared/domain/report.js';
import { listTableTexts as t } from '@shared/messages/report-lists.js';
import type { CursorPaging } from '@/lib/cursor-paging.js';

interface ListFiltersProps<Size extends number> {
  search: string;
  onSearch: (text: string) => void;
  paging: CursorPaging<Size>;
  pageSizes: readonly Size[];
}

/** 'Szukaj w widocznych' and 'Załaduj wiersze' above a list. */
export function ListFilters<Size extends number>({ search, onSearch, paging, pageSizes }: ListFiltersProps<Size>) {
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t.search}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 16rem' }}
      />
      <NativeSelect
        label={t.pageSize}
        value={String(paging.pageSize)}
        data={pageSizes.map((size) => ({
          value: String(size),
          label: size === ALL_ROWS ? t.allRows : String(size),
        }))}
        onChange={(event) => {
          const size = pageSizes.find((option) => String(option) === event.currentTarget.value);
          if (size !== undefined) paging.setPageSize(size);
        }}
        w={140}
      />
    </Group>
  );
}

interface ListPagerProps<Size extends number> {
  paging: CursorPaging<Size>;
  pages: number;
  /** Where the server's next page starts; null on the last page. */
  nextCursor: string | null;
  fetching: boolean;
}

/** Previous and next below a list, with 'page n of N' between them. */
export function ListPager<Size extends number>({ paging, pages, nextCursor, fetching }: ListPagerProps<Size>) {
  const onNext = () => {
    if (nextCursor) paging.next(nextCursor);
  };
  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        size="xs"
        aria-label={t.previousPage}
        disabled={paging.page <= 1 || fetching}
        onClick={paging.previous}
      >
        {t.previous}
      </Button>
      <Text size="sm" aria-live="polite" data-testid="list-page">
        {t.pageOf(Math.min(paging.page, pages), pages)}
      </Text>
      <Button variant="default" size="xs" aria-label={t.nextPage} disabled={!nextCursor || fetching} onClick={onNext}>
        {t.next}
      </Button>
    </Group>
  );
}
