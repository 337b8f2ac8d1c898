import { useQuery } from '@tanstack/react-query';
import { decryptFileName, type ReportRef } from '@/lib/report-files.js';
import { usePrivateFiles } from '../api/list-private-files.js';
import { useDecryptedMessages } from './use-conversation.js';
import type { DecryptedReport } from './use-opened-report.js';

/** Where a file the bundle may carry comes from. */
export type ForwardFileOrigin = 'report' | 'conversation' | 'private';

export interface ForwardableFile {
  fileId: string;
  name: string;
  origin: ForwardFileOrigin;
}

/**
 * Every file of the report a forward may carry, with its decrypted name: those sent with the
 * report, the attachments of the conversation (both sides) and the private files. Null while
 * any of them is still being read; a file whose name would not decrypt is left out.
 */
export function useForwardFiles(report: ReportRef, opened: DecryptedReport): ForwardableFile[] | null {
  const { decrypted } = useDecryptedMessages(report.reportId, report.tenantId, opened.reportKey);
  const privateFiles = usePrivateFiles(report.reportId);
  const privateNames = useQuery({
    queryKey: ['forward-private-file-names', report.reportId, privateFiles.data?.files.map((file) => file.fileId)],
    queryFn: () =>
      Promise.all(
        (privateFiles.data?.files ?? []).map(async (file) => ({
          fileId: file.fileId,
          name: await decryptFileName(opened.reportKey, report, file).catch(() => null),
        })),
      ),
    enabled: !!privateFiles.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!decrypted.data || !privateNames.data) return null;
  const named = <T extends { fileId: string; name: string | null }>(
    files: readonly T[],
    origin: ForwardFileOrigin,
  ): ForwardableFile[] =>
    files.flatMap((file) => (file.name === null ? [] : [{ fileId: file.fileId, name: file.name, origin }]));
  return [
    ...named(opened.fileNames, 'report'),
    ...named(
      decrypted.data.flatMap((message) => message.files),
      'conversation',
    ),
    ...named(privateNames.data, 'private'),
  ];
}
