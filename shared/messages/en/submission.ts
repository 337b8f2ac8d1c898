import type { Translation } from '../catalogue.js';
import type { submissionTexts as polish } from '../submission.js';

/** What the server answers to a submission it refuses, in English (the Polish source: ../submission.ts). */
export const submissionTexts = {
  formNotFound: 'The report form was not found.',
  categoryNotFound: 'The category was not found.',
  slotExpired: 'The time for sending this report has run out. Please send the report again.',
  finaliseInProgress: 'Your report is being saved right now. Refresh the page in a moment; do not send it again.',
  filesNotAllowed: 'This category does not allow attaching files.',
  voiceNotOffered: 'The organisation does not accept voice messages. Delete the recording and send the report again.',
  unknownField: 'The field does not belong to the chosen category.',
  missingRequired: 'A required field has not been filled in.',
  reporterRequired: 'This category asks for your details.',
  reporterNotAllowed: 'Reports in this category are anonymous: your details are not accepted.',
  filesMismatch: 'The list of files does not match the files sent.',
  wrongKey: 'The report key is not encrypted with the organisation’s key.',
  valueTooLong: 'The text in a field is too long.',
  tooLong: 'The report is too long.',
  categoryMismatch: 'The category does not match the report that was started.',
} as const satisfies Translation<typeof polish>;
