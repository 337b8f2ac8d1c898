/** The form's voice message in Ukrainian: fetched with the recorder. */
export { voiceTexts } from '../voice.js';
