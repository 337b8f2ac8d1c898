/** The reporter inbox's and its logins' texts in Ukrainian (shared/messages/reporter-catalogue.ts). */
export { inboxTexts } from '../conversation.js';
