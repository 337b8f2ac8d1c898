/** What the server's error answers say, in Ukrainian: fetched when an error answer comes (shared/messages/reporter-catalogue.ts). */
export { cryptoErrorTexts } from '../crypto-errors.js';
export { errorMessages, rateLimitTexts } from '../errors.js';
export { reporterErrorPageTexts } from '../error-pages.js';
export { submissionTexts } from '../submission.js';
export { validationTexts } from '../validation.js';
