import { completePrivateFileUpload, startPrivateFileUpload } from '@shared/contracts/index.js';
import { callApi } from '../../../lib/api-client.js';
import { useChange } from '../../../lib/contract-query.js';
import { uploadReportFile, type ReportRef } from '../../../lib/report-files.js';
import { getPrivateFilesQueryOptions } from './list-private-files.js';

/** Encrypts a file with the report key and uploads it as a private file; the list follows. */
export const useUploadPrivateFile = (report: ReportRef, reportKey: CryptoKey | null) =>
  useChange(
    (file: File) => {
      if (!reportKey) throw new Error('report key not opened');
      return uploadReportFile({
        report,
        reportKey,
        file,
        start: (size) => callApi(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size } }),
        complete: (fileId, name) => callApi(completePrivateFileUpload, { params: { reportId: report.reportId, fileId }, body: { name } }),
      });
    },
    { invalidates: [getPrivateFilesQueryOptions(report.reportId).queryKey] },
  );
