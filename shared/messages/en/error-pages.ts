import type { Translation } from '../catalogue.js';
import type { reporterErrorPageTexts as polish } from '../error-pages.js';

/** The error page as a reporter reads it, in English (the Polish source: ../error-pages.ts). */
export const reporterErrorPageTexts = {
  title: 'Page not found',
  language: 'Language',
  form: 'The report form could not be opened. Check the form’s address, or ask the organisation for the current link. If you have already sent a report, you can read the replies in the whistleblower inbox.',
  formSend:
    'Your report has not been sent. Go back to the form and try again; if it keeps failing, contact the organisation through another channel.',
  unknownPage: 'There is no page at this address. Check the address, or go on:',
  goToLogin: 'Go to sign-in',
  goToInbox: 'Whistleblower inbox',
  backToForm: 'Back to the form',
} as const satisfies Translation<typeof polish>;
