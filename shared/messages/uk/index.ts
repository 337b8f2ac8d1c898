/** The reporter screens' catalogues in Ukrainian (the chunks a screen loads are in `chunks/`). */
export { clientErrorMessages } from './client-errors.js';
export { cryptoErrorTexts } from './crypto-errors.js';
export { errorMessages, rateLimitTexts } from './errors.js';
export { reporterErrorPageTexts } from './error-pages.js';
export { fieldValueTexts } from './field-values.js';
export { fileTexts } from './files.js';
export { formFollowUpTexts } from './form-follow-up.js';
export { formReceiptTexts } from './form-receipt.js';
export { sentTexts } from './form-sent.js';
export { formTexts } from './form.js';
export { inboxTexts } from './conversation.js';
export { metadataKindTexts, metadataTexts } from './metadata.js';
export { externalChannelTexts } from './external-channels.js';
export {
  inboxRefusalTexts,
  inboxReportTexts,
  messageTexts,
  oralReportTexts,
  phoneProtocolTexts,
} from './inbox-report.js';
export { replyNoticeTexts } from './reply-notices.js';
export { submissionTexts } from './submission.js';
export { validationTexts } from './validation.js';
export { voiceTexts } from './voice.js';
