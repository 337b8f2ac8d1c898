/** The reporter inbox's and its logins' texts in Polish, the source (shared/messages/reporter-catalogue.ts). */
export { inboxTexts } from '../../conversation.js';
