/** What a file's metadata cleaning says in Ukrainian: fetched when the reporter adds a file. */
export { metadataKindTexts, metadataTexts } from '../metadata.js';
