import { downloadReportFile as downloadContract } from '@shared/contracts/reports/download-report-file.js';
import { callApi } from '@/lib/api-client.js';
import { fetchDecryptedReportFile, saveDecryptedReportFile, type ReportRef } from '@/lib/report-files.js';

/** Downloads a file of the report, decrypts it here and saves it under its (decrypted) name. */
export async function downloadReportFile(
  report: ReportRef,
  reportKey: CryptoKey,
  file: { fileId: string; name: string },
): Promise<void> {
  const { url } = await callApi(downloadContract, { params: { reportId: report.reportId, fileId: file.fileId } });
  await saveDecryptedReportFile({ report, reportKey, fileId: file.fileId, name: file.name, url });
}

/** A file of the report, decrypted here (for a forward's bundle). */
export async function fetchReportFile(report: ReportRef, reportKey: CryptoKey, fileId: string): Promise<Blob> {
  const { url } = await callApi(downloadContract, { params: { reportId: report.reportId, fileId } });
  return fetchDecryptedReportFile({ report, reportKey, fileId, url });
}
