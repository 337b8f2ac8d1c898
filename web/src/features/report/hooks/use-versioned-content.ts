import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-errors.js';
import { getReportContentQueryOptions, type ReportContent } from '@/lib/report-api/get-report-content.js';
import type { DecryptedReport } from './use-opened-report.js';

/**
 * A part of the report's content that staff change on the version they saw ('Zaczernienia', the
 * marks 'Nieistotne dla sprawy', 'Dane do rejestru zgłoszeń'): read with the content and kept as
 * changed here; a refusal as changed meanwhile (409) reads it again before it is passed on, so the
 * page shows what is stored.
 */
export function useVersionedContent<T>(
  opened: DecryptedReport | null,
  name: string,
  fromContent: (content: ReportContent, opened: DecryptedReport) => Promise<T> | T,
) {
  const queryClient = useQueryClient();
  const reportId = opened?.content.reportId ?? '';
  const queryKey = ['report-content-part', name, reportId];
  const read = async (fresh: boolean): Promise<T> => {
    const content = await queryClient.fetchQuery({
      ...getReportContentQueryOptions(reportId),
      staleTime: fresh ? 0 : Number.POSITIVE_INFINITY,
    });
    return fromContent(content, opened!);
  };
  const query = useQuery({
    queryKey,
    queryFn: () => read(false),
    enabled: opened !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const keep = (state: T) => queryClient.setQueryData<T>(queryKey, state);
  const readAgainOn409 = async (failure: unknown): Promise<never> => {
    if (isApiError(failure) && failure.status === 409) keep(await read(true));
    throw failure;
  };
  return { query, keep, readAgainOn409 };
}
