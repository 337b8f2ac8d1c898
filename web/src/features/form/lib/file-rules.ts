import { extensionOf, fileLimits, reportAttachmentExtensions, reportFilesFit } from '@shared/domain/files.js';
import type { Translation } from '@shared/messages/catalogue.js';
import type { fileTexts } from '@shared/messages/files.js';
import type { formTexts } from '@shared/messages/form.js';

/**
 * Attachments of a report: listed extensions only, one file at most 30 MB and
 * all of them together under 30 MB, at most `reportFilesMax` files; a second file with a name
 * already on the list is silently ignored.
 */
export const acceptedExtensions = reportAttachmentExtensions.map((extension) => `.${extension}`).join(',');

/** The one list of accepted types, as the help and the error name them: DOC, DOCX, PDF… */
const acceptedTypes = reportAttachmentExtensions.map((extension) => extension.toUpperCase());

/** The texts the file rules speak with, in the language shown. */
export interface FileRuleTexts {
  form: Translation<typeof formTexts>;
  files: Translation<typeof fileTexts>;
}

export const allowedFilesHint = (texts: FileRuleTexts['form']) => texts.allowedFiles(acceptedTypes.join(', '));

export const unsupportedTypeAlert = (texts: FileRuleTexts['files']) => texts.unsupportedReportAttachment(acceptedTypes);

export interface AddFilesResult {
  files: File[];
  /** The alert for the first refused file, if any. */
  error: string | null;
}

export function addFiles(current: readonly File[], picked: readonly File[], texts: FileRuleTexts): AddFilesResult {
  const files = [...current];
  let error: string | null = null;
  for (const file of picked) {
    if (files.some((existing) => existing.name === file.name)) continue;
    let refusal: string | null = null;
    if (!(reportAttachmentExtensions as readonly string[]).includes(extensionOf(file.name)))
      refusal = unsupportedTypeAlert(texts.files);
    else if (!reportFilesFit([...files.map((kept) => kept.size), file.size])) refusal = texts.files.tooLarge30;
    else if (files.length >= fileLimits.reportFilesMax) refusal = texts.form.tooManyFiles(fileLimits.reportFilesMax);
    if (refusal) {
      error ??= refusal;
      continue;
    }
    files.push(file);
  }
  return { files, error };
}

/** "2,4 MB", "312 KB" in Polish ("2.4 MB" in English) — for the list of chosen files. */
export function formatSize(bytes: number, locale: string): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString(locale)} KB`;
}
