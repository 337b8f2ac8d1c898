/** The reporter inbox's and its logins' texts in English (shared/messages/reporter-catalogue.ts). */
export { inboxTexts } from '../conversation.js';
