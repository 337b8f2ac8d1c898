import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportNote } from '@shared/contracts/reports/schemas.js';
import { decryptContentText } from '@shared/crypto/content.js';
import { notePurpose } from '@shared/domain/report-notes.js';
import { getReportNotesQueryOptions } from '@/lib/report-api/list-report-notes.js';
import type { RegisterNote } from '../lib/register-notes.js';

/** What opens a report's notes: the key and organisation the register entry opened. */
interface OpenedReport {
  reportKey: CryptoKey;
  tenantId: string;
}

/**
 * The follow-up and property-damage notes marked 'show in register', oldest first, decrypted
 * with the report key the register entry opened (the row and the CSV read the same).
 */
export const registerNotesQueryOptions = (reportId: string, opened: OpenedReport | undefined) =>
  queryOptions({
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

export const useRegisterNotes = (reportId: string, opened: OpenedReport | undefined) =>
  useQuery(registerNotesQueryOptions(reportId, opened));
