import { redactionsAfterDeletions } from '@shared/domain/minimisation.js';
import { emptyRedactions, type RedactionRecord } from '@shared/domain/redactions.js';
import { useChange } from '@/lib/contract-query.js';
import { redactionRecord } from '@/lib/report-records.js';
import { sendRedactions } from '../api/set-report-redactions.js';
import type { DecryptedReport } from './use-opened-report.js';
import { useVersionedContent } from './use-versioned-content.js';

export interface RedactionState {
  record: RedactionRecord;
  version: number;
}

/**
 * The report's 'Zaczernienia', decrypted here (docs/security.md: the server holds only their
 * ciphertext): read with the report's content, saved whole on the version shown. A record changed
 * meanwhile (409) is read again, so the page shows the one stored, and the refusal is passed on.
 */
export function useRedactions(opened: DecryptedReport | null) {
  const reportId = opened?.content.reportId ?? '';
  const ref = { tenantId: opened?.content.tenantId ?? '', reportId };
  const { query, keep, readAgainOn409 } = useVersionedContent<RedactionState>(
    opened,
    'redactions',
    async (content, { reportKey }) => ({
      // A passage deleted as irrelevant since the record was saved moved the ranges after it.
      record: redactionsAfterDeletions(
        (await redactionRecord.open(reportKey, ref, content.redactions)) ?? emptyRedactions,
        content.redactionsVersion,
        content.minimisations ?? [],
      ),
      version: content.redactionsVersion,
    }),
  );

  const change = useChange(async ({ record, seen }: { record: RedactionRecord; seen: RedactionState }) => {
    try {
      const saved = await sendRedactions({
        params: { reportId },
        body: {
          redactions: await redactionRecord.seal(opened!.reportKey, ref, record),
          redactionsVersion: seen.version,
        },
      });
      keep({ record, version: saved.redactionsVersion });
    } catch (failure) {
      await readAgainOn409(failure);
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
