import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportNote } from '@shared/contracts/reports/schemas.js';
import { decryptContentText } from '@shared/crypto/content.js';
import { notePurpose } from '@shared/domain/report-notes.js';
import type { ReportRef } from '@/lib/report-files.js';
import { useReportNotes } from '@/lib/report-api/list-report-notes.js';

export interface DecryptedNote extends ReportNote {
  /** Null when the text does not open with the report key. */
  plaintext: string | null;
}

async function decryptNotes(
  reportKey: CryptoKey,
  report: ReportRef,
  notes: readonly ReportNote[],
): Promise<DecryptedNote[]> {
  return Promise.all(
    notes.map(async (note) => {
      try {
        const plaintext = await decryptContentText(reportKey, note.text, {
          tenant: report.tenantId,
          report: report.reportId,
          purpose: notePurpose(note.kind, note.noteId),
        });
        return { ...note, plaintext };
      } catch {
        return { ...note, plaintext: null };
      }
    }),
  );
}

/** The report's notes and property-damage notes, decrypted with the report key. */
export function useDecryptedNotes(report: ReportRef, reportKey: CryptoKey | null) {
  const notes = useReportNotes(report.reportId);
  const decrypted = useQuery({
    queryKey: ['decrypted-notes', report.reportId, notes.data],
    queryFn: async () => ({
      notes: await decryptNotes(reportKey as CryptoKey, report, notes.data?.notes ?? []),
      damageNotes: await decryptNotes(reportKey as CryptoKey, report, notes.data?.damageNotes ?? []),
    }),
    enabled: !!reportKey && !!notes.data,
    staleTime: Number.POSITIVE_INFINITY,
    // While a refreshed list decrypts, the previous one stays (the forms under it keep their text).
    placeholderData: keepPreviousData,
  });
  return { data: decrypted.data, error: notes.error };
}
