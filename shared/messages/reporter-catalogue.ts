import type { Translation } from './catalogue.js';
import type { clientErrorMessages } from './client-errors.js';
import type { fieldValueTexts } from './field-values.js';
import type { fileTexts } from './files.js';
import type { formFollowUpTexts } from './form-follow-up.js';
import type { formReceiptTexts } from './form-receipt.js';
import type { sentTexts } from './form-sent.js';
import type { formTexts } from './form.js';
import type { metadataKindTexts, metadataTexts } from './metadata.js';

/**
 * The catalogues of the reporter screens translated so far (the public form), by the names the
 * Polish modules export: a language's folder (`uk/`, `en/`) exports each of them from its index,
 * which is the chunk the form loads for that language. The validation texts are translated too
 * (`uk/validation.ts`), but no screen shows them until error answers carry a message key.
 */
export interface ReporterCatalogue {
  clientErrorMessages: Translation<typeof clientErrorMessages>;
  fieldValueTexts: Translation<typeof fieldValueTexts>;
  fileTexts: Translation<typeof fileTexts>;
  formFollowUpTexts: Translation<typeof formFollowUpTexts>;
  formReceiptTexts: Translation<typeof formReceiptTexts>;
  sentTexts: Translation<typeof sentTexts>;
  formTexts: Translation<typeof formTexts>;
  metadataKindTexts: Translation<typeof metadataKindTexts>;
  metadataTexts: Translation<typeof metadataTexts>;
}
