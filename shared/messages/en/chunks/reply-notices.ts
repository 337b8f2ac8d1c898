/** The notice of replies in English: fetched when the success modal or the inbox offers it. */
export { replyNoticeTexts } from '../reply-notices.js';
