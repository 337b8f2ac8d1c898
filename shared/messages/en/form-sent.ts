import type { Translation } from '../catalogue.js';
import type { sentTexts as polish } from '../form-sent.js';

/** The form's send and what follows it, in English (the Polish source: ../form-sent.ts). */
export const sentTexts = {
  confirmTitle: 'Confirm your report',
  confirmText: 'Are you sure you want to send the report?',
  confirmSend: 'Send',
  confirmCancel: 'Cancel',
  fetchingKey: 'Fetching the public key…',
  keyFetched: 'The public key has been fetched.',
  encrypting: 'Encrypting your data…',
  encrypted: 'Your data has been encrypted.',
  sending: 'Sending the report…',
  emptyKey: 'The report’s key could not be fetched',

  encryptionProgress: 'Encryption progress',
  uploadProgress: 'Attachment upload progress',
  uploadFailed: 'An attachment could not be uploaded. Please try again.',
  retrying: 'Sending again…',

  successTitle: 'Your report has been sent',
  successIntro: (company: string) => `Your report has been encrypted and passed on to “${company}”.`,
  identifier: 'Report identifier',
  password: 'Password',
  receivedAt: 'Date received',
  successWarning:
    'Save the identifier and password now. They cannot be recovered or issued again: Ostoja does not know your password, and without it you cannot read the organisation’s replies.',
  successInbox: 'You will read the replies after logging in to the whistleblower inbox:',
  copy: 'Copy',
  copied: 'Copied',
  download: 'Download .txt file',
  print: 'Print',
  savedConfirm: 'I have saved the identifier and password.',
  close: 'Close',
  fileHeader: 'Ostoja — access details for your report',
  fileName: (identifier: string) => `report-${identifier}.txt`,
} as const satisfies Translation<typeof polish>;
