import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { registerTexts } from '@shared/messages/report-lists.js';
import { csvFileName } from '@/lib/csv.js';
import { downloadCsvFile } from '@/lib/download.js';
import { decryptLabels } from '@/lib/report-labels.js';
import { useRequiredSession, useSessionKeys } from '@/lib/session.js';
import { registerCsv, type RegisterCsvRow } from '../lib/register-csv.js';
import { registerEntryQueryOptions } from './use-register-entry.js';
import { registerNotesQueryOptions } from './use-register-notes.js';

/** Reports decrypted at a time: the content calls of a large selection do not all start at once. */
const PARALLEL = 4;

/**
 * 'Pobierz CSV' of the selected reports, made in this browser: each report's content
 * is fetched and decrypted (or taken from what its open row already showed), then written as
 * the register's CSV and downloaded as `rejestr-zgloszen-{date}-{time}.csv`.
 */
export function useRegisterCsv() {
  const queryClient = useQueryClient();
  const session = useRequiredSession();
  const { keys } = useSessionKeys(session.id);
  const organisationKey = keys?.organisationPrivateKey ?? null;

  const mutation = useMutation({
    mutationFn: async (rows: readonly ReportRow[]) => {
      if (!organisationKey) throw new Error('no organisation key');
      const labels = await decryptLabels(keys?.metadataKey ?? null, session.customerId, rows);
      const csvRows: RegisterCsvRow[] = [];
      for (let start = 0; start < rows.length; start += PARALLEL) {
        const batch = rows.slice(start, start + PARALLEL);
        const opened = await Promise.all(
          batch.map(async (row) => {
            const entry = await queryClient.fetchQuery(
              registerEntryQueryOptions(row.reportId, organisationKey, session.keys.organisation.kid),
            );
            const notes = await queryClient.fetchQuery(registerNotesQueryOptions(row.reportId, entry));
            return { row, label: labels.get(row.reportId), entry, notes };
          }),
        );
        csvRows.push(...opened);
      }
      downloadCsvFile(csvFileName(registerTexts.csvPrefix), registerCsv(csvRows));
    },
  });
  return { ...mutation, canDecrypt: organisationKey !== null };
}
