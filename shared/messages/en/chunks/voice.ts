/** The form's voice message in English: fetched with the recorder. */
export { voiceTexts } from '../voice.js';
