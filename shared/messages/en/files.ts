import type { Translation } from '../catalogue.js';
import type { fileTexts as polish } from '../files.js';

/** The file rules' texts in English (the Polish source: ../files.ts). */
export const fileTexts = {
  tooLarge30: 'The files are too large! Attachments together cannot exceed 30 MB',
  unsupportedCategoryAttachment:
    'Unsupported file type. Supported files: PDF, JPG, JPEG, PNG, DOC, DOCX, XLS, XLSX, CSV, MP3, TXT',
  unsupportedReportAttachment: (types: readonly string[]) =>
    `Unsupported file type. Supported files: ${types.join(',')}`,
  tooLargeStaff: 'The files are too large! Attachments together cannot exceed 50 MB',
  unsupportedStaffAttachment:
    'Unsupported file type. Supported files: DOC,DOCX,PDF,JPG,JPEG,PNG,XLS,XLSX,CSV,MP3,M4A,MSG,ZIP,7Z',
  tooManyFiles: 'This report has reached its limit of files.',
  fileNotFound: 'File not found.',
  contentMismatch: 'The file’s content does not match its type.',
  uploadMissing: 'The file was not uploaded or its size differs from the size given.',
  voiceNotOffered: 'The organisation does not accept voice messages. Remove the recording from the message.',
  infected: (position: number) =>
    `Attachment no. ${position} contains a virus or malware and was not accepted. Remove it and send the report again.`,
  scanUnavailable:
    'Antivirus checking of attachments is unavailable at the moment, so the report with attachments was not accepted. Try again later or send the report without attachments.',
  scanKeyMissing: 'The form’s settings have changed. Refresh the page and send the report again.',
  uploadInfected: 'The file contains a virus or malware and was not added.',
  uploadScanUnavailable:
    'Antivirus checking of files is unavailable at the moment, so the file was not added. Try again later.',
  uploadScanChanged: 'The antivirus settings have changed. Refresh the page and add the file again.',
  staffScannedTitle: 'Files are checked for viruses',
  staffScanned:
    'The organisation checks added files with an antivirus program. For the check, the server decrypts each file added here and sees its content; it keeps no unencrypted copy. A file with a virus will be refused.',
} as const satisfies Translation<typeof polish>;
