/** What a file's metadata cleaning says in Polish, the source: fetched when the reporter adds a file. */
export { metadataKindTexts, metadataTexts } from '../../metadata.js';
