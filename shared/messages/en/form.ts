import { PHONE_DIGITS } from '../../domain/phone.js';
import { plural, type Translation } from '../catalogue.js';
import { loadingTexts } from '../loading.js';
import type { formTexts as polish } from '../form.js';

const characters = (n: number) => plural('en', n, { one: 'character', other: 'characters' });
const files = (n: number) => plural('en', n, { one: 'file', other: 'files' });

/** The public report form in English (the Polish source: ../form.ts). */
export const formTexts = {
  minLength3: 'Required — at least 3 characters',
  minLength4: 'Required — at least 4 characters',
  selectRequired: 'Required — choose from the list',
  checkboxRequired: 'Required — tick the box',
  phoneInvalid: `Enter a valid phone number — ${PHONE_DIGITS} digits`,
  formInvalid: 'Some fields are not filled in correctly. Please correct them and try again.',

  emailInvalid: 'Enter a valid e-mail address',
  tooLong: (max: number) => `This field can have at most ${max} ${characters(max)}`,
  pageTitle: 'Report form',
  loading: loadingTexts.en,
  language: 'Language',
  organisationLogo: (company: string) => `Logo: ${company}`,
  intro:
    'Your report is encrypted in your browser before it leaves this computer. Neither the operator of Ostoja nor anyone with access to the server can read it — only the authorised people in the organisation.',
  requiredHint: 'Fields marked with an asterisk (*) are required.',
  category: 'Report category',
  noCategories: 'The organisation does not offer any report category at the moment.',
  loadingCategory: 'Loading the category’s fields…',
  choose: 'Choose from the list',
  anonymousAllowed:
    'In this category you can report anonymously — leave out anything that identifies you if you do not want to be identified.',
  reporterSection: 'Your details',
  reporterRequired:
    'This category asks for your contact details. They are encrypted together with the report and only the authorised people in the organisation can see them.',
  reporterName: 'Full name',
  reporterPhone: `Phone (${PHONE_DIGITS} digits)`,
  reporterEmail: 'E-mail address',
  attachments: 'Attachments',
  addFiles: 'Add files',
  allowedFiles: (extensions: string) => `Allowed files: ${extensions}. Total size under 30 MB.`,
  attachmentMetadata:
    'Files (photos, documents) can contain hidden data, such as their author or where a photo was taken. We remove it in this browser before the file is encrypted, and show what was removed.',
  removeFile: (name: string) => `Remove file ${name}`,
  tooManyFiles: (max: number) => `You can attach at most ${max} ${files(max)} to a report.`,
  downloads: 'Documents to download',
  send: 'Send report',
  blockedTitle: 'The report form is unavailable',
  blockedBody: 'Reports cannot be sent through this form because the organisation’s licence to use Ostoja has expired.',
  blockedAdvice:
    'Use another reporting channel named by the organisation, or make an external report to the Polish Commissioner for Human Rights (Rzecznik Praw Obywatelskich) or another competent public authority.',

  filesScannedTitle: 'Attachments are checked for viruses',
  filesScanned:
    'This organisation checks attachments with an antivirus program. For the check, the server decrypts each attached file and sees its content (it does not see the text of your report or your details); it keeps no unencrypted copy. A file with a virus will be refused.',

  channels: 'Other ways to report',
  phoneChannel: (phoneNumber: string, pin: string) =>
    `You can also report by phone on ${phoneNumber}. During the call, give the organisation’s PIN: ${pin}.`,
  mailChannel: 'You can also send your report by e-mail to:',
  mailChannelNote:
    'An e-mail reaches the server unencrypted and is encrypted only once it has been received. This form encrypts your report in your browser already.',
  accessibilityStatement: 'Accessibility statement',
  opensInNewTab: '(opens in a new tab)',

  toolbar: 'Accessibility',
  contrast: 'High contrast',
  fontLarger: 'Larger text',
  fontSmaller: 'Smaller text',
  fontSize: (percent: number) => `Text size: ${percent.toLocaleString('en-GB')}%`,
  help: 'Help',
  inboxLogin: 'Whistleblower inbox',
  externalChannels: 'You may also report a breach outside the organisation',
  helpTitle: 'How to send a report safely',
  helpSteps: [
    'Use a private device and a private network (not a work computer or your employer’s Wi-Fi). Best of all, open the form in a private (incognito) browser window.',
    'Choose a category and describe what happened: what, when, where and who was involved. You can attach files.',
    'The text of your report, your details and your attachments are encrypted in your browser before they are sent. The server stores them only in encrypted form.',
    'Once the report is sent, you receive a report identifier and a password. Keep them somewhere safe — they cannot be recovered, because nobody but you knows them.',
    'With the identifier and password you log in to the whistleblower inbox, where you read the organisation’s replies and can add information. The organisation acknowledges receipt of your report within 7 days.',
  ],
} as const satisfies Translation<typeof polish>;
