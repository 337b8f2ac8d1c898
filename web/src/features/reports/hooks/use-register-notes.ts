import { useQuery } from '@tanstack/react-query';
import type { ReportNote } from '@shared/contracts/reports/schemas.js';
import { decryptContentText } from '@shared/crypto/content.js';
import { notePurpose } from '@shared/domain/report-notes.js';
import { getReportNotesQueryOptions } from '@/lib/report-api/list-report-notes.js';

/** A note as the register shows it (date, admin name, text). */
export interface RegisterNote {
  noteId: string;
  createdAt: string;
  authorName: string;
  /** Null when the text does not open with the report key. */
  text: string | null;
}

/**
 * The follow-up and property-damage notes marked 'show in register', oldest first, decrypted
 * with the report key the register entry opened.
 */
export function useRegisterNotes(reportId: string, opened: { reportKey: CryptoKey; tenantId: string } | undefined) {
  return useQuery({
    queryKey: ['register-notes', reportId],
    queryFn: async ({ client }): Promise<RegisterNote[]> => {
      const { notes, damageNotes } = await client.fetchQuery(getReportNotesQueryOptions(reportId));
      const marked = [...notes, ...damageNotes]
        .filter((note) => note.showInRegister)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const decrypt = (note: ReportNote) =>
        decryptContentText(opened!.reportKey, note.text, {
          tenant: opened!.tenantId,
          report: reportId,
          purpose: notePurpose(note.kind, note.noteId),
        }).catch(() => null);
      return Promise.all(
        marked.map(async (note) => ({
          noteId: note.noteId,
          createdAt: note.createdAt,
          authorName: note.authorName,
          text: await decrypt(note),
        })),
      );
    },
    enabled: !!opened,
  });
}
