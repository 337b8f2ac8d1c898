/** What a file's metadata cleaning says in English: fetched when the reporter adds a file. */
export { metadataKindTexts, metadataTexts } from '../metadata.js';
