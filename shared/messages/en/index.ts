/** The reporter screens' catalogues in English: one chunk, loaded only when Ukrainian is chosen. */
export { clientErrorMessages } from './client-errors.js';
export { fieldValueTexts } from './field-values.js';
export { fileTexts } from './files.js';
export { formFollowUpTexts } from './form-follow-up.js';
export { formReceiptTexts } from './form-receipt.js';
export { sentTexts } from './form-sent.js';
export { formTexts } from './form.js';
export { metadataKindTexts, metadataTexts } from './metadata.js';
