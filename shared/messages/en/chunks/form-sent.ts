/** What follows the form's 'Wyślij' in English: fetched when the reporter starts filling in the form. */
export { formFollowUpTexts } from '../form-follow-up.js';
export { formReceiptTexts } from '../form-receipt.js';
export { sentTexts } from '../form-sent.js';
export { externalChannelTexts } from '../external-channels.js';
