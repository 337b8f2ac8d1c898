import { useCallback, useMemo, useState } from 'react';
import { ALL_ROWS } from '@shared/domain/report.js';

/**
 * Server paging by cursor (docs/development.md, "Data": every list is a Query; a page starts where the previous
 * one's cursor points). The browser remembers the cursor of every page it has passed, so
 * 'previous' needs no backwards query; 'page X of Y' comes from the total the server keeps.
 * The page size −1 ('Wszystkie') loads the whole list by following the cursors.
 */
export interface CursorPaging<Size extends number = number> {
  pageSize: Size;
  /** 1-based. */
  page: number;
  /** The cursor the current page starts at; undefined for the first page. */
  cursor: string | undefined;
  setPageSize: (size: Size) => void;
  /** Moves on to the page that starts at `cursor` (the current page's `nextCursor`). */
  next: (cursor: string) => void;
  previous: () => void;
  /** Back to the first page (another filter, for example). */
  reset: () => void;
}

export function useCursorPaging<Size extends number>(defaultPageSize: Size): CursorPaging<Size> {
  const [pageSize, setSize] = useState<Size>(defaultPageSize);
  // cursors[i] starts page i + 1.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const setPageSize = useCallback((size: Size) => {
    setSize(size);
    setCursors([undefined]);
  }, []);
  const next = useCallback((cursor: string) => setCursors((visited) => [...visited, cursor]), []);
  const previous = useCallback(
    () => setCursors((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)),
    [],
  );
  const reset = useCallback(() => setCursors([undefined]), []);
  return useMemo(
    () => ({ pageSize, page: cursors.length, cursor: cursors.at(-1), setPageSize, next, previous, reset }),
    [pageSize, cursors, setPageSize, next, previous, reset],
  );
}

/** How many pages `total` rows make at `pageSize` (at least one; 'all' is one page). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize === ALL_ROWS || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface CursorPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * The whole list: the first page, then each next one, until the server gives no next cursor.
 * Answers the last page with every row gathered (its other fields, such as the total, are the
 * server's latest word).
 */
export async function followCursors<Page extends CursorPage<unknown>>(
  fetchPage: (cursor: string | undefined) => Promise<Page>,
): Promise<Page> {
  const rows: Page['rows'] = [];
  let cursor: string | undefined;
  let page: Page;
  do {
    page = await fetchPage(cursor);
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return { ...page, rows, nextCursor: null };
}
