import { useCallback, useMemo, useState } from 'react';

/**
 * Server paging by cursor (DESIGN §5: every list is a Query; a page starts where the previous
 * one's cursor points). The browser remembers the cursor of every page it has passed, so
 * 'previous' needs no backwards query; 'page X of Y' comes from the total the server keeps.
 * The page size −1 ('Wszystkie', doc 1 §9) loads the whole list by following the cursors.
 */
export const ALL_ROWS = -1;

export interface CursorPage<Row> {
  rows: Row[];
  total: number;
  nextCursor: string | null;
}

export interface CursorPaging {
  pageSize: number;
  /** 1-based. */
  page: number;
  /** The cursor the current page starts at; undefined for the first page. */
  cursor: string | undefined;
  setPageSize: (size: number) => void;
  /** Moves on to the page that starts at `cursor` (the current page's `nextCursor`). */
  next: (cursor: string) => void;
  previous: () => void;
  /** Back to the first page (another filter, for example). */
  reset: () => void;
}

export function useCursorPaging(defaultPageSize: number): CursorPaging {
  const [pageSize, setSize] = useState(defaultPageSize);
  // cursors[i] starts page i + 1.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setCursors([undefined]);
  }, []);
  const next = useCallback((cursor: string) => setCursors((visited) => [...visited, cursor]), []);
  const previous = useCallback(() => setCursors((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)), []);
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

/**
 * The whole list, page after page of `chunkSize` rows, until the server gives no next cursor.
 * Its total is what arrived (rows may come or go while the pages are read).
 */
export async function followCursors<Row>(
  fetchPage: (input: { pageSize: number; cursor: string | undefined }) => Promise<CursorPage<Row>>,
  chunkSize: number,
): Promise<CursorPage<Row>> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage({ pageSize: chunkSize, cursor });
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return { rows, total: rows.length, nextCursor: null };
}
