import type { Translation } from '../catalogue.js';
import { clientErrorMessages } from './client-errors.js';
import type { externalTexts as polish } from '../external.js';

/**
 * The external authority's download page in English, for an authority abroad (the Polish
 * source: ../external.ts).
 */
export const externalTexts = {
  pageTitle: 'Files to download',
  title: 'Download of shared files',
  language: 'Language',
  sharedBy: 'Shared by',
  identifier: 'Report number',
  expiresAt: 'Available until',
  expired: 'The share has expired and the files have been deleted.',
  limit: 'Limit of 5 downloads',
  used: (count: number) => `Used: ${count}`,
  limitUsed: 'Download limit reached',
  codeGoesTo: (email: string) => `The code will be sent to ${email}. It can be used once and is valid for 15 minutes.`,
  generate: 'Generate code',
  code: 'Code',
  codeRequired: 'The code is required',
  codeLength: 'The code must have exactly 8 characters',
  download: 'Download',
  codeSent: 'The CODE has been generated and sent.',
  codeFailed: 'The CODE could not be generated - please try again!',
  downloadFailed: 'The download failed. Check the code, the download limit and the expiry time.',
  missingShare: 'The link is incomplete. Open it again from the e-mail.',
  somethingWentWrong: 'Something went wrong',
  noConnection: clientErrorMessages.NETWORK_ERROR,
  unreadableAnswer: clientErrorMessages.INVALID_RESPONSE,
  notFound: 'The share was not found. It may have expired long ago and been deleted.',
} as const satisfies Translation<typeof polish>;
