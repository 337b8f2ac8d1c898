import { useQuery, useQueryClient } from '@tanstack/react-query';
import { redactionsAfterDeletions } from '@shared/domain/minimisation.js';
import { emptyRedactions, type RedactionRecord } from '@shared/domain/redactions.js';
import { isApiError } from '@/lib/api-errors.js';
import { useChange } from '@/lib/contract-query.js';
import { getReportContentQueryOptions } from '@/lib/report-api/get-report-content.js';
import { sendRedactions } from '../api/set-report-redactions.js';
import { openRedactions, sealRedactions } from '../lib/redaction-record.js';
import type { DecryptedReport } from './use-opened-report.js';

export interface RedactionState {
  record: RedactionRecord;
  version: number;
}

const redactionsKey = (reportId: string) => ['report-redactions', reportId] as const;

/**
 * The report's 'Zaczernienia', decrypted here (docs/security.md: the server holds only their
 * ciphertext): read with the report's content, saved whole on the version shown. A record changed
 * meanwhile (409) is read again, so the page shows the one stored, and the refusal is passed on.
 */
export function useRedactions(opened: DecryptedReport | null) {
  const queryClient = useQueryClient();
  const reportId = opened?.content.reportId ?? '';
  const ref = { tenantId: opened?.content.tenantId ?? '', reportId };
  const read = async (fresh: boolean): Promise<RedactionState> => {
    const content = await queryClient.fetchQuery({
      ...getReportContentQueryOptions(reportId),
      staleTime: fresh ? 0 : Number.POSITIVE_INFINITY,
    });
    const record = await openRedactions(opened!.reportKey, ref, content.redactions);
    return {
      // A passage deleted as irrelevant since the record was saved moved the ranges after it.
      record: redactionsAfterDeletions(
        record ?? emptyRedactions,
        content.redactionsVersion,
        content.minimisations ?? [],
      ),
      version: content.redactionsVersion,
    };
  };
  const query = useQuery({
    queryKey: redactionsKey(reportId),
    queryFn: () => read(false),
    enabled: opened !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const change = useChange(async ({ record, seen }: { record: RedactionRecord; seen: RedactionState }) => {
    try {
      const saved = await sendRedactions({
        params: { reportId },
        body: { redactions: await sealRedactions(opened!.reportKey, ref, record), redactionsVersion: seen.version },
      });
      queryClient.setQueryData<RedactionState>(redactionsKey(reportId), { record, version: saved.redactionsVersion });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409)
        queryClient.setQueryData<RedactionState>(redactionsKey(reportId), await read(true));
      throw failure;
    }
  });

  /** Saves the whole record on the version shown; rejects with the server's refusal. */
  const save = async (record: RedactionRecord) => {
    if (query.data) await change.mutateAsync({ record, seen: query.data });
  };

  return {
    state: query.data ?? null,
    unreadable: query.isError,
    // The report has a record this browser has not read (yet, or at all): no copy can be made from it.
    pending: !!opened?.content.redactions && !query.data,
    save,
    saving: change.isPending,
  };
}
