/** The form's first view in English: the chunk a reporter's first load fetches (shared/messages/reporter-catalogue.ts). */
export { clientErrorMessages } from '../client-errors.js';
export { fieldValueTexts } from '../field-values.js';
export { fileTexts } from '../files.js';
export { formTexts } from '../form.js';
