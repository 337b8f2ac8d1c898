import { extensionOf, fileLimits, reportAttachmentExtensions, reportFilesFit } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import { formTexts } from '@shared/messages/form.js';

/**
 * Attachments of a report (spec doc 3 §5): listed extensions only, one file at most 30 MB and
 * all of them together under 30 MB, at most `reportFilesMax` files; a second file with a name
 * already on the list is silently ignored.
 */
export const acceptedExtensions = reportAttachmentExtensions.map((extension) => `.${extension}`).join(',');

/** The one list of accepted types, as the help and the error name them: DOC, DOCX, PDF… */
const acceptedTypes = reportAttachmentExtensions.map((extension) => extension.toUpperCase());

export const allowedFilesHint = formTexts.allowedFiles(acceptedTypes.join(', '));

export const unsupportedTypeAlert = fileTexts.unsupportedReportAttachment(acceptedTypes);

export interface AddFilesResult {
  files: File[];
  /** The alert for the first refused file, if any. */
  error: string | null;
}

export function addFiles(current: readonly File[], picked: readonly File[]): AddFilesResult {
  const files = [...current];
  let error: string | null = null;
  for (const file of picked) {
    if (files.some((existing) => existing.name === file.name)) continue;
    let refusal: string | null = null;
    if (!(reportAttachmentExtensions as readonly string[]).includes(extensionOf(file.name)))
      refusal = unsupportedTypeAlert;
    else if (!reportFilesFit([...files.map((kept) => kept.size), file.size])) refusal = fileTexts.tooLarge30;
    else if (files.length >= fileLimits.reportFilesMax) refusal = formTexts.tooManyFiles(fileLimits.reportFilesMax);
    if (refusal) {
      error ??= refusal;
      continue;
    }
    files.push(file);
  }
  return { files, error };
}

/** "2,4 MB", "312 KB" — for the list of chosen files. */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('pl-PL')} KB`;
}
