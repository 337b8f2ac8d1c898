import { completePrivateFileUpload } from '@shared/contracts/reports/complete-private-file-upload.js';
import { startPrivateFileUpload } from '@shared/contracts/reports/start-private-file-upload.js';
import { callApi } from '@/lib/api-client.js';
import { useChange } from '@/lib/contract-query.js';
import { uploadReportFile, type ReportRef } from '@/lib/report-files.js';
import { getPrivateFilesQueryOptions } from './list-private-files.js';

/** Encrypts a file with the report key (for the antivirus scan when `scan`) and uploads it as a private file; the list follows. */
export const useUploadPrivateFile = (report: ReportRef, reportKey: CryptoKey | null, scan = false) =>
  useChange(
    (file: File) => {
      if (!reportKey) throw new Error('report key not opened');
      return uploadReportFile({
        report,
        reportKey,
        file,
        scan,
        start: (size, scanned) =>
          callApi(startPrivateFileUpload, {
            params: { reportId: report.reportId },
            body: scanned ? { size, scanned } : { size },
          }),
        complete: (fileId, name, scanKey) =>
          callApi(completePrivateFileUpload, {
            params: { reportId: report.reportId, fileId },
            body: scanKey ? { name, scanKey } : { name },
          }),
      });
    },
    { invalidates: [getPrivateFilesQueryOptions(report.reportId).queryKey] },
  );
